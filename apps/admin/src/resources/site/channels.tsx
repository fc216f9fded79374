import { useCustom, useTranslate } from '@refinedev/core';
import {
  BASIS_POINTS,
  type OperatorDepositChannel,
  type OperatorDepositChannelBody,
} from '@app/contracts';
import { Alert, App, Button, Card, Flex, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentLanguage } from '@/shared/language';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { ChannelDialog } from './channel-dialog';
import { useSiteChange } from './use-site';

const KIND_COLORS: Record<string, string> = { bank: 'blue', ewallet: 'cyan', demo: 'default' };

/** The whole channel as the PUT takes it (amounts stay minor units). */
const bodyOfChannel = (channel: OperatorDepositChannel): OperatorDepositChannelBody => ({
  kind: channel.kind,
  names: channel.names,
  minAmount: channel.minAmount,
  maxAmount: channel.maxAmount,
  feeMode: channel.feeMode,
  feeValue: channel.feeValue,
  payee: channel.payee,
  enabled: channel.enabled,
  sortOrder: channel.sortOrder,
});

/** A fee as members read it: "1.5 %", "₱10.00" or none. */
function feeText(channel: OperatorDepositChannel, none: string): string {
  if (channel.feeMode === 'percent') return `${(channel.feeValue * 100) / BASIS_POINTS} %`;
  if (channel.feeMode === 'fixed') return formatMoney(channel.feeValue);
  return none;
}

/**
 * The merchant's deposit channels (GET …/deposit-channels), on and off, with their limits and
 * fees; the `money` role edits or adds one (PUT …/deposit-channels/:code, the whole channel).
 */
export function ChannelsCard({ may }: { may: boolean }) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const language = currentLanguage();
  const { result, query } = useCustom<OperatorDepositChannel[]>({
    url: merchantPath(currentMerchant(), 'deposit-channels'),
    method: 'get',
    errorNotification: false,
  });
  const channels = query.data ? result.data : undefined;
  const { send, isPending } = useSiteChange(() => query.refetch());
  const [editing, setEditing] = useState<{ channel?: OperatorDepositChannel }>();
  const [busy, setBusy] = useState<string>();

  const put = async (code: string, body: OperatorDepositChannelBody) => {
    setBusy(code);
    try {
      return await send(`deposit-channels/${encodeURIComponent(code)}`, 'put', body);
    } finally {
      setBusy(undefined);
    }
  };

  /** Switching a channel off stops members using it at once: asked first. */
  const confirmed = (name: string, turnsOff: boolean, run: () => Promise<unknown>) => {
    if (!turnsOff) {
      void run();
      return;
    }
    modal.confirm({
      title: name,
      content: t('site.channels.offConfirm', { name }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  const save = (code: string, body: OperatorDepositChannelBody) => {
    const before = editing?.channel;
    confirmed(body.names[language], before?.enabled === true && !body.enabled, async () => {
      if (await put(code, body)) setEditing(undefined);
    });
  };

  const columns: TableColumnsType<OperatorDepositChannel> = [
    {
      title: t('site.channels.order'),
      dataIndex: 'sortOrder',
      width: 64,
      align: 'right',
      // Below 1200 px the rows' order tells it.
      responsive: ['xl'],
    },
    {
      title: t('site.channels.code'),
      dataIndex: 'code',
      width: 110,
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      title: t('site.channels.name'),
      dataIndex: 'names',
      render: (_, channel) => (
        <>
          <div>{channel.names[language]}</div>
          <Tag color={KIND_COLORS[channel.kind]}>{t(`site.channels.kinds.${channel.kind}`)}</Tag>
        </>
      ),
    },
    {
      title: t('site.channels.limits'),
      key: 'limits',
      align: 'right',
      render: (_, channel) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(channel.minAmount)} – {formatMoney(channel.maxAmount)}
        </span>
      ),
    },
    {
      title: t('site.channels.fee'),
      key: 'fee',
      align: 'right',
      render: (_, channel) => feeText(channel, t('site.channels.noFee')),
    },
    {
      title: t('site.channels.payee'),
      dataIndex: 'payee',
      render: (payee: OperatorDepositChannel['payee']) =>
        payee ? (
          <>
            <div>{payee.provider}</div>
            <Typography.Text type="secondary">
              {payee.accountName} · {payee.accountNumber}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('site.channels.noPayee')}</Typography.Text>
        ),
    },
    {
      title: t('site.channels.enabled'),
      dataIndex: 'enabled',
      width: 80,
      fixed: 'right',
      render: (enabled: boolean, channel) => (
        <Switch
          aria-label={channel.code}
          checked={enabled}
          disabled={!may}
          loading={busy === channel.code}
          onChange={(value) =>
            confirmed(channel.names[language], !value, () =>
              put(channel.code, { ...bodyOfChannel(channel), enabled: value }),
            )
          }
        />
      ),
    },
  ];
  if (may) {
    columns.push({
      key: 'actions',
      width: 90,
      // Always in view, also when a narrow window scrolls the table.
      fixed: 'right',
      render: (_, channel) => (
        <Button size="small" onClick={() => setEditing({ channel })}>
          {t('site.channels.edit')}
        </Button>
      ),
    });
  }

  const list = channels ?? [];
  return (
    <Card
      title={t('site.channels.title')}
      size="small"
      extra={
        may && (
          <Button type="primary" onClick={() => setEditing({})}>
            {t('site.channels.add')}
          </Button>
        )
      }
    >
      {query.error && (
        <Alert
          type="error"
          showIcon
          message={errorText(query.error, t)}
          style={{ marginBottom: 12 }}
        />
      )}
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('site.channels.hint')}</Typography.Text>
        <Table<OperatorDepositChannel>
          rowKey="code"
          size="small"
          columns={columns}
          dataSource={[...list].sort((a, b) => a.sortOrder - b.sortOrder)}
          loading={channels === undefined && !query.error}
          pagination={false}
          locale={{ emptyText: t('site.channels.empty') }}
          scroll={{ x: 800 }}
        />
      </Flex>
      <ChannelDialog
        open={editing !== undefined}
        channel={editing?.channel}
        takenCodes={list.map((channel) => channel.code)}
        nextOrder={Math.min(
          999,
          list.reduce((order, channel) => Math.max(order, channel.sortOrder + 1), 0),
        )}
        saving={isPending}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
