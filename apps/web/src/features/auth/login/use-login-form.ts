import { DEFAULT_REGISTER_SETTINGS, type LoginBody } from '@app/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api-client';
import {
  clearSavedLogin,
  readSavedLogin,
  saveLogin,
  type SavedLogin,
} from '../../../shared/saved-login';
import { useRegisterSettings } from '../../../shared/register-settings';
import { needsCaptcha, useLogin } from '../api/login';
import { DEFAULT_DIALING_CODE } from '../constants';
import { errorText } from '../error-text';
import { checkCaptcha, checkRule } from '../field-rules';
import { useCaptchaImage } from '../hooks/use-captcha-image';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { useSmsSender } from '../hooks/use-sms-sender';

export type LoginTab = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'messageCode' | 'captcha';
const TAB_FIELDS: Record<LoginTab, LoginField[]> = {
  username: ['username', 'password'],
  sms: ['mobileNum', 'messageCode'],
};
const CAPTCHA_CODES = new Set(['captcha.required', 'captcha.invalid']);
const EMPTY: Record<LoginField, string> = {
  username: '',
  password: '',
  mobileNum: '',
  messageCode: '',
  captcha: '',
};

/** The remembered login of `tab` as form values (SPEC §4: tabs refill remembered data). */
function remembered(saved: SavedLogin | undefined, tab: LoginTab) {
  if (saved?.type !== tab) return {};
  return tab === 'username'
    ? { username: saved.username, password: saved.password }
    : { mobileNum: saved.username };
}

/** State and actions of the login form: tabs, rules, captcha, SMS code, remember, submit. */
export function useLoginForm() {
  const [saved] = useState(readSavedLogin);
  const rules = useRegisterSettings().data?.login ?? DEFAULT_REGISTER_SETTINGS.login;
  const [tab, setTab] = useState<LoginTab>('username');
  const [dialingCode, setDialingCode] = useState(saved?.countryDialingCode || DEFAULT_DIALING_CODE);
  const [remember, setRemember] = useState(saved !== undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string>();
  const login = useLogin();
  const finish = useFinishSignIn();
  const sms = useSmsSender('noLogin');

  const validate: Validator<LoginField> = (name, v) => {
    if (name === 'username') return checkRule(rules.loginUsername, v.username, true);
    if (name === 'password') return checkRule(rules.loginPassword, v.password, true);
    if (name === 'mobileNum') return checkRule(rules.loginMobileNum, v.mobileNum, true);
    if (name === 'messageCode') return checkRule(rules.verificationCode, v.messageCode, true);
    return checkCaptcha(v.captcha);
  };
  const [initial] = useState(() => ({ ...EMPTY, ...remembered(saved, 'username') }));
  const form = useFormFields<LoginField>(initial, validate);
  const fields = captchaShown ? [...TAB_FIELDS[tab], 'captcha' as const] : TAB_FIELDS[tab];
  useOnLanguageChange(() => form.revalidateFilled(fields));

  // A new picture empties the input: its digits were for the old one.
  const captcha = useCaptchaImage(captchaShown, () => form.setValues({ captcha: '' }));
  const refreshCaptcha = () => {
    form.setValues({ captcha: '' });
    form.setError('captcha', undefined);
    captcha.refresh();
  };

  const switchTab = (next: LoginTab) => {
    setTab(next);
    setFormError(undefined);
    form.clearErrors();
    const latest = readSavedLogin();
    form.setValues(remembered(latest, next));
    if (latest?.type === 'sms' && next === 'sms') setDialingCode(latest.countryDialingCode);
    if (captchaShown) refreshCaptcha();
  };

  const sendCode = () => {
    if (form.validateAll(['mobileNum'])) void sms.send(form.values.mobileNum, dialingCode);
  };

  const fail = (error: unknown) => {
    // A captcha is single use: a shown one is replaced; a first "captcha needed" shows it.
    if (captchaShown) refreshCaptcha();
    else if (needsCaptcha(error)) setCaptchaShown(true);
    if (error instanceof ApiError && CAPTCHA_CODES.has(error.code)) {
      setCaptchaShown(true);
      form.setError('captcha', { text: error.message }, true);
      setFormError(undefined);
    } else setFormError(errorText(error));
  };

  const submit = () => {
    if (login.isPending || !form.validateAll(fields)) return;
    setFormError(undefined);
    const v = form.values;
    const body: LoginBody =
      tab === 'username'
        ? {
            type: 'username',
            username: v.username.trim(),
            password: v.password,
            captcha: v.captcha,
          }
        : {
            type: 'sms',
            username: v.mobileNum,
            password: v.messageCode,
            captcha: v.captcha,
            countryDialingCode: dialingCode,
          };
    login.mutate(body, {
      onSuccess: (result) => {
        if (remember) {
          const password = tab === 'username' ? v.password : '';
          saveLogin({
            type: tab,
            username: body.username ?? '',
            password,
            countryDialingCode: dialingCode,
          });
        } else clearSavedLogin();
        finish(result);
      },
      onError: fail,
    });
  };

  return {
    tab,
    switchTab,
    form,
    fields,
    dialingCode,
    setDialingCode,
    remember,
    setRemember,
    captchaShown,
    captcha,
    refreshCaptcha,
    sms,
    smsButton: sms.button(validate('mobileNum', form.values) === undefined, sendCode),
    formError,
    submit,
    isPending: login.isPending,
  };
}
export type LoginFormState = ReturnType<typeof useLoginForm>;
