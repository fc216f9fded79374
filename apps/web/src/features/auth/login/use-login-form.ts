import { DEFAULT_REGISTER_SETTINGS, type LoginBody } from '@app/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api-client';
import {
  clearSavedLogin,
  readSavedAccount,
  readSavedLogin,
  saveLogin,
  type SavedAccount,
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
/**
 * Server answers about one field: the message goes under it (a wrong SMS code under the code, not
 * as "Incorrect username or password"). Others (a wrong password, a throttled account with the
 * minutes to wait) show above the submit button.
 */
const FIELD_BY_CODE: Partial<Record<string, LoginField>> = {
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'login.sms.code.invalid': 'messageCode',
  'login.sms.no.account': 'mobileNum',
};
const EMPTY: Record<LoginField, string> = {
  username: '',
  password: '',
  mobileNum: '',
  messageCode: '',
  captcha: '',
};

/**
 * The remembered login of `tab` as form values (SPEC §4: tabs refill remembered data), with the
 * password once it is decrypted (`opened`, when it is of the same account).
 */
function remembered(saved: SavedAccount | undefined, tab: LoginTab, opened?: SavedLogin) {
  if (saved?.type !== tab) return {};
  if (tab === 'sms') return { mobileNum: saved.username };
  const password = opened?.username === saved.username ? opened.password : '';
  return { username: saved.username, password };
}

/**
 * A flag raised by an event and read by work that ends later (never during rendering, so raising
 * it does not re-render).
 */
function useEventFlag() {
  const isRaised = useRef(false);
  return useMemo(
    () => ({
      raise: () => void (isRaised.current = true),
      isRaised: () => isRaised.current,
    }),
    [],
  );
}

/** State and actions of the login form: tabs, rules, captcha, SMS code, remember, submit. */
export function useLoginForm() {
  const [saved] = useState(readSavedAccount);
  /** The remembered login with its password decrypted, once that finished. */
  const opened = useRef<SavedLogin>(undefined);
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
    if (name === 'username') return checkRule('username', rules.loginUsername, v.username, true);
    if (name === 'password') return checkRule('password', rules.loginPassword, v.password, true);
    if (name === 'mobileNum')
      return checkRule('mobileNum', rules.loginMobileNum, v.mobileNum, true);
    if (name === 'messageCode')
      return checkRule('verificationCode', rules.verificationCode, v.messageCode, true);
    return checkCaptcha(v.captcha);
  };
  const [initial] = useState(() => ({ ...EMPTY, ...remembered(saved, 'username') }));
  const fieldState = useFormFields<LoginField>(initial, validate);
  /** Raised once the member types in the password field (even if it is emptied again). */
  const passwordEdited = useEventFlag();
  const { getValues, setValues, setError, setValue: setFieldValue } = fieldState;
  const setValue = useCallback(
    (name: LoginField, value: string) => {
      if (name === 'password') passwordEdited.raise();
      setFieldValue(name, value);
    },
    [setFieldValue, passwordEdited],
  );
  const form: typeof fieldState = { ...fieldState, setValue };
  // The remembered password is decrypted after the first render; it fills the field unless the
  // member already edited it or changed the account. An "enter your password" of a submit made
  // before goes with the fill.
  useEffect(() => {
    if (!saved?.hasPassword) return;
    let live = true;
    void readSavedLogin().then((login) => {
      if (!live || login?.type !== 'username' || login.password === '') return;
      opened.current = login;
      if (getValues().username === login.username && !passwordEdited.isRaised()) {
        setValues({ password: login.password });
        setError('password', undefined);
      }
    });
    return () => {
      live = false;
    };
  }, [saved, getValues, setValues, setError, passwordEdited]);
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
    const latest = readSavedAccount();
    form.setValues(remembered(latest, next, opened.current));
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
    const field = error instanceof ApiError ? FIELD_BY_CODE[error.code] : undefined;
    if (field) {
      if (field === 'captcha') setCaptchaShown(true);
      form.setError(field, { text: errorText(error) }, true);
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
          // Sealed in the background (see saved-login.ts); the sign-in does not wait for it.
          void saveLogin({
            type: tab,
            username: body.username ?? '',
            password: tab === 'username' ? v.password : '',
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
