import type { SecurityConfig } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { anyText, Form, SmsCodeField, SubmitButton, useKitForm, useSmsSender } from '@/shared/form';
import { sendSecurityCode, useChangePaymentPassword, useSetPaymentPassword } from '../api/security';
import { LoginPasswordField, settle } from './forms';
import { PaymentPasswordPair, paymentPasswordRules, PinField } from './payment-password-fields';

type SetValues = { password: string; paymentPassword: string; confirmPaymentPassword: string };
const SET_FIELDS = ['password', 'paymentPassword', 'confirmPaymentPassword'] as const;

/** The first payment password, proven by the login password. */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const set = useSetPaymentPassword();
  const form = useKitForm<SetValues>({
    id: 'payment-set',
    defaultValues: { password: '', paymentPassword: '', confirmPaymentPassword: '' },
    schema: (values) => ({
      password: anyText(),
      ...paymentPasswordRules('paymentPassword', values.paymentPassword),
    }),
  });
  return (
    <Form
      form={form}
      isPending={set.isPending}
      onSubmit={(values) =>
        settle(set.mutateAsync(values), form, SET_FIELDS, { done: t('payment.set_done'), onDone })
      }
    >
      <LoginPasswordField />
      <PaymentPasswordPair name="paymentPassword" />
      <SubmitButton>{t('payment.set_submit')}</SubmitButton>
    </Form>
  );
}

type ChangeValues = {
  oldPaymentPassword: string;
  verificationCode: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
};
const CHANGE_FIELDS = [
  'oldPaymentPassword',
  'verificationCode',
  'newPaymentPassword',
  'confirmPaymentPassword',
] as const;

/** A new payment password, by the old one or by an SMS code to the bound mobile. */
export function ChangePaymentPasswordForm({
  config,
  onDone,
}: {
  config: SecurityConfig;
  onDone: () => void;
}) {
  const { t } = useTranslation('security');
  const change = useChangePaymentPassword();
  const [method, setMethod] = useState<'password' | 'sms'>(
    config.paymentPasswordLockedUntil !== null && config.mobileNum !== '' ? 'sms' : 'password',
  );
  const sms = useSmsSender({ send: sendSecurityCode });
  const form = useKitForm<ChangeValues>({
    id: 'payment-change',
    defaultValues: {
      oldPaymentPassword: '',
      verificationCode: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
    },
    schema: (values) => ({
      oldPaymentPassword: anyText(),
      verificationCode: anyText(),
      ...paymentPasswordRules('newPaymentPassword', values.newPaymentPassword),
    }),
  });
  const submit = (values: ChangeValues) => {
    const common = {
      newPaymentPassword: values.newPaymentPassword,
      confirmPaymentPassword: values.confirmPaymentPassword,
    };
    const body =
      method === 'password'
        ? { method, oldPaymentPassword: values.oldPaymentPassword, ...common }
        : { method, verificationCode: values.verificationCode, ...common };
    settle(change.mutateAsync(body), form, CHANGE_FIELDS, {
      done: t('payment.change_done'),
      onDone,
    });
  };
  return (
    <Form form={form} isPending={change.isPending} onSubmit={submit}>
      {config.mobileNum !== '' && (
        <div className="security-switch" role="group" aria-label={t('payment.method')}>
          {(['password', 'sms'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={method === value}
              onClick={() => setMethod(value)}
            >
              {t(`payment.by_${value}`)}
            </button>
          ))}
        </div>
      )}
      {method === 'password' ? (
        <PinField name="oldPaymentPassword" label={t('payment.old')} />
      ) : (
        <SmsCodeField
          name="verificationCode"
          label={t('sms.code_to', { mobile: config.mobileNum })}
          required
          button={sms.button(true, () => void sms.send())}
        />
      )}
      <PaymentPasswordPair name="newPaymentPassword" />
      <SubmitButton>{t('payment.change_submit')}</SubmitButton>
    </Form>
  );
}
