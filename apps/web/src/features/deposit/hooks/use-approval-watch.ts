import type { DepositRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { useMoney, useSyncBalance } from '@/shared/money';
import { useRequestWatch } from '@/shared/records/use-request-watch';

/**
 * A deposit that was pending at the last read and is approved now reads the wallet again, so the
 * header shows the new balance, and says so; a rejection says so too.
 */
export function useApprovalWatch(requests: readonly DepositRequest[] | undefined) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  const syncBalance = useSyncBalance();
  useRequestWatch(requests, {
    isOpen: (status) => status === 'pending',
    doneMinor: (request) => (request.status === 'approved' ? request.credit : undefined),
    onDecided: ({ doneMinor }) => {
      if (doneMinor > 0) {
        syncBalance();
        toast.success(t('watch.approved', { amount: money(doneMinor) }), 3000);
      } else toast.message(t('watch.rejected'));
    },
  });
}
