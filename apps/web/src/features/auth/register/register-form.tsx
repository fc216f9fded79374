import Checkbox from 'antd-mobile/es/components/checkbox';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CaptchaField,
  Form,
  FormAlert,
  MobileField,
  PasswordField,
  SmsCodeField,
  SubmitButton,
  TextField,
} from '@/shared/form';
import { AGREEMENT_PATH } from '../constants';
import { INPUTS, PASSWORD_FIELDS, type FieldSpec } from './register-fields';
import type { RegisterFormState } from './use-register-form';

/** The registration form: one field per enabled rule, agreement, submit. */
export function RegisterForm({ state }: { state: RegisterFormState }) {
  const { t } = useTranslation('auth');
  // The confirmation takes as long a password as the password field (passphrases are not cut).
  const passwordRule = state.specs.find((spec) => spec.name === 'password')?.rule;

  const renderField = ({ name, required, rule }: FieldSpec) => {
    if (name === 'captcha') {
      return (
        <CaptchaField key={name} name={name} {...state.captcha} onRefresh={state.refreshCaptcha} />
      );
    }
    const props = {
      name,
      label: t(`fields.${name}`),
      required,
      maxLength: name === 'confirmPassword' ? passwordRule?.maxLength : rule?.maxLength,
      hint: rule
        ? t('common:form.hint.length', { min: Math.max(rule.minLength, 1), max: rule.maxLength }) +
          (required ? '' : ` · ${t('common:form.hint.optional')}`)
        : undefined,
    };
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
      return (
        <SmsCodeField
          key={name}
          {...props}
          hint={t('common:form.hint.sms')}
          button={state.smsButton}
        />
      );
    }
    if (PASSWORD_FIELDS.includes(name)) {
      const isPin = name === 'paymentPassword';
      return (
        <PasswordField
          key={name}
          {...props}
          autoComplete={isPin ? 'off' : 'new-password'}
          digitsOnly={isPin}
        />
      );
    }
    return <TextField key={name} {...props} {...INPUTS[name]} />;
  };

  return (
    <Form form={state.form} onSubmit={state.submit} isPending={state.isBusy}>
      {state.specs.map(renderField)}
      <div className="auth-agreement">
        <Checkbox checked={state.isAgreed} onChange={state.setAgreed} className="auth-check">
          {/* One sentence with its link inside, so they wrap together as one line of text. */}
          <Trans
            t={t}
            i18nKey="register.agree"
            components={{ agreement: <Link to={AGREEMENT_PATH} className="auth-inline-link" /> }}
          />
        </Checkbox>
      </div>
      <FormAlert message={state.formError} />
      <SubmitButton disabled={!state.isAgreed}>{t('register.submit')}</SubmitButton>
    </Form>
  );
}
