import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { toast } from '@/shared/feedback';
import {
  anyText,
  errorText,
  Form,
  PasswordField,
  SmsCodeField,
  SubmitButton,
  TextField,
  useKitForm,
  useSmsSender,
  type KitForm,
} from '@/shared/form';
import { sendBindCode, useBindMobile, useChangeEmail } from '../api/security';

/** A refusal goes under its field when the form shows it, else in a toast. */
export function placeOrToast<T extends FieldValues>(
  form: KitForm<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
) {
  if (!form.placeServerError(error, { fields })) toast.message(errorText(error));
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
  const sms = useSmsSender({
    send: sendBindCode,
    onError: (error) => form.placeServerError(error, { fields: ['mobileNum'] }),
  });
  /** The number is checked here first; the button stays usable to say what is missing. */
  const sendCode = () => {
    const mobileNum = form.getValues('mobileNum');
    if (mobileNum.length < 7) {
      form.setError('mobileNum', { message: t('mobile.invalid') });
      form.focusField('mobileNum');
    } else void sms.send(DIALING_CODE, mobileNum);
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
      <SmsCodeField
        name="verificationCode"
        label={t('sms.code')}
        required
        button={sms.button(true, sendCode)}
      />
      <ProvenBySubmit submit={t('mobile.submit')} />
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
      <ProvenBySubmit submit={t('email.submit')} />
    </Form>
  );
}

/** The end of a change's form: the login password that proves it, and the submit button. */
function ProvenBySubmit({ submit }: { submit: string }) {
  const { t } = useTranslation('security');
  return (
    <>
      <PasswordField
        name="password"
        label={t('login_password')}
        required
        autoComplete="current-password"
      />
      <SubmitButton>{submit}</SubmitButton>
    </>
  );
}
