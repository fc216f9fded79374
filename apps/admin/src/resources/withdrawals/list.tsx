import { useTranslate } from '@refinedev/core';
import { List } from '@refinedev/antd';
import type { OperatorWithdrawal } from '@app/contracts';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { QueueToolbar } from '@/shared/queue-toolbar';
import { RejectDialog } from '@/shared/reject-dialog';
import { useDecide, type Decidable } from '@/shared/use-decide';
import { CashierContext } from '@/resources/members/cashier-context';
import { useMay } from '@/shared/use-may';
import { useQueue } from '@/shared/use-queue';
import { withdrawalColumns } from './columns';

const STATUSES = ['pending', 'processing', 'paid', 'rejected', 'cancelled', 'all'] as const;

/** Members' withdrawals: claim one to pay (process), mark it paid, or reject it (the money returns). */
export function WithdrawalList() {
  const t = useTranslate();
  const queue = useQueue<OperatorWithdrawal>('withdrawals');
  const { decide, confirm } = useDecide('withdrawals');
  const [rejecting, setRejecting] = useState<Decidable>();
  const mayDecide = useMay('money');

  const columns = [
    ...withdrawalColumns(t),
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, row: OperatorWithdrawal) =>
        mayDecide &&
        (row.status === 'pending' || row.status === 'processing') && (
          <Space>
            {row.status === 'pending' ? (
              <Button size="small" onClick={() => confirm(row, 'process')}>
                {t('actions.process')}
              </Button>
            ) : (
              <Button size="small" type="primary" onClick={() => confirm(row, 'pay')}>
                {t('actions.pay')}
              </Button>
            )}
            <Button size="small" danger onClick={() => setRejecting(row)}>
              {t('actions.reject')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <List title={t('menu.withdrawals')}>
      <QueueToolbar
        statuses={STATUSES}
        status={queue.status}
        onStatus={queue.setStatus}
        count={queue.rows.length}
        onRefresh={queue.refresh}
        isRefreshing={queue.isRefreshing}
      />
      {queue.error !== null && queue.error !== undefined && (
        <Alert type="error" showIcon message={errorText(queue.error, t)} />
      )}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.rows}
        loading={queue.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (row: OperatorWithdrawal) => (
            <CashierContext memberId={row.memberId} payee={row.payee} />
          ),
          expandRowByClick: false,
        }}
      />
      <RejectDialog
        row={rejecting}
        onClose={() => setRejecting(undefined)}
        onReject={(id, reason) => decide(id, 'reject', { reason })}
      />
    </List>
  );
}
