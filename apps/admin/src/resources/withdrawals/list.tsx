import { useTranslate } from '@refinedev/core';
import type { OperatorWithdrawal } from '@app/contracts';
import { CashierContext } from '@/resources/members/cashier-context';
import { QueuePage } from '@/shared/queue-page';
import { useDecide } from '@/shared/use-decide';
import { useMay } from '@/shared/use-may';
import { useQueue } from '@/shared/use-queue';
import { withdrawalColumns } from './columns';

const STATUSES = ['pending', 'processing', 'paid', 'rejected', 'cancelled', 'all'] as const;

/** Members' withdrawals: claim one to pay (process), mark it paid, or reject it (the money returns). */
export function WithdrawalList() {
  const t = useTranslate();
  const queue = useQueue<OperatorWithdrawal>('withdrawals');
  const { decide, confirm } = useDecide('withdrawals', {
    // Four eyes: above the merchant's limit a pay approval waits for another operator's.
    waiting: (step, answer) =>
      step === 'pay' && answer.status !== 'paid' ? t('actions.awaitingSecond') : undefined,
  });
  const mayDecide = useMay('money');

  return (
    <QueuePage<OperatorWithdrawal>
      title={t('menu.withdrawals')}
      queue={queue}
      statuses={STATUSES}
      columns={withdrawalColumns(t)}
      step={(row) => {
        if (!mayDecide) return undefined;
        if (row.status === 'pending') {
          return { label: t('actions.process'), onClick: () => confirm(row, 'process') };
        }
        if (row.status === 'processing') {
          return { label: t('actions.pay'), primary: true, onClick: () => confirm(row, 'pay') };
        }
        return undefined;
      }}
      onReject={(id, reason) => decide(id, 'reject', { reason })}
      expandedRow={(row) => <CashierContext memberId={row.memberId} payee={row.payee} />}
    />
  );
}
