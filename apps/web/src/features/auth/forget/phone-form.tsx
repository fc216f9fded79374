import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '@/shared/form';
import { usePhoneReset } from './use-phone-reset';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { NewPasswordField } from '../components/new-password-field';

/**
 * Find by SMS (SPEC §2/§4): phone, code (enabled once a code was sent), new password. Submit
 * stays disabled until a field was edited and while any field shows an error.
 */
export function PhoneForm() {
  const { t } = useTranslation('auth');
  const state = usePhoneReset();
  const { isDirty, errors } = state.form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form form={state.form} onSubmit={state.submit} isPending={state.isBusy}>
      <p className="auth-intro">{t('forget.phone_intro')}</p>
      <PhoneCodeFields
        codeName="verificationCode"
        phone={state}
        isCodeDisabled={!state.isCodeSent}
      />
      <NewPasswordField name="newPassword" maxLength={state.passwordMaxLength} />
      <SubmitButton disabled={!isDirty || hasErrors}>{t('forget.submit')}</SubmitButton>
    </Form>
  );
}
