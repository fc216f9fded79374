import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import {
  Alert,
  Button,
  Flex,
  Segmented,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { errorText } from './error-text';
import { formatMoney, formatTime } from './format';
import { RejectDialog } from './reject-dialog';
import { StatusTag } from './status-tag';
import type { Decidable } from './use-decide';
import type { Queue } from './use-queue';

/** The step a row waits for (approve, process, pay): its button beside Reject. */
export type QueueStep = { label: string; onClick: () => void; primary?: boolean };

/**
 * A queue of requests the staff decide (deposits, withdrawals, adjustments, bonus claims): its
 * toolbar (the status filter, or a hint where the queue has none; the count and a refresh), the
 * error of its last read, the table with an actions column, and the reject dialog.
 * `step` names a row's next step, or undefined when the row waits for none or the operator's
 * role may not decide (then the row has no buttons at all).
 */
export function QueuePage<Row extends Decidable>({
  title,
  queue,
  statuses,
  hint,
  columns,
  step,
  onReject,
  reasonLabel,
  expandedRow,
}: {
  title: string;
  queue: Queue<Row>;
  /** The statuses the operator may filter by. */
  statuses?: readonly string[];
  /** What the toolbar says instead, for a queue without a filter. */
  hint?: string;
  columns: TableColumnsType<Row>;
  step: (row: Row) => QueueStep | undefined;
  onReject: (id: number, reason: string) => Promise<boolean>;
  /** The reason's label, when the member does not read it. */
  reasonLabel?: string;
  /** What a row shows when opened (the cashier's context). */
  expandedRow?: (row: Row) => ReactNode;
}) {
  const t = useTranslate();
  const [rejecting, setRejecting] = useState<Decidable>();
  const withActions: TableColumnsType<Row> = [
    ...columns,
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => {
        const next = step(row);
        return (
          next && (
            <Space>
              <Button
                size="small"
                type={next.primary ? 'primary' : 'default'}
                onClick={next.onClick}
              >
                {next.label}
              </Button>
              <Button size="small" danger onClick={() => setRejecting(row)}>
                {t('actions.reject')}
              </Button>
            </Space>
          )
        );
      },
    },
  ];

  return (
    <List title={title}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        {statuses ? (
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary">{t('queue.filter')}</Typography.Text>
            <Segmented
              aria-label={t('queue.filter')}
              value={queue.status}
              options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
              onChange={queue.setStatus}
            />
          </Flex>
        ) : (
          <Typography.Text type="secondary">{hint}</Typography.Text>
        )}
        <Flex align="center" gap={12}>
          <Typography.Text type="secondary">
            {t('queue.count', { count: queue.rows.length })}
          </Typography.Text>
          <Button onClick={() => void queue.refresh()} loading={queue.isRefreshing}>
            {t('queue.refresh')}
          </Button>
        </Flex>
      </Flex>
      {queue.error !== null && queue.error !== undefined && (
        <Alert type="error" showIcon message={errorText(queue.error, t)} />
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={withActions}
        dataSource={queue.rows}
        loading={queue.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        {...(expandedRow && { expandable: { expandedRowRender: expandedRow } })}
      />
      <RejectDialog
        row={rejecting}
        {...(reasonLabel && { reasonLabel })}
        onClose={() => setRejecting(undefined)}
        onReject={onReject}
      />
    </List>
  );
}

/** A member's money request as the cashier's queues show it (deposits, withdrawals). */
type MoneyRequest = { account: string; amount: number; rejectReason?: string | null };

/**
 * A money request queue's columns but its actions: the id, account and amount first, `middle`
 * (what the kind of request adds), then the status (with the reason of a rejection) and when it
 * was decided.
 */
export function moneyRequestColumns<Row extends MoneyRequest>(
  t: (key: string) => string,
  middle: TableColumnsType<Row>,
): TableColumnsType<Row> {
  return [
    { title: t('queue.id'), dataIndex: 'id', width: 80 },
    { title: t('queue.account'), dataIndex: 'account' },
    {
      title: t('queue.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => <strong>{formatMoney(amount)}</strong>,
    },
    ...middle,
    {
      title: t('queue.status'),
      dataIndex: 'status',
      render: (status: string, row) => (
        <>
          <StatusTag status={status} />
          {row.rejectReason && <div style={{ color: '#888' }}>{row.rejectReason}</div>}
        </>
      ),
    },
    { title: t('queue.decidedAt'), dataIndex: 'decidedAt', render: formatTime },
  ];
}
