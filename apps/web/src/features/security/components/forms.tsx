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

/**
 * A security form's answer: saved, its toast and `onDone`; refused, the refusal under its field
 * when the form shows it, else in a toast.
 */
export function settle<T extends FieldValues>(
  request: Promise<unknown>,
  form: KitForm<T>,
  fields: readonly FieldPath<T>[],
  { done, onDone }: { done: string; onDone: () => void },
) {
  void request.then(
    () => {
      toast.success(done);
      onDone();
    },
    (error: unknown) => {
      if (!form.placeServerError(error, { fields })) toast.message(errorText(error));
    },
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
        settle(
          bind.mutateAsync({ countryDialingCode: DIALING_CODE, ...values }),
          form,
          MOBILE_FIELDS,
          { done: t('mobile.done'), onDone },
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
        settle(change.mutateAsync(values), form, ['email', 'password'], {
          done: t('email.done'),
          onDone,
        })
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

/** The login password that proves a change. */
export function LoginPasswordField() {
  const { t } = useTranslation('security');
  return (
    <PasswordField
      name="password"
      label={t('login_password')}
      required
      autoComplete="current-password"
    />
  );
}

/** The end of a change's form: the login password that proves it, and the submit button. */
function ProvenBySubmit({ submit }: { submit: string }) {
  return (
    <>
      <LoginPasswordField />
      <SubmitButton>{submit}</SubmitButton>
    </>
  );
}
