import { useGetIdentity, useLogout, useTranslate } from '@refinedev/core';
import { Button, Flex, Input, Layout, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorAccount } from '@app/contracts';
import { currentMerchant, rememberMerchant } from '@/shared/merchant';
import { LanguageSwitch } from './language-switch';

/** The top bar: the merchant whose queues are shown, the language, who is signed in and as what. */
export function AppHeader() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<OperatorAccount>();
  const { mutate: logout } = useLogout();
  const [merchant, setMerchant] = useState(currentMerchant);
  const chooseMerchant = (value: string) => {
    if (!value.trim()) return;
    rememberMerchant(value);
    setMerchant(currentMerchant());
    window.location.reload();
  };
  return (
    <Layout.Header
      style={{
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        padding: '0 24px',
        height: 56,
        lineHeight: '56px',
      }}
    >
      <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">{t('header.merchant')}</Typography.Text>
          <Input.Search
            aria-label={t('header.merchant')}
            size="small"
            style={{ width: 140 }}
            defaultValue={merchant}
            enterButton="OK"
            onSearch={chooseMerchant}
          />
        </Flex>
        <LanguageSwitch />
        {me && (
          <Flex align="center" gap={8} data-testid="identity">
            <Typography.Text strong>{me.username}</Typography.Text>
            <Tag color="blue" title={t('header.role')}>
              {t(`roles.${me.role}`)}
            </Tag>
          </Flex>
        )}
        <Button size="small" onClick={() => logout()}>
          {t('header.signOut')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
