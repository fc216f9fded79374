import { useTranslate } from '@refinedev/core';
import type { OperatorDeposit } from '@app/contracts';
import { CashierContext } from '@/resources/members/cashier-context';
import { QueuePage } from '@/shared/queue-page';
import { useDecide } from '@/shared/use-decide';
import { useMay } from '@/shared/use-may';
import { useQueue } from '@/shared/use-queue';
import { depositColumns } from './columns';

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'all'] as const;

/** Members' deposit requests to approve (the wallet is credited) or reject with a reason. */
export function DepositList() {
  const t = useTranslate();
  const queue = useQueue<OperatorDeposit>('deposits');
  const { decide, confirm } = useDecide('deposits');
  const mayDecide = useMay('money');

  return (
    <QueuePage<OperatorDeposit>
      title={t('menu.deposits')}
      queue={queue}
      statuses={STATUSES}
      columns={depositColumns(t)}
      step={(row) =>
        mayDecide && row.status === 'pending'
          ? { label: t('actions.approve'), primary: true, onClick: () => confirm(row, 'approve') }
          : undefined
      }
      onReject={(id, reason) => decide(id, 'reject', { reason })}
      expandedRow={(row) => <CashierContext memberId={row.memberId} />}
    />
  );
}
