import { useTranslate } from '@refinedev/core';
import type { OperatorPromotionApplication } from '@app/contracts';
import { QueuePage } from '@/shared/queue-page';
import { useDecide } from '@/shared/use-decide';
import { useMay } from '@/shared/use-may';
import { useMerchantQueue } from '@/shared/use-queue';
import { claimColumns } from './columns';

/**
 * Bonus claims: members' applications to promotions that need an operator's approval, oldest
 * first (the server lists the waiting ones only: no status filter). Approve pays the bonus once;
 * reject asks a reason. Roles without money rights see the list only.
 */
export function ClaimList() {
  const t = useTranslate();
  const mayDecide = useMay('money');
  const queue = useMerchantQueue<OperatorPromotionApplication>('promotions/applications', false);
  const { decide, confirm } = useDecide('promotions/applications', { reread: queue.refresh });

  return (
    <QueuePage<OperatorPromotionApplication>
      title={t('menu.claims')}
      queue={queue}
      hint={t('claims.waiting')}
      columns={claimColumns(t)}
      step={(row) =>
        mayDecide
          ? {
              label: t('actions.approve'),
              primary: true,
              onClick: () =>
                confirm(row, 'approve', 'claims.approveConfirm', {
                  promotion: row.promotionCode,
                  member: row.memberId,
                }),
            }
          : undefined
      }
      onReject={(id, reason) => decide(id, 'reject', { reason })}
    />
  );
}
