import { useTranslate } from '@refinedev/core';
import { List } from '@refinedev/antd';
import type { OperatorDeposit } from '@app/contracts';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { QueueToolbar } from '@/shared/queue-toolbar';
import { RejectDialog } from '@/shared/reject-dialog';
import { useDecide, type Decidable } from '@/shared/use-decide';
import { CashierContext } from '@/resources/members/cashier-context';
import { useMay } from '@/shared/use-may';
import { useQueue } from '@/shared/use-queue';
import { depositColumns } from './columns';

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'all'] as const;

/** Members' deposit requests to approve (the wallet is credited) or reject with a reason. */
export function DepositList() {
  const t = useTranslate();
  const queue = useQueue<OperatorDeposit>('deposits');
  const { decide, confirm } = useDecide('deposits');
  const [rejecting, setRejecting] = useState<Decidable>();
  const mayDecide = useMay('money');

  const columns = [
    ...depositColumns(t),
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, row: OperatorDeposit) =>
        mayDecide &&
        row.status === 'pending' && (
          <Space>
            <Button size="small" type="primary" onClick={() => confirm(row, 'approve')}>
              {t('actions.approve')}
            </Button>
            <Button size="small" danger onClick={() => setRejecting(row)}>
              {t('actions.reject')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <List title={t('menu.deposits')}>
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
          expandedRowRender: (row: OperatorDeposit) => <CashierContext memberId={row.memberId} />,
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
