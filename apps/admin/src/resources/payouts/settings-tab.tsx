import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import type { PeriodSettings } from '@app/contracts';
import { Alert, App, Button, Card, Form, InputNumber, Switch } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { minorToPesos, pesosToMinor } from '@/shared/pesos';
import { useMay } from '@/shared/use-may';
import { hasTwoDecimals } from './tiers';

type Values = { activeMinPesos: number; autoPay: boolean; closeDelayMinutes: number };

/** The server's bounds (contracts PeriodSettings). */
const MAX_DELAY_MINUTES = 1440;

/**
 * The merchant's period settings: the active member's minimum bet (pesos here, minor units on
 * the wire), whether runs are paid once computed, and how long after its end a period closes.
 * Every role reads them; the agent manager (agents) changes them.
 */
export function SettingsTab() {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayChange = useMay('agents');
  const [form] = Form.useForm<Values>();
  const url = merchantPath(currentMerchant(), 'period-settings');
  const { result, query } = useCustom<PeriodSettings>({
    url,
    method: 'get',
    errorNotification: false,
  });
  const settings = query.data ? result.data : undefined;
  const { mutateAsync, mutation } = useCustomMutation<PeriodSettings>();

  useEffect(() => {
    if (!settings) return;
    form.setFieldsValue({
      activeMinPesos: minorToPesos(settings.activeMinBet),
      autoPay: settings.autoPay,
      closeDelayMinutes: settings.closeDelayMinutes,
    });
  }, [form, settings]);

  const save = async (values: Values) => {
    try {
      await mutateAsync({
        url,
        method: 'put',
        values: {
          activeMinBet: pesosToMinor(values.activeMinPesos),
          autoPay: values.autoPay,
          closeDelayMinutes: values.closeDelayMinutes,
        } satisfies PeriodSettings,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('payouts.settings.saved'));
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      await query.refetch();
    }
  };

  return (
    <Card size="small" title={t('payouts.settings.title')} style={{ maxWidth: 720 }}>
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Form
        form={form}
        layout="vertical"
        disabled={!mayChange || !settings}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="activeMinPesos"
          label={t('payouts.settings.activeMinBet')}
          extra={t('payouts.settings.activeMinBetHint')}
          rules={[
            {
              validator: (_, value?: number | null) =>
                typeof value === 'number' && value >= 0 && hasTwoDecimals(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('payouts.settings.amountInvalid'))),
            },
          ]}
        >
          <InputNumber<number> prefix="₱" min={0} step={1} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="autoPay"
          label={t('payouts.settings.autoPay')}
          extra={t('payouts.settings.autoPayHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="closeDelayMinutes"
          label={t('payouts.settings.closeDelay')}
          extra={t('payouts.settings.closeDelayHint')}
          rules={[
            {
              validator: (_, value?: number | null) =>
                typeof value === 'number' &&
                Number.isInteger(value) &&
                value >= 0 &&
                value <= MAX_DELAY_MINUTES
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('payouts.settings.delayInvalid'))),
            },
          ]}
        >
          <InputNumber<number> min={0} step={5} style={{ width: 220 }} />
        </Form.Item>
        {mayChange && (
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('payouts.settings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
