import { DEFAULT_REGISTER_SETTINGS, type LoginBody, type RegisterSettings } from '@app/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { HOME_PATH } from '@/shared/paths';
import {
  captchaField,
  errorText,
  ruleField,
  useCaptchaImage,
  useKitForm,
  useLanguageRevalidation,
  useSmsSender,
} from '@/shared/form';
import {
  clearSavedLogin,
  readSavedAccount,
  readSavedLogin,
  saveLogin,
  type SavedAccount,
  type SavedLogin,
} from '@/shared/saved-login';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { needsCaptcha, useLogin } from '../api/login';
import { smsCodeSender } from '../api/send-sms-code';
import { AGENT_HOME_PATH, DEFAULT_DIALING_CODE } from '../constants';
import { returnPath, useFinishSignIn } from '../hooks/use-finish-sign-in';

export type LoginTab = 'username' | 'sms';
/** SPEC §6: the member login refuses type 1, the agent login non-agents. */
export type LoginEntry = 'member' | 'agent';
export type LoginValues = {
  username: string;
  password: string;
  mobileNum: string;
  messageCode: string;
  captcha: string;
};
type LoginField = keyof LoginValues;

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
const EMPTY: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  messageCode: '',
  captcha: '',
};

/** SPEC §5: login fields always need a value, each by its login rule. */
function loginRules(rules: RegisterSettings['login']) {
  return {
    username: ruleField(rules.loginUsername, { empty: 'username', required: true }),
    password: ruleField(rules.loginPassword, { empty: 'password', required: true }),
    mobileNum: ruleField(rules.loginMobileNum, { empty: 'mobileNum', required: true }),
    messageCode: ruleField(rules.verificationCode, { empty: 'verificationCode', required: true }),
    captcha: captchaField(),
  };
}

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

/**
 * State and actions of the login form: tabs, rules, captcha, SMS code, remember, submit. `entry`
 * 'agent' is the agent login: the server refuses non-agents, and an agent lands on the agent home.
 */
export function useLoginForm(entry: LoginEntry = 'member') {
  const [saved] = useState(readSavedAccount);
  /** The remembered login with its password decrypted, once that finished. */
  const opened = useRef<SavedLogin>(undefined);
  const rules = loginRules(useRegisterSettings().data?.login ?? DEFAULT_REGISTER_SETTINGS.login);
  const [tab, setTab] = useState<LoginTab>('username');
  const [dialingCode, setDialingCode] = useState(saved?.countryDialingCode || DEFAULT_DIALING_CODE);
  const [remember, setRemember] = useState(saved !== undefined);
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string>();
  const login = useLogin();
  const finish = useFinishSignIn();
  // The agent login returns to the agent page a guest was sent from, else the agent home.
  const from = returnPath(useLocation().state);
  const agentReturn = from === HOME_PATH ? AGENT_HOME_PATH : from;
  const sms = useSmsSender({ send: smsCodeSender('noLogin') });

  const fields: LoginField[] = isCaptchaShown ? [...TAB_FIELDS[tab], 'captcha'] : TAB_FIELDS[tab];
  const schema = Object.fromEntries(fields.map((name) => [name, rules[name]]));
  const [defaultValues] = useState(() => ({ ...EMPTY, ...remembered(saved, 'username') }));
  const form = useKitForm<LoginValues>({ id: 'login', defaultValues, schema });
  useLanguageRevalidation(form, fields);
  /** Raised once the member types in the password field (even if it is emptied again). */
  const passwordEdited = useEventFlag();
  const { getValues, setValue, clearErrors } = form;
  // The remembered password is decrypted after the first render; it fills the field unless the
  // member already edited it or changed the account. An "enter your password" of a submit made
  // before goes with the fill.
  useEffect(() => {
    if (!saved?.hasPassword) return;
    let isLive = true;
    void readSavedLogin().then((login) => {
      if (!isLive || login?.type !== 'username' || login.password === '') return;
      opened.current = login;
      if (getValues('username') === login.username && !passwordEdited.isRaised()) {
        setValue('password', login.password);
        clearErrors('password');
      }
    });
    return () => {
      isLive = false;
    };
  }, [saved, getValues, setValue, clearErrors, passwordEdited]);

  const captcha = useCaptchaImage(isCaptchaShown, form);
  const refreshCaptcha = captcha.refresh;

  const switchTab = (next: LoginTab) => {
    setTab(next);
    setFormError(undefined);
    clearErrors();
    const latest = readSavedAccount();
    const refill: Partial<LoginValues> = remembered(latest, next, opened.current);
    for (const name of Object.keys(refill) as LoginField[]) setValue(name, refill[name] ?? '');
    if (latest?.type === 'sms' && next === 'sms') setDialingCode(latest.countryDialingCode);
    if (isCaptchaShown) refreshCaptcha();
  };

  const sendCode = async () => {
    if (await form.check(['mobileNum'])) void sms.send(getValues('mobileNum'), dialingCode);
  };

  const fail = (error: unknown) => {
    // A captcha is single use: a shown one is replaced; a first "captcha needed" shows it.
    if (isCaptchaShown) refreshCaptcha();
    else if (needsCaptcha(error)) setCaptchaShown(true);
    const targets = [...TAB_FIELDS[tab], 'captcha' as const];
    if (form.placeServerError(error, { fields: targets, byCode: FIELD_BY_CODE })) {
      if (form.getFieldState('captcha').invalid) setCaptchaShown(true);
      setFormError(undefined);
    } else setFormError(errorText(error));
  };

  const submit = (values: LoginValues) => {
    setFormError(undefined);
    const body: LoginBody =
      tab === 'username'
        ? {
            type: 'username',
            username: values.username.trim(),
            password: values.password,
            captcha: values.captcha,
            entry,
          }
        : {
            type: 'sms',
            username: values.mobileNum,
            password: values.messageCode,
            captcha: values.captcha,
            countryDialingCode: dialingCode,
            entry,
          };
    login.mutate(body, {
      onSuccess: (result) => {
        if (remember) {
          // Sealed in the background (see saved-login.ts); the sign-in does not wait for it.
          void saveLogin({
            type: tab,
            username: body.username ?? '',
            password: tab === 'username' ? values.password : '',
            countryDialingCode: dialingCode,
          });
        } else clearSavedLogin();
        finish(result, entry === 'agent' ? agentReturn : undefined);
      },
      onError: fail,
    });
  };

  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  return {
    tab,
    switchTab,
    form,
    dialingCode,
    setDialingCode,
    remember,
    setRemember,
    isCaptchaShown,
    captcha: captcha.picture,
    refreshCaptcha,
    onPasswordEdit: passwordEdited.raise,
    smsButton: sms.button(rules.mobileNum.safeParse(mobileNum).success, () => void sendCode()),
    formError,
    submit,
    isPending: login.isPending,
    entry,
  };
}
export type LoginFormState = ReturnType<typeof useLoginForm>;
