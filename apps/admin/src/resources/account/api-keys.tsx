import { useCreate, useDelete, useList, useTranslate } from '@refinedev/core';
import type { CreatedApiKey, OperatorApiKey } from '@app/contracts';
import { Alert, App, Button, Card, Form, Input, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatTime } from '@/shared/format';
import { QueryTable } from '@/shared/list-page';

/** The operator's own API keys: listed without the key, made (the key shown once), revoked. */
export function ApiKeysCard() {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<CreatedApiKey>();
  const { result, query } = useList<OperatorApiKey>({
    resource: 'api-keys',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { mutateAsync: create, mutation } = useCreate<CreatedApiKey>();
  const { mutateAsync: remove } = useDelete();

  const submit = async ({ name }: { name: string }) => {
    try {
      const { data } = await create({
        resource: 'api-keys',
        values: { name },
        successNotification: false,
        errorNotification: false,
      });
      setCreated(data);
      form.resetFields();
    } catch (error) {
      void message.error(errorText(error, t));
    }
  };

  const revoke = (key: OperatorApiKey) => {
    modal.confirm({
      title: t('account.keyRevoke'),
      content: t('account.keyRevokeConfirm', { name: key.name }),
      okText: t('account.keyRevoke'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await remove({
            resource: 'api-keys',
            id: key.id,
            successNotification: false,
            errorNotification: false,
          });
          void message.success(t('account.keyRevoked'));
        } catch (error) {
          void message.error(errorText(error, t));
        }
      },
    });
  };

  const columns: TableColumnsType<OperatorApiKey> = [
    { title: t('account.keyName'), dataIndex: 'name' },
    {
      title: t('account.keyPrefix'),
      dataIndex: 'prefix',
      render: (prefix: string) => <code>{prefix}…</code>,
    },
    { title: t('account.keyCreated'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('account.keyLastUsed'),
      dataIndex: 'lastUsedAt',
      render: (at: number | null) => (at === null ? t('account.never') : formatTime(at)),
    },
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, key) => (
        <Button size="small" danger onClick={() => revoke(key)}>
          {t('account.keyRevoke')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('account.keysTitle')}>
      <Typography.Paragraph type="secondary">{t('account.keysHint')}</Typography.Paragraph>
      {created && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setCreated(undefined)}
          style={{ marginBottom: 16 }}
          message={t('account.keyShownOnce')}
          description={
            <Typography.Text code copyable data-testid="created-key">
              {created.key}
            </Typography.Text>
          }
        />
      )}
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" rules={[{ required: true, whitespace: true, max: 64 }]}>
          <Input placeholder={t('account.keyName')} aria-label={t('account.keyName')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('account.keyCreate')}
        </Button>
      </Form>
      <QueryTable
        query={query}
        size="small"
        columns={columns}
        dataSource={result.data}
        loading={query.isFetching}
        pageSize={false}
      />
    </Card>
  );
}
