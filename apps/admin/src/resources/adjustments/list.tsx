import { useTranslate } from '@refinedev/core';
import { ADJUSTMENT_STATUSES, type Adjustment } from '@app/contracts';
import { QueuePage } from '@/shared/queue-page';
import { useDecide } from '@/shared/use-decide';
import { useMay } from '@/shared/use-may';
import { useMerchantQueue } from '@/shared/use-queue';
import { adjustmentColumns } from './columns';

const STATUSES = [...ADJUSTMENT_STATUSES, 'all'] as const;

/**
 * Balance adjustments: those waiting for a second approver (above the four-eyes threshold) to
 * approve or reject, and the applied and rejected ones. The server refuses the requester's own
 * second approval (its message is shown).
 */
export function AdjustmentList() {
  const t = useTranslate();
  const mayDecide = useMay('money');
  const queue = useMerchantQueue<Adjustment>('adjustments', true);
  const { decide, confirm } = useDecide('adjustments', {
    waiting: (_, answer) => (answer.status === 'pending' ? t('adjust.pending') : undefined),
    reread: queue.refresh,
  });

  return (
    <QueuePage<Adjustment>
      title={t('menu.adjustments')}
      queue={queue}
      statuses={STATUSES}
      columns={adjustmentColumns(t)}
      step={(row) =>
        mayDecide && row.status === 'pending'
          ? {
              label: t('actions.approve'),
              primary: true,
              onClick: () =>
                confirm(row, 'approve', 'adjust.approveConfirm', { account: row.account }),
            }
          : undefined
      }
      reasonLabel={t('adjust.rejectReason')}
      onReject={(id, reason) => decide(id, 'reject', { reason })}
    />
  );
}
