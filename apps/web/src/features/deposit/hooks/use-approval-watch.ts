import type { DepositRequest } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { useMoney, useSyncBalance } from '@/shared/money';

/**
 * Watches the member's requests as they are asked again (on a timer while one is pending, and
 * when the member comes back to the tab): one that was pending and is now approved reads the
 * wallet again, so the header shows the new balance, and says so; a rejection says so too.
 */
export function useApprovalWatch(requests: readonly DepositRequest[] | undefined) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  const syncBalance = useSyncBalance();
  const seen = useRef(new Map<number, DepositRequest['status']>());
  useEffect(() => {
    if (!requests) return;
    let approved = 0;
    let rejected = false;
    for (const request of requests) {
      const before = seen.current.get(request.id);
      if (before === 'pending' && request.status === 'approved') approved += request.credit;
      if (before === 'pending' && request.status === 'rejected') rejected = true;
      seen.current.set(request.id, request.status);
    }
    if (approved > 0) {
      syncBalance();
      toast.success(t('watch.approved', { amount: money(approved) }), 3000);
    } else if (rejected) {
      toast.message(t('watch.rejected'), 3000);
    }
  }, [requests, syncBalance, money, t]);
}
