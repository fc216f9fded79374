import { PAYMENT_PASSWORD_LENGTH, type SecurityConfig } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { toast } from '@/shared/feedback';
import {
  anyText,
  errorText,
  Form,
  PasswordField,
  SubmitButton,
  TextField,
  useKitForm,
  type KitForm,
} from '@/shared/form';
import {
  sendBindCode,
  sendSecurityCode,
  useBindMobile,
  useChangeEmail,
  useChangePaymentPassword,
  useSetPaymentPassword,
} from '../api/security';
import { useCodeSender } from './use-code-sender';

/** A refusal goes under its field when the form shows it, else in a toast. */
export function placeOrToast<T extends FieldValues>(
  form: KitForm<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
) {
  if (!form.placeServerError(error, { fields })) toast.message(errorText(error));
}

const PIN = { digitsOnly: true, maxLength: PAYMENT_PASSWORD_LENGTH } as const;

type SetValues = { password: string; paymentPassword: string; confirmPaymentPassword: string };
const SET_FIELDS = ['password', 'paymentPassword', 'confirmPaymentPassword'] as const;

/** The first payment password, proven by the login password. */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const set = useSetPaymentPassword();
  const form = useKitForm<SetValues>({
    id: 'payment-set',
    defaultValues: { password: '', paymentPassword: '', confirmPaymentPassword: '' },
    schema: { password: anyText(), paymentPassword: anyText(), confirmPaymentPassword: anyText() },
  });
  return (
    <Form
      form={form}
      isPending={set.isPending}
      onSubmit={(values) =>
        void set.mutateAsync(values).then(
          () => {
            toast.success(t('payment.set_done'));
            onDone();
          },
          (error: unknown) => placeOrToast(form, error, SET_FIELDS),
        )
      }
    >
      <PasswordField
        name="password"
        label={t('login_password')}
        required
        autoComplete="current-password"
      />
      <PasswordField
        name="paymentPassword"
        label={t('payment.new')}
        required
        hint={t('payment.hint', { length: PAYMENT_PASSWORD_LENGTH })}
        autoComplete="off"
        {...PIN}
      />
      <PasswordField
        name="confirmPaymentPassword"
        label={t('payment.confirm')}
        required
        autoComplete="off"
        {...PIN}
      />
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
  const sender = useCodeSender(sendSecurityCode);
  const form = useKitForm<ChangeValues>({
    id: 'payment-change',
    defaultValues: {
      oldPaymentPassword: '',
      verificationCode: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
    },
    schema: {
      oldPaymentPassword: anyText(),
      verificationCode: anyText(),
      newPaymentPassword: anyText(),
      confirmPaymentPassword: anyText(),
    },
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
    void change.mutateAsync(body).then(
      () => {
        toast.success(t('payment.change_done'));
        onDone();
      },
      (error: unknown) => placeOrToast(form, error, CHANGE_FIELDS),
    );
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
        <PasswordField
          name="oldPaymentPassword"
          label={t('payment.old')}
          required
          autoComplete="off"
          {...PIN}
        />
      ) : (
        <TextField
          name="verificationCode"
          label={t('sms.code_to', { mobile: config.mobileNum })}
          required
          digitsOnly
          maxLength={10}
          autoComplete="one-time-code"
          end={
            <button
              type="button"
              className="security-send"
              disabled={sender.isBusy}
              onClick={() => void sender.send()}
            >
              {sender.left > 0 ? t('sms.wait', { seconds: sender.left }) : t('sms.send')}
            </button>
          }
        />
      )}
      <PasswordField
        name="newPaymentPassword"
        label={t('payment.new')}
        required
        hint={t('payment.hint', { length: PAYMENT_PASSWORD_LENGTH })}
        autoComplete="off"
        {...PIN}
      />
      <PasswordField
        name="confirmPaymentPassword"
        label={t('payment.confirm')}
        required
        autoComplete="off"
        {...PIN}
      />
      <SubmitButton>{t('payment.change_submit')}</SubmitButton>
    </Form>
  );
}

type MobileValues = { mobileNum: string; verificationCode: string; password: string };
const MOBILE_FIELDS = ['mobileNum', 'verificationCode', 'password'] as const;
const DIALING_CODE = '63';

/** Binds or changes the mobile: a code to the new number, and the login password. */
export function MobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const bind = useBindMobile();
  const form = useKitForm<MobileValues>({
    id: 'mobile',
    defaultValues: { mobileNum: '', verificationCode: '', password: '' },
    schema: { mobileNum: anyText(), verificationCode: anyText(), password: anyText() },
  });
  const sender = useCodeSender(() => sendBindCode(DIALING_CODE, form.getValues('mobileNum')));
  const sendCode = async () => {
    if (form.getValues('mobileNum').length < 7) {
      form.setError('mobileNum', { message: t('mobile.invalid') });
      form.focusField('mobileNum');
      return;
    }
    await sender.send();
  };
  return (
    <Form
      form={form}
      isPending={bind.isPending}
      onSubmit={(values) =>
        void bind.mutateAsync({ countryDialingCode: DIALING_CODE, ...values }).then(
          () => {
            toast.success(t('mobile.done'));
            onDone();
          },
          (error: unknown) => placeOrToast(form, error, MOBILE_FIELDS),
        )
      }
    >
      <TextField
        name="mobileNum"
        label={t('mobile.number')}
        required
        type="tel"
        digitsOnly
        maxLength={20}
        hint="9171234567"
        start={<span className="security-prefix">+{DIALING_CODE}</span>}
      />
      <TextField
        name="verificationCode"
        label={t('sms.code')}
        required
        digitsOnly
        maxLength={10}
        autoComplete="one-time-code"
        end={
          <button
            type="button"
            className="security-send"
            disabled={sender.isBusy}
            onClick={() => void sendCode()}
          >
            {sender.left > 0 ? t('sms.wait', { seconds: sender.left }) : t('sms.send')}
          </button>
        }
      />
      <PasswordField
        name="password"
        label={t('login_password')}
        required
        autoComplete="current-password"
      />
      <SubmitButton>{t('mobile.submit')}</SubmitButton>
    </Form>
  );
}

type EmailValues = { email: string; password: string };

/** A new e-mail (where reset links go), proven by the login password. */
export function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const change = useChangeEmail();
  const form = useKitForm<EmailValues>({
    id: 'email',
    defaultValues: { email: '', password: '' },
    schema: { email: anyText(), password: anyText() },
  });
  return (
    <Form
      form={form}
      isPending={change.isPending}
      onSubmit={(values) =>
        void change.mutateAsync(values).then(
          () => {
            toast.success(t('email.done'));
            onDone();
          },
          (error: unknown) => placeOrToast(form, error, ['email', 'password']),
        )
      }
    >
      <TextField
        name="email"
        label={t('email.address')}
        required
        type="email"
        maxLength={100}
        autoComplete="email"
      />
      <PasswordField
        name="password"
        label={t('login_password')}
        required
        autoComplete="current-password"
      />
      <SubmitButton>{t('email.submit')}</SubmitButton>
    </Form>
  );
}
