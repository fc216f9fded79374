import { useInvalidateAuthStore, useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '@/layout/language-switch';
import { authProvider, type LoginParams } from '@/providers/auth-provider';

type Values = { username: string; password: string; totp?: string };

/**
 * Username and password; when the account has a second factor the server answers
 * operator.totp.required, and the page asks for the 6-digit code and sends all three again.
 */
export function LoginPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const [form] = Form.useForm<Values>();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    setError(undefined);
    const params: LoginParams = { username: values.username, password: values.password };
    if (needsCode && values.totp) params.totp = values.totp;
    const result = await authProvider.login(params);
    setBusy(false);
    if (result.success) {
      await invalidateAuth();
      await navigate('/dashboard', { replace: true });
      return;
    }
    if (result.totpRequired && !needsCode) {
      setNeedsCode(true);
      return;
    }
    setError(result.error?.message);
    if (needsCode) form.setFieldValue('totp', '');
  };

  const startOver = () => {
    setNeedsCode(false);
    setError(undefined);
    form.resetFields();
  };

  const required = [{ required: true, message: t('login.required') }];
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Card style={{ width: 400 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('login.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item name="username" label={t('login.username')} rules={required}>
            <Input autoComplete="username" autoFocus disabled={needsCode} />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={required}>
            <Input.Password autoComplete="current-password" disabled={needsCode} />
          </Form.Item>
          {needsCode && (
            <>
              <Alert
                type="info"
                showIcon
                message={t('login.totpHint')}
                style={{ marginBottom: 16 }}
              />
              <Form.Item
                name="totp"
                label={t('login.totp')}
                rules={[...required, { pattern: /^\d{6}$/, message: t('login.totp') }]}
              >
                <Input
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  autoFocus
                  style={{ letterSpacing: 4 }}
                />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
          {needsCode && (
            <Button type="link" block onClick={startOver} style={{ marginTop: 8 }}>
              {t('login.startOver')}
            </Button>
          )}
        </Form>
      </Card>
    </Flex>
  );
}
