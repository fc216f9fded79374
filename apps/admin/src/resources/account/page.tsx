import { useTranslate } from '@refinedev/core';
import { List } from '@refinedev/antd';
import { Space } from 'antd';
import { ApiKeysCard } from './api-keys';
import { TotpCard } from './totp';

/** The signed-in operator's own account: second factor and API keys. */
export function AccountPage() {
  const t = useTranslate();
  return (
    <List title={t('account.title')} breadcrumb={false}>
      <Space direction="vertical" size={24} style={{ width: '100%' }}>
        <TotpCard />
        <ApiKeysCard />
      </Space>
    </List>
  );
}
