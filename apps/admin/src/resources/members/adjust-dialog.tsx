import { useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import { ADJUSTMENT_MAX_MINOR, type Adjustment } from '@app/contracts';
import { App, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { FormDialog, ReasonField } from '@/shared/form-dialog';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { newIdempotencyKey, pesosToMinor } from '@/shared/pesos';

type Values = { pesos: number; reason: string };

/**
 * A member's cash adjusted by hand: a signed amount in pesos (sent in minor units) and a reason.
 * Each opening of the dialog has its own idempotency key, so a retried send is applied once.
 * Above the four-eyes threshold the answer is pending: a second operator must approve it.
 */
export function AdjustDialog({
  memberId,
  account,
  open,
  onClose,
}: {
  memberId: number;
  account: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState(newIdempotencyKey);
  const { mutateAsync, mutation } = useCustomMutation<Adjustment>();
  // A new key each time the dialog opens; the same one while it stays open (a retry).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setKey(newIdempotencyKey());
  }

  const submit = async ({ pesos, reason }: Values) => {
    try {
      const { data } = await mutateAsync({
        url: merchantPath(currentMerchant(), `members/${memberId}/adjustments`),
        method: 'post',
        values: { amount: pesosToMinor(pesos), reason: reason.trim(), idempotencyKey: key },
        successNotification: false,
        errorNotification: false,
      });
      if (data.status === 'pending') void message.info(t('adjust.pending'));
      else if (data.balanceAfter !== null) {
        void message.success(t('adjust.applied', { balance: formatMoney(data.balanceAfter) }));
      } else void message.success(t('actions.done'));
      onClose();
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      await invalidate({ invalidates: ['all'] });
    }
  };

  return (
    <FormDialog
      form={form}
      open={open}
      title={t('adjust.title', { account })}
      okText={t('adjust.submit')}
      busy={mutation.isPending}
      onClose={onClose}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="pesos"
        label={t('adjust.amount')}
        extra={t('adjust.amountHint')}
        rules={[
          { required: true, message: t('adjust.amountRequired') },
          {
            validator: (_, value?: number) =>
              value === undefined ||
              (pesosToMinor(value) !== 0 && Math.abs(pesosToMinor(value)) <= ADJUSTMENT_MAX_MINOR)
                ? Promise.resolve()
                : Promise.reject(new Error(t('adjust.amountRequired'))),
          },
        ]}
      >
        <InputNumber<number> prefix="₱" step={1} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <ReasonField label={t('adjust.reason')} />
    </FormDialog>
  );
}
