import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import type { OperatorPromotionApplication } from '@app/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { QueuePage } from '@/shared/queue-page';
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

  return (
    <QueuePage<OperatorPromotionApplication>
      title={t('menu.claims')}
      toolbar={
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
      }
      error={query.error}
      rows={rows}
      isLoading={query.isLoading}
      columns={claimColumns(t)}
      step={(row) =>
        mayDecide
          ? { label: t('actions.approve'), primary: true, onClick: () => approve(row) }
          : undefined
      }
      onReject={(id, reason) => decide(id, 'reject', { reason })}
    />
  );
}
