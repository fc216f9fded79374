import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { AUTH_PASSWORD_LOOK } from '../components/password-look';
import { SmsCodeField } from '../components/sms-code-field';
import { useBindField } from '../hooks/use-bind-field';
import { usePhoneReset, type PhoneField } from './use-phone-reset';

/**
 * Find by SMS (SPEC §2/§4): phone, code (enabled once a code was sent), new password. Submit
 * stays disabled until a field was touched and while any field shows an error.
 */
export function PhoneForm() {
  const { t } = useTranslation('auth');
  const state = usePhoneReset();
  const { form } = state;
  const bind = useBindField<PhoneField>(form, 'reset-phone');
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      <p className="auth-intro">{t('forget.phone_intro')}</p>
      <MobileField
        {...bind('mobileNum')}
        label={t('fields.mobileNum')}
        required
        hint={t('hint.mobile')}
        dialingCode={state.dialingCode}
        onDialingCodeChange={state.setDialingCode}
      />
      <SmsCodeField
        {...bind('verificationCode')}
        label={t('fields.verificationCode')}
        required
        hint={t('hint.sms')}
        disabled={!state.codeSent}
        button={state.smsButton}
      />
      <PasswordField
        look={AUTH_PASSWORD_LOOK}
        {...bind('newPassword')}
        label={t('fields.newPassword')}
        required
        autoComplete="new-password"
        maxLength={state.passwordMaxLength}
      />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        className="auth-submit"
        disabled={!form.touched || form.hasErrors}
        loading={state.busy}
      >
        {t('forget.submit')}
      </Button>
    </form>
  );
}
