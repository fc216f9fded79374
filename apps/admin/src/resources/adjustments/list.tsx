import { List } from '@refinedev/antd';
import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import { ADJUSTMENT_STATUSES, type Adjustment } from '@app/contracts';
import { Alert, App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { QueueToolbar } from '@/shared/queue-toolbar';
import { RejectDialog } from '@/shared/reject-dialog';
import type { Decidable } from '@/shared/use-decide';
import { useMay } from '@/shared/use-may';
import { adjustmentColumns } from './columns';

const STATUSES = [...ADJUSTMENT_STATUSES, 'all'] as const;

/**
 * Balance adjustments: those waiting for a second approver (above the four-eyes threshold) to
 * approve or reject, and the applied and rejected ones. The server refuses the requester's own
 * second approval (its message is shown).
 */
export function AdjustmentList() {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const mayDecide = useMay('money');
  const [status, setStatus] = useState('pending');
  const [rejecting, setRejecting] = useState<Decidable>();
  const { result, query } = useCustom<Adjustment[]>({
    url: merchantPath(currentMerchant(), 'adjustments'),
    method: 'get',
    config: { query: { status: status === 'all' ? undefined : status, limit: 500 } },
    errorNotification: false,
  });
  const rows = query.data ? result.data : [];
  const { mutateAsync } = useCustomMutation<Adjustment>();

  const decide = async (id: number, step: 'approve' | 'reject', values: object = {}) => {
    try {
      const { data } = await mutateAsync({
        url: merchantPath(currentMerchant(), `adjustments/${id}/${step}`),
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      if (data.status === 'pending') void message.info(t('adjust.pending'));
      else void message.success(data.replayed ? t('actions.replayed') : t('actions.done'));
      return true;
    } catch (error) {
      void message.error(errorText(error, t));
      return false;
    } finally {
      await query.refetch();
    }
  };

  const approve = (row: Adjustment) => {
    modal.confirm({
      title: t('actions.approve'),
      content: t('adjust.approveConfirm', {
        id: row.id,
        amount: formatMoney(row.amount),
        account: row.account,
      }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => decide(row.id, 'approve'),
    });
  };

  const columns = [
    ...adjustmentColumns(t),
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, row: Adjustment) =>
        mayDecide &&
        row.status === 'pending' && (
          <Space>
            <Button size="small" type="primary" onClick={() => approve(row)}>
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
    <List title={t('menu.adjustments')}>
      <QueueToolbar
        statuses={STATUSES}
        status={status}
        onStatus={setStatus}
        count={rows.length}
        onRefresh={() => void query.refetch()}
        isRefreshing={query.isFetching}
      />
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      <RejectDialog
        row={rejecting}
        reasonLabel={t('adjust.rejectReason')}
        onClose={() => setRejecting(undefined)}
        onReject={(id, reason) => decide(id, 'reject', { reason })}
      />
    </List>
  );
}
