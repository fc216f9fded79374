import type { WithdrawRequest } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { useMoney } from '@/shared/money';
import { useWithdrawRefresh } from '../api/use-withdraw-refresh';

/**
 * Watches the member's requests as they are asked again (on a timer while one is pending or
 * processing, and when the member comes back): one the cashier paid or rejected meanwhile says
 * so, and the balance and the page's figures are read again (a rejection returns the hold).
 */
export function useDecisionWatch(requests: readonly WithdrawRequest[] | undefined) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const refresh = useWithdrawRefresh();
  const seen = useRef(new Map<number, WithdrawRequest['status']>());
  useEffect(() => {
    if (!requests) return;
    let paid = 0;
    let rejected = false;
    for (const request of requests) {
      const before = seen.current.get(request.id);
      const open = before === 'pending' || before === 'processing';
      if (open && request.status === 'paid') paid += request.amount;
      if (open && request.status === 'rejected') rejected = true;
      seen.current.set(request.id, request.status);
    }
    if (paid === 0 && !rejected) return;
    void refresh();
    if (paid > 0) toast.success(t('watch.paid', { amount: money(paid) }), 3000);
    else toast.message(t('watch.rejected'), 3000);
  }, [requests, refresh, money, t]);
}
