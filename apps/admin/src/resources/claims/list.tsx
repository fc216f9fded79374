import { List } from '@refinedev/antd';
import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import type { OperatorPromotionApplication } from '@app/contracts';
import { Alert, App, Button, Flex, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { RejectDialog } from '@/shared/reject-dialog';
import type { Decidable } from '@/shared/use-decide';
import { useMay } from '@/shared/use-may';
import { claimColumns } from './columns';

/**
 * Bonus claims: members' applications to promotions that need an operator's approval, oldest
 * first (the server lists the waiting ones only: no status filter). Approve pays the bonus once;
 * reject asks a reason. Roles without money rights see the list only.
 */
export function ClaimList() {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const mayDecide = useMay('money');
  const [rejecting, setRejecting] = useState<Decidable>();
  const { result, query } = useCustom<OperatorPromotionApplication[]>({
    url: merchantPath(currentMerchant(), 'promotions/applications'),
    method: 'get',
    errorNotification: false,
  });
  const rows = query.data ? result.data : [];
  const { mutateAsync } = useCustomMutation<OperatorPromotionApplication>();

  const decide = async (id: number, step: 'approve' | 'reject', values: object = {}) => {
    try {
      await mutateAsync({
        url: merchantPath(currentMerchant(), `promotions/applications/${id}/${step}`),
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('actions.done'));
      return true;
    } catch (error) {
      void message.error(errorText(error, t));
      return false;
    } finally {
      await query.refetch();
    }
  };

  const approve = (row: OperatorPromotionApplication) => {
    modal.confirm({
      title: t('actions.approve'),
      content: t('claims.approveConfirm', {
        id: row.id,
        amount: formatMoney(row.amount),
        promotion: row.promotionCode,
        member: row.memberId,
      }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => decide(row.id, 'approve'),
    });
  };

  const columns = [
    ...claimColumns(t),
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, row: OperatorPromotionApplication) =>
        mayDecide && (
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
    <List title={t('menu.claims')}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('claims.waiting')}</Typography.Text>
        <Flex align="center" gap={12}>
          <Typography.Text type="secondary">
            {t('queue.count', { count: rows.length })}
          </Typography.Text>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('queue.refresh')}
          </Button>
        </Flex>
      </Flex>
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
        onClose={() => setRejecting(undefined)}
        onReject={(id, reason) => decide(id, 'reject', { reason })}
      />
    </List>
  );
}
