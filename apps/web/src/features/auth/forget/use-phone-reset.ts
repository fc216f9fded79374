import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { useRegisterSettings } from '../../../shared/register-settings';
import { login } from '../api/login';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { HOME_PATH, LOGIN_PATH } from '../../../shared/paths';
import { DEFAULT_DIALING_CODE } from '../constants';
import { errorText } from '../error-text';
import { checkRule } from '../field-rules';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { useSmsSender } from '../hooks/use-sms-sender';
import { toast } from '../toasts';

export type PhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';
const FIELDS: PhoneField[] = ['mobileNum', 'verificationCode', 'newPassword'];

/** State of the set-password-by-SMS form; success signs in with the new password (SPEC §4). */
export function usePhoneReset() {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings().data ?? DEFAULT_REGISTER_SETTINGS;
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [codeSent, setCodeSent] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const mutation = useSetPasswordByPhone();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const sms = useSmsSender('noLogin');

  const mobileRule = settings.login.loginMobileNum;
  const validate: Validator<PhoneField> = (name, v) => {
    if (name === 'mobileNum') {
      if (v.mobileNum.trim() === '') return { key: 'empty.mobileNum' };
      const problem = checkRule('mobileNum', mobileRule, v.mobileNum, true);
      return problem && { key: 'mobile_min_error', values: { min: mobileRule.minLength } };
    }
    if (name === 'verificationCode') {
      return checkRule(
        'verificationCode',
        settings.login.verificationCode,
        v.verificationCode,
        true,
      );
    }
    return checkRule('newPassword', settings.register.password, v.newPassword, true);
  };
  const form = useFormFields<PhoneField>(
    { mobileNum: '', verificationCode: '', newPassword: '' },
    validate,
  );
  useOnLanguageChange(() => form.revalidateFilled(FIELDS));

  const sendCode = async () => {
    if (!form.validateAll(['mobileNum'])) return;
    if (await sms.send(form.values.mobileNum, dialingCode)) setCodeSent(true);
  };

  /**
   * SPEC §8: the same password clears the password field and keeps the code (the server did not
   * spend it: no new code is needed); so does any other refusal of the new password (too common,
   * wrong shape), which the server checks before the code. Any other error clears the code.
   */
  const fail = (error: unknown) => {
    const samePassword = error instanceof ApiError && error.code === 'modify.new.old.same';
    const passwordRefused =
      samePassword || (error instanceof ApiError && error.field === 'newPassword');
    const field: PhoneField = passwordRefused ? 'newPassword' : 'verificationCode';
    form.setValues({ [field]: '' });
    const message = samePassword ? { key: 'forget.same_password' } : { text: errorText(error) };
    form.setError(field, message, true);
  };

  const signIn = async (userName: string, password: string) => {
    setSigningIn(true);
    try {
      const result = await login({ type: 'username', username: userName, password, captcha: '' });
      finish(result, HOME_PATH);
      toast.success(t('forget.done'));
    } catch (error) {
      // The password is set; only the automatic login failed (a captcha, say): log in by hand.
      toast.message(errorText(error));
      void navigate(LOGIN_PATH, { replace: true });
    } finally {
      setSigningIn(false);
    }
  };

  const submit = () => {
    if (mutation.isPending || signingIn || !form.validateAll(FIELDS)) return;
    const { mobileNum, verificationCode, newPassword } = form.values;
    mutation.mutate(
      { mobileNum, verificationCode, newPassword, countryDialingCode: dialingCode },
      { onSuccess: ({ userName }) => void signIn(userName, newPassword), onError: fail },
    );
  };

  return {
    form,
    dialingCode,
    setDialingCode,
    codeSent,
    sms,
    smsButton: sms.button(validate('mobileNum', form.values) === undefined, () => void sendCode()),
    submit,
    busy: mutation.isPending || signingIn,
    /** The new password's longest length by the merchant's rule (passphrases are not cut). */
    passwordMaxLength: settings.register.password.maxLength,
  };
}
