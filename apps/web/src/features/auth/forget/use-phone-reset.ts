import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api-client';
import { toast } from '@/shared/feedback';
import {
  encodeMessage,
  errorText,
  ruleField,
  useKitForm,
  useLanguageRevalidation,
  useSmsSender,
} from '@/shared/form';
import { HOME_PATH, LOGIN_PATH } from '@/shared/paths';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { login } from '../api/login';
import { smsCodeSender } from '../api/send-sms-code';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { DEFAULT_DIALING_CODE } from '../constants';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

export type PhoneValues = { mobileNum: string; verificationCode: string; newPassword: string };
const FIELDS = ['mobileNum', 'verificationCode', 'newPassword'] as const;

/** State of the set-password-by-SMS form; success signs in with the new password (SPEC §4). */
export function usePhoneReset() {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings().data ?? DEFAULT_REGISTER_SETTINGS;
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [isCodeSent, setCodeSent] = useState(false);
  const [isSigningIn, setSigningIn] = useState(false);
  const mutation = useSetPasswordByPhone();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const sms = useSmsSender({ send: smsCodeSender('noLogin') });

  const mobileRule = settings.login.loginMobileNum;
  // SPEC §5: the phone's error is the translated mobile error with the minimum length.
  const mobileNum = ruleField(mobileRule, {
    empty: 'mobileNum',
    required: true,
    broken: { key: 'mobile_min_error', values: { min: mobileRule.minLength } },
  });
  const form = useKitForm<PhoneValues>({
    id: 'reset-phone',
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
    schema: {
      mobileNum,
      verificationCode: ruleField(settings.login.verificationCode, {
        empty: 'verificationCode',
        required: true,
      }),
      newPassword: ruleField(settings.register.password, { empty: 'newPassword', required: true }),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const { getValues, setValue, setError } = form;

  const sendCode = async () => {
    if (!(await form.check(['mobileNum']))) return;
    if (await sms.send(getValues('mobileNum'), dialingCode)) setCodeSent(true);
  };

  /**
   * SPEC §8: the same password clears the password field and keeps the code (the server did not
   * spend it: no new code is needed); so does any other refusal of the new password (too common,
   * wrong shape), which the server checks before the code. Any other error clears the code.
   */
  const fail = (error: unknown) => {
    const isSamePassword = error instanceof ApiError && error.code === 'modify.new.old.same';
    const isPasswordRefused =
      isSamePassword || (error instanceof ApiError && error.field === 'newPassword');
    const field = isPasswordRefused ? 'newPassword' : 'verificationCode';
    setValue(field, '');
    const message = isSamePassword
      ? encodeMessage({ key: 'auth:forget.same_password' })
      : errorText(error);
    setError(field, { type: 'server', message });
    form.focusField(field);
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

  const submit = (values: PhoneValues) => {
    const { newPassword } = values;
    mutation.mutate(
      { ...values, countryDialingCode: dialingCode },
      { onSuccess: ({ userName }) => void signIn(userName, newPassword), onError: fail },
    );
  };

  const number = useWatch({ control: form.control, name: 'mobileNum' });
  return {
    form,
    dialingCode,
    setDialingCode,
    isCodeSent,
    smsButton: sms.button(mobileNum.safeParse(number).success, () => void sendCode()),
    submit,
    isBusy: mutation.isPending || isSigningIn,
    /** The new password's longest length by the merchant's rule (passphrases are not cut). */
    passwordMaxLength: settings.register.password.maxLength,
  };
}
