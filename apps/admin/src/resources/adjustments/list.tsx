import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import { ADJUSTMENT_STATUSES, type Adjustment } from '@app/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { QueueToolbar } from '@/shared/queue-toolbar';
import { QueuePage } from '@/shared/queue-page';
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

  return (
    <QueuePage<Adjustment>
      title={t('menu.adjustments')}
      toolbar={
        <QueueToolbar
          statuses={STATUSES}
          status={status}
          onStatus={setStatus}
          count={rows.length}
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isFetching}
        />
      }
      error={query.error}
      rows={rows}
      isLoading={query.isLoading}
      columns={adjustmentColumns(t)}
      step={(row) =>
        mayDecide && row.status === 'pending'
          ? { label: t('actions.approve'), primary: true, onClick: () => approve(row) }
          : undefined
      }
      reasonLabel={t('adjust.rejectReason')}
      onReject={(id, reason) => decide(id, 'reject', { reason })}
    />
  );
}
