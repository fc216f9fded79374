import { List } from '@refinedev/antd';
import { useList, useTranslate, useUpdate } from '@refinedev/core';
import type { OperatorAccount } from '@app/contracts';
import { Alert, App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatTime } from '@/shared/format';
import { CreateStaffDialog } from './create';

/** Staff accounts (the owner's): who has which role; make one, disable or enable one. */
export function StaffList() {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const { result, query } = useList<OperatorAccount>({
    resource: 'staff',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { mutateAsync: update } = useUpdate<OperatorAccount>();

  const toggle = (account: OperatorAccount) => {
    const disabled = !account.disabled;
    modal.confirm({
      title: t(disabled ? 'staff.disable' : 'staff.enable'),
      content: t(disabled ? 'staff.disableConfirm' : 'staff.enableConfirm', {
        username: account.username,
      }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: disabled },
      onOk: async () => {
        try {
          await update({
            resource: 'staff',
            id: account.username,
            values: { disabled },
            successNotification: false,
            errorNotification: false,
          });
          void message.success(t('actions.done'));
        } catch (error) {
          void message.error(errorText(error, t));
        }
      },
    });
  };

  const columns: TableColumnsType<OperatorAccount> = [
    {
      title: t('staff.username'),
      dataIndex: 'username',
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: t('staff.role'),
      dataIndex: 'role',
      render: (role: string) => <Tag color="blue">{t(`roles.${role}`)}</Tag>,
    },
    {
      title: t('staff.totp'),
      dataIndex: 'totpEnabled',
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>{t(on ? 'staff.on' : 'staff.off')}</Tag>
      ),
    },
    {
      title: t('staff.state'),
      dataIndex: 'disabled',
      render: (disabled: boolean) => (
        <Tag color={disabled ? 'red' : 'green'}>
          {t(disabled ? 'staff.disabled' : 'staff.enabled')}
        </Tag>
      ),
    },
    { title: t('staff.createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_: unknown, account) => (
        <Button size="small" danger={!account.disabled} onClick={() => toggle(account)}>
          {t(account.disabled ? 'staff.enable' : 'staff.disable')}
        </Button>
      ),
    },
  ];

  return (
    <List
      title={t('staff.title')}
      headerButtons={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('staff.create')}
        </Button>
      }
    >
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Table
        rowKey="username"
        columns={columns}
        dataSource={result.data}
        loading={query.isFetching}
        pagination={false}
      />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
    </List>
  );
}
