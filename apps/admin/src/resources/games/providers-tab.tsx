import { useCustom, useTranslate } from '@refinedev/core';
import {
  OPERATOR_PROVIDERS_PATH,
  SEAMLESS_WALLET_PATH,
  type OperatorProvider,
  type OperatorVendor,
} from '@app/contracts';
import { App, Button, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryTable, RefreshButton, editColumns, switchColumn } from '@/shared/list-page';
import { useMay } from '@/shared/use-may';
import { useSend } from '@/shared/use-send';
import { ProviderDialog } from './provider-dialog';

/** What stands for a secret: the server never answers it, the console never shows one. */
export const SECRET_MASK = '••••••••';
const VENDOR_TAGS = 6;

/** The platform's game providers (GET /operator/providers). */
export function useProviders() {
  const { result, query } = useCustom<OperatorProvider[]>({
    url: OPERATOR_PROVIDERS_PATH,
    method: 'get',
    errorNotification: false,
  });
  return { providers: query.data ? result.data : [], query };
}

/**
 * The game providers: where their games open, trial, on/off, the vendors each plays, their
 * secret (written, never shown) and the wallet callback address every provider calls.
 */
export function ProvidersTab({ vendors }: { vendors: readonly OperatorVendor[] }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayChange = useMay('games');
  const { providers, query } = useProviders();
  const [editing, setEditing] = useState<{ provider?: OperatorProvider }>();
  const callback = `${window.location.origin}${SEAMLESS_WALLET_PATH}`;

  const { send } = useSend(() => query.refetch());
  const toggle = (provider: OperatorProvider, enabled: boolean) =>
    send({
      url: `${OPERATOR_PROVIDERS_PATH}/${encodeURIComponent(provider.code)}`,
      method: 'put',
      // The secret left out: the server keeps it.
      values: {
        name: provider.name,
        launchUrl: provider.launchUrl,
        allowsTrial: provider.allowsTrial,
        enabled,
      },
      done: () => t('games.providers.saved', { code: provider.code }),
    });

  const columns = [
    { title: t('games.providers.code'), dataIndex: 'code', key: 'code', width: 110 },
    { title: t('games.providers.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('games.providers.launchUrl'),
      key: 'launchUrl',
      render: (_: unknown, provider: OperatorProvider) => (
        <Typography.Text code ellipsis style={{ maxWidth: 220 }} title={provider.launchUrl}>
          {provider.launchUrl}
        </Typography.Text>
      ),
    },
    {
      title: t('games.providers.secret'),
      key: 'secret',
      width: 170,
      render: () => (
        <Space size={6} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text code>{SECRET_MASK}</Typography.Text>
          <Tag color="green">{t('games.providers.secretSet')}</Tag>
        </Space>
      ),
    },
    {
      title: t('games.providers.vendors'),
      key: 'vendors',
      width: 260,
      render: (_: unknown, provider: OperatorProvider) => (
        <Flex gap={4} wrap>
          {provider.vendors.slice(0, VENDOR_TAGS).map((code) => (
            <Tag key={code}>{code}</Tag>
          ))}
          {provider.vendors.length > VENDOR_TAGS && (
            <Tag title={provider.vendors.slice(VENDOR_TAGS).join(', ')}>
              +{provider.vendors.length - VENDOR_TAGS}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      title: t('games.providers.trial'),
      key: 'trial',
      width: 80,
      render: (_: unknown, provider: OperatorProvider) =>
        provider.allowsTrial ? t('common.yes') : t('common.no'),
    },
    switchColumn<OperatorProvider>({
      title: t('games.providers.enabled'),
      width: 70,
      isOn: (provider) => provider.enabled,
      nameOf: (provider) => provider.code,
      mayChange,
      onSwitch: toggle,
    }),
    ...editColumns<OperatorProvider>({
      mayChange,
      text: t('games.providers.edit'),
      width: 80,
      onEdit: (provider) => setEditing({ provider }),
    }),
  ];

  return (
    <>
      <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('games.providers.callback')}>
          <Flex vertical gap={4}>
            <Typography.Text
              code
              copyable={{
                text: callback,
                tooltips: [t('games.providers.copy'), t('games.providers.copied')],
              }}
            >
              {callback}
            </Typography.Text>
            <Typography.Text type="secondary">{t('games.providers.callbackHint')}</Typography.Text>
          </Flex>
        </Descriptions.Item>
      </Descriptions>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('games.providers.secretHint')}</Typography.Text>
        <Space>
          <RefreshButton query={query}>{t('games.refresh')}</RefreshButton>
          {mayChange && (
            <Button type="primary" onClick={() => setEditing({})}>
              {t('games.providers.add')}
            </Button>
          )}
        </Space>
      </Flex>
      <QueryTable
        query={query}
        rowKey="code"
        size="small"
        pageSize={false}
        wide
        columns={columns}
        dataSource={providers}
        locale={{ emptyText: t('games.providers.none') }}
      />
      <ProviderDialog
        key={editing ? (editing.provider?.code ?? '+') : '-'}
        open={editing !== undefined}
        provider={editing?.provider}
        vendors={vendors}
        onClose={() => setEditing(undefined)}
        onSaved={async (code) => {
          void message.success(t('games.providers.saved', { code }));
          await query.refetch();
        }}
      />
    </>
  );
}
