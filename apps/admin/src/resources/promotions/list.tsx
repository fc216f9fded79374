import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import type { OperatorPromotion } from '@app/contracts';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListToolbar, QueryTable, editColumns, switchColumn } from '@/shared/list-page';
import { formatMoney, formatTime } from '@/shared/format';
import { currentLanguage } from '@/shared/language';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';
import { useSend } from '@/shared/use-send';
import { PromotionDialog } from './promotion-dialog';

/**
 * The merchant's promotions: list, create and change them, switch one on or off (the content
 * permission; buttons left out without it). Members' claims waiting for approval are decided on
 * the claims page, linked from here.
 */
export function PromotionList() {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayChange = useMay('content');
  const language = currentLanguage();
  const [editing, setEditing] = useState<{ promotion?: OperatorPromotion }>();
  const { result, query } = useCustom<OperatorPromotion[]>({
    url: merchantPath(currentMerchant(), 'promotions'),
    method: 'get',
    errorNotification: false,
  });
  const rows = query.data ? result.data : [];
  const { send } = useSend(() => query.refetch());
  const toggle = (promotion: OperatorPromotion, enabled: boolean) =>
    send({
      url: merchantPath(currentMerchant(), `promotions/${promotion.id}/enabled`),
      method: 'put',
      values: { enabled },
      done: () =>
        t(enabled ? 'promotions.switchedOn' : 'promotions.switchedOff', { code: promotion.code }),
    });

  const bonusOf = (p: OperatorPromotion) =>
    p.kind === 'FIRST_DEPOSIT'
      ? t('promotions.percentOf', { percent: p.percentBp / 100, cap: formatMoney(p.cap) })
      : p.kind === 'MISSION'
        ? t('promotions.missionOf', {
            amount: formatMoney(p.fixedAmount),
            target: formatMoney(p.target),
          })
        : formatMoney(p.fixedAmount);

  const columns = [
    { title: t('promotions.columns.order'), dataIndex: 'sortOrder', key: 'order', width: 70 },
    {
      title: t('promotions.columns.code'),
      key: 'code',
      render: (_: unknown, p: OperatorPromotion) => (
        <Typography.Text code>{p.code}</Typography.Text>
      ),
    },
    {
      title: t('promotions.columns.title'),
      key: 'title',
      render: (_: unknown, p: OperatorPromotion) => (
        <Flex vertical>
          <span>{p.titles[language]}</span>
          <Typography.Text type="secondary">{t(`promotions.kinds.${p.kind}`)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('promotions.columns.period'),
      key: 'period',
      render: (_: unknown, p: OperatorPromotion) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span>{formatTime(p.startAt)}</span>
          <Typography.Text type="secondary">
            {p.endAt === null ? t('promotions.noEnd') : formatTime(p.endAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('promotions.columns.bonus'),
      key: 'bonus',
      render: (_: unknown, p: OperatorPromotion) => bonusOf(p),
    },
    {
      title: t('promotions.columns.turnover'),
      key: 'turnover',
      width: 90,
      render: (_: unknown, p: OperatorPromotion) =>
        t('promotions.times', { times: p.turnoverMultiplier }),
    },
    {
      title: t('promotions.columns.approval'),
      key: 'approval',
      render: (_: unknown, p: OperatorPromotion) =>
        p.needsApproval ? (
          <Link to="/claims">
            <Tag color="gold">{t('promotions.needsApproval')}</Tag>
          </Link>
        ) : (
          <Tag>{t('promotions.automatic')}</Tag>
        ),
    },
    switchColumn<OperatorPromotion>({
      title: t('promotions.columns.enabled'),
      width: 70,
      isOn: (p) => p.enabled,
      nameOf: (p) => p.code,
      mayChange,
      onSwitch: toggle,
    }),
    ...editColumns<OperatorPromotion>({
      mayChange,
      text: t('promotions.edit'),
      width: 90,
      onEdit: (promotion) => setEditing({ promotion }),
    }),
  ];

  return (
    <List
      title={t('promotions.menu')}
      headerButtons={
        <>
          <Link to="/claims">
            <Button>{t('promotions.claims')}</Button>
          </Link>
          {mayChange && (
            <Button type="primary" onClick={() => setEditing({})}>
              {t('promotions.add')}
            </Button>
          )}
        </>
      }
    >
      <ListToolbar
        start={<Typography.Text type="secondary">{t('promotions.claimsHint')}</Typography.Text>}
        count={t('promotions.count', { count: rows.length })}
        query={query}
        refresh={t('promotions.refresh')}
        marginBottom={16}
      />
      <QueryTable query={query} wide columns={columns} dataSource={rows} />
      <PromotionDialog
        key={editing ? (editing.promotion?.id ?? '+') : '-'}
        open={editing !== undefined}
        promotion={editing?.promotion}
        onClose={() => setEditing(undefined)}
        onSaved={async (saved) => {
          void message.success(t('promotions.saved', { code: saved.code }));
          await query.refetch();
        }}
      />
    </List>
  );
}
