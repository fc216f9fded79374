import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaField } from '../components/captcha-field';
import { FormAlert } from '../components/form-alert';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { AUTH_PASSWORD_LOOK } from '../components/password-look';
import { SmsCodeField } from '../components/sms-code-field';
import { TextField } from '../components/text-field';
import { AGREEMENT_PATH } from '../constants';
import { useBindField } from '../hooks/use-bind-field';
import { INPUTS, PASSWORD_FIELDS, type FieldSpec } from './register-fields';
import type { RegisterFormState } from './use-register-form';

/** The registration form: one field per enabled rule, agreement, submit. */
export function RegisterForm({ state }: { state: RegisterFormState }) {
  const { t } = useTranslation('auth');
  const { form } = state;
  const bind = useBindField(form, 'register');
  // The confirmation takes as long a password as the password field (passphrases are not cut).
  const passwordRule = state.specs.find((spec) => spec.name === 'password')?.rule;

  const renderField = ({ name, required, rule }: FieldSpec) => {
    const props = {
      ...bind(name),
      label: t(`fields.${name}`),
      required,
      maxLength: name === 'confirmPassword' ? passwordRule?.maxLength : rule?.maxLength,
      hint: rule
        ? t('hint.length', { min: Math.max(rule.minLength, 1), max: rule.maxLength }) +
          (required ? '' : ` · ${t('hint.optional')}`)
        : undefined,
    };
    if (name === 'captcha') {
      return (
        <CaptchaField key={name} {...props} {...state.captcha} onRefresh={state.refreshCaptcha} />
      );
    }
    if (name === 'mobileNum') {
      return (
        <MobileField
          key={name}
          {...props}
          dialingCode={state.dialingCode}
          onDialingCodeChange={state.setDialingCode}
        />
      );
    }
    if (name === 'verificationCode') {
      return <SmsCodeField key={name} {...props} hint={t('hint.sms')} button={state.smsButton} />;
    }
    if (PASSWORD_FIELDS.includes(name)) {
      const digits = name === 'paymentPassword';
      return (
        <PasswordField
          look={AUTH_PASSWORD_LOOK}
          key={name}
          {...props}
          autoComplete={digits ? 'off' : 'new-password'}
          digitsOnly={digits}
        />
      );
    }
    return <TextField key={name} {...props} {...INPUTS[name]} />;
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      {state.specs.map(renderField)}
      <div className="auth-agreement">
        <Checkbox checked={state.agreed} onChange={state.setAgreed} className="auth-check">
          {t('register.agree')}
        </Checkbox>{' '}
        <Link to={AGREEMENT_PATH} className="auth-link">
          {t('register.agreement')}
        </Link>
      </div>
      <FormAlert message={state.formError} />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        className="auth-submit"
        disabled={!state.agreed}
        loading={state.busy}
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}
