import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorText } from './error-text';
import { RejectDialog } from './reject-dialog';
import type { Decidable } from './use-decide';

/** The step a row waits for (approve, process, pay): its button beside Reject. */
export type QueueStep = { label: string; onClick: () => void; primary?: boolean };

/**
 * A queue of requests the staff decide (deposits, withdrawals, adjustments, bonus claims): its
 * toolbar, the error of its last read, the table with an actions column, and the reject dialog.
 * `step` names a row's next step, or undefined when the row waits for none or the operator's
 * role may not decide (then the row has no buttons at all).
 */
export function QueuePage<Row extends Decidable>({
  title,
  toolbar,
  error,
  rows,
  isLoading,
  columns,
  step,
  onReject,
  reasonLabel,
  expandedRow,
}: {
  title: string;
  toolbar: ReactNode;
  error: unknown;
  rows: Row[];
  isLoading: boolean;
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
      {toolbar}
      {error !== null && error !== undefined && (
        <Alert type="error" showIcon message={errorText(error, t)} />
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={withActions}
        dataSource={rows}
        loading={isLoading}
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
