import { List } from '@refinedev/antd';
import { useCustom, useGetIdentity, useTranslate } from '@refinedev/core';
import type { OperatorAccount, OperatorMerchantState } from '@app/contracts';
import { Alert, App, Button, Card, Descriptions, Flex, Form, InputNumber, Tag } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { minorToPesos, pesosToMinor } from '@/shared/pesos';
import { useSend } from '@/shared/use-send';

/** The smallest threshold the server takes: ₱1. */
const MIN_PESOS = 1;

/**
 * The merchant's settings (the owner's): the four-eyes threshold, above which a withdrawal is
 * paid, and a balance adjustment applied, only once a second operator approved it.
 */
export function SettingsPage() {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { data: me } = useGetIdentity<OperatorAccount>();
  const isOwner = me?.role === 'owner';
  const code = currentMerchant();
  const [form] = Form.useForm<{ pesos: number }>();
  const { result, query } = useCustom<OperatorMerchantState>({
    url: `/operator/merchants/${encodeURIComponent(code)}`,
    method: 'get',
    errorNotification: false,
  });
  const state = query.data ? result.data : undefined;
  const { send, isPending } = useSend(() => query.refetch());
  const save = (thresholdMinor: number | null) =>
    send({ url: merchantPath(code, 'four-eyes'), method: 'put', values: { thresholdMinor } });

  const turnOff = () => {
    modal.confirm({
      title: t('settings.turnOff'),
      content: t('settings.turnOffConfirm'),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () => save(null),
    });
  };

  const threshold = state?.fourEyesMinor ?? null;
  // The field shows the threshold in force, again after each change.
  useEffect(() => {
    form.setFieldsValue({ pesos: threshold === null ? undefined : minorToPesos(threshold) });
  }, [form, threshold, state, isOwner]);
  return (
    <List title={t('menu.settings')}>
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Card title={t('settings.fourEyes')} size="small" style={{ maxWidth: 720 }}>
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('settings.merchant')}>{code}</Descriptions.Item>
          <Descriptions.Item label={t('settings.threshold')}>
            {state === undefined ? (
              '…'
            ) : threshold === null ? (
              <Tag>{t('settings.off')}</Tag>
            ) : (
              <Tag color="blue">{formatMoney(threshold)}</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
        <Alert
          type="info"
          showIcon
          message={t('settings.fourEyesHint')}
          style={{ marginBottom: 16 }}
        />
        {isOwner && state !== undefined && (
          <Form
            form={form}
            layout="inline"
            onFinish={({ pesos }) => void save(pesosToMinor(pesos))}
          >
            <Form.Item
              name="pesos"
              label={t('settings.newThreshold')}
              rules={[
                { required: true, type: 'number', min: MIN_PESOS, message: t('settings.min') },
              ]}
            >
              <InputNumber<number> prefix="₱" min={0} precision={2} style={{ width: 200 }} />
            </Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={isPending}>
                {t('settings.save')}
              </Button>
              {threshold !== null && (
                <Button danger onClick={turnOff}>
                  {t('settings.turnOff')}
                </Button>
              )}
            </Flex>
          </Form>
        )}
      </Card>
    </List>
  );
}
