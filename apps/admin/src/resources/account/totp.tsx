import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { OperatorAccount, TotpEnrolment } from '@app/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { forgetOperator } from '@/providers/auth-provider';
import { api } from '@/shared/api';
import { errorText } from '@/shared/error-text';
import { QrCode } from '@/shared/qr-code';

const TOTP_PATH = '/operator/me/totp';

/**
 * The operator's second factor: set it up (the server makes a secret; the app scans its QR code
 * or takes the secret), then confirm with a code, after which sign-ins ask for one.
 */
export function TotpCard() {
  const t = useTranslate();
  const { message } = App.useApp();
  const { data: me, refetch } = useGetIdentity<OperatorAccount>();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await api<TotpEnrolment>('POST', TOTP_PATH));
    } catch (error) {
      void message.error(errorText(error, t));
    }
    setBusy(false);
  };

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      await api<OperatorAccount>('POST', `${TOTP_PATH}/confirm`, { body: { code } });
      setEnrolment(undefined);
      forgetOperator();
      await refetch();
      void message.success(t('account.totpEnabled'));
    } catch (error) {
      void message.error(errorText(error, t));
    }
    setBusy(false);
  };

  return (
    <Card title={t('account.totpTitle')}>
      {me?.totpEnabled ? (
        <Alert type="success" showIcon message={t('account.totpOn')} />
      ) : !enrolment ? (
        <Space direction="vertical">
          <Typography.Text>{t('account.totpOff')}</Typography.Text>
          <Button type="primary" loading={busy} onClick={() => void start()}>
            {t('account.totpStart')}
          </Button>
        </Space>
      ) : (
        <Flex gap={24} align="flex-start">
          <QrCode text={enrolment.uri} label={t('account.uri')} />
          <Space direction="vertical" style={{ flex: 1 }}>
            <Typography.Text>{t('account.totpScan')}</Typography.Text>
            <Typography.Text type="secondary">{t('account.secret')}</Typography.Text>
            <Typography.Text code copyable data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
            <Typography.Text type="secondary">{t('account.uri')}</Typography.Text>
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {enrolment.uri}
            </Typography.Text>
            <Form layout="inline" onFinish={(values: { code: string }) => void confirm(values)}>
              <Form.Item
                name="code"
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('account.code') }]}
              >
                <Input
                  placeholder={t('account.code')}
                  aria-label={t('account.code')}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('account.totpConfirm')}
              </Button>
            </Form>
          </Space>
        </Flex>
      )}
    </Card>
  );
}
