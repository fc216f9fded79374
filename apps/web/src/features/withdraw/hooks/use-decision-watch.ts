import type { WithdrawRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { useMoney } from '@/shared/money';
import { useRequestWatch } from '@/shared/records/use-request-watch';
import { useWithdrawRefresh } from '../api/use-withdraw-refresh';

/**
 * A withdrawal the cashier paid or rejected since the last read says so, and the balance and the
 * page's figures are read again (a rejection returns the hold).
 */
export function useDecisionWatch(requests: readonly WithdrawRequest[] | undefined) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const refresh = useWithdrawRefresh();
  useRequestWatch(requests, {
    isOpen: (status) => status === 'pending' || status === 'processing',
    doneMinor: (request) => (request.status === 'paid' ? request.amount : undefined),
    onDecided: ({ doneMinor }) => {
      void refresh();
      if (doneMinor > 0) toast.success(t('watch.paid', { amount: money(doneMinor) }), 3000);
      else toast.message(t('watch.rejected'));
    },
  });
}
