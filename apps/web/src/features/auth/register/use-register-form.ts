import { REGISTER_FIELDS, type RegisterSettings } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '@/shared/api-client';
import {
  anyText,
  captchaField,
  confirmField,
  encodeMessage,
  errorText,
  ruleField,
  useCaptchaImage,
  useKitForm,
  useLanguageRevalidation,
  useSmsSender,
} from '@/shared/form';
import { affiliateQueryOptions } from '../api/check-affiliate';
import { useRegister, type RegisterMethod } from '../api/register';
import { smsCodeSender } from '../api/send-sms-code';
import { DEFAULT_DIALING_CODE } from '../constants';
import type { FirebaseLink } from '../firebase/firebase-link';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import type { AffiliateLink } from './affiliate';
import {
  registerFields,
  type FieldSpec,
  type RegisterFormField,
  type RegisterOptions,
} from './register-fields';
import { detectRegisterMethod } from './register-method';

export type RegisterValues = Record<RegisterFormField, string>;

/** Server codes that belong to one field: the message goes under it and it gets the focus. */
const FIELD_BY_CODE: Partial<Record<string, RegisterFormField>> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  invitation_code_error: 'affiliateCode',
  'referrer.error': 'recommenderId',
  'verification.code.error': 'verificationCode',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
  'password.common': 'password',
};
const EMPTY = Object.fromEntries(
  [...REGISTER_FIELDS, 'confirmPassword', 'captcha'].map((name) => [name, '']),
) as RegisterValues;

/** The zod rule of one field of the form (SPEC §5). */
function fieldSchema(spec: FieldSpec, values: RegisterValues): ZodType {
  if (spec.name === 'confirmPassword') return confirmField(values.password);
  // The captcha before an SMS code is checked when the code is asked for, not at submit.
  if (spec.name === 'captcha') return spec.isForSmsCode ? anyText() : captchaField();
  // The register form's password is a new one: its empty text asks to choose one.
  const empty = spec.name === 'password' ? 'choosePassword' : spec.name;
  return ruleField(spec.rule, { empty, required: spec.required });
}

/** What the provider told of the member, in the fields this form shows (hidden ones stay ''). */
function fromSignIn(firebase: FirebaseLink | undefined, specs: FieldSpec[]) {
  const prefill: Partial<RegisterValues> = {};
  const maxOf = (name: RegisterFormField) =>
    specs.find((spec) => spec.name === name)?.rule?.maxLength ?? 0;
  const email = firebase?.email ?? '';
  // A name too long is cut to fit; an address cut would be another one.
  if (email !== '' && email.length <= maxOf('email')) prefill.email = email;
  const name = firebase?.displayName.slice(0, maxOf('nickname')) ?? '';
  if (name !== '') prefill.nickname = name;
  return prefill;
}

type Args = {
  method: RegisterMethod;
  rules: RegisterSettings['register'];
  options: Pick<RegisterOptions, 'smsVerify' | 'mobilePassword' | 'captcha'>;
  link: AffiliateLink;
  /** A Google / Facebook sign-in to link: its token goes with the registration. */
  firebase?: FirebaseLink;
};

/** State and actions of a registration form (SPEC §4 "Registration"). */
export function useRegisterForm({ method, rules, options, link, firebase }: Args) {
  // The SMS code of a username registration is required once a mobile number is filled in.
  const specsFor = (mobileNum: string) =>
    registerFields(method, rules, {
      ...options,
      invited: link.code !== '',
      referred: link.recommender !== '',
      mobileNum,
    });
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  // The 18+ and agreement consent is the member's own act: never ticked for them.
  const [isAgreed, setAgreed] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [isChecking, setChecking] = useState(false);
  /** The invitation code last confirmed by the affiliate check. */
  const [validCode, setValidCode] = useState<string>();
  const queryClient = useQueryClient();
  const mutation = useRegister();
  const finish = useFinishSignIn();

  const [defaultValues] = useState(() => ({
    ...EMPTY,
    ...fromSignIn(firebase, specsFor('')),
    affiliateCode: link.code,
    recommenderId: link.recommender,
  }));
  const form = useKitForm<RegisterValues>({
    id: 'register',
    defaultValues,
    schema: (values) =>
      Object.fromEntries(
        specsFor(values.mobileNum).map((spec) => [spec.name, fieldSchema(spec, values)]),
      ),
  });
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  const specs = specsFor(mobileNum);
  const names = specs.map((spec) => spec.name);
  useLanguageRevalidation(form, names);
  const isCaptchaShown = names.includes('captcha');
  const { getValues, setError } = form;
  const captcha = useCaptchaImage(isCaptchaShown, form);
  const refreshCaptcha = captcha.refresh;

  const placeError = (error: unknown) => {
    const isPlaced = form.placeServerError(error, { fields: names, byCode: FIELD_BY_CODE });
    if (!isPlaced) setFormError(errorText(error));
    return isPlaced;
  };
  // A captcha answers one request: after each code request the picture is a new one.
  const sms = useSmsSender({
    send: smsCodeSender('register'),
    onError: placeError,
    onAnswered: isCaptchaShown ? refreshCaptcha : undefined,
  });
  /** The code goes out only with the captcha, when the site asks for one (CAPTCHA3). */
  const sendCode = async () => {
    if (!(await form.check(['mobileNum']))) return;
    const { mobileNum: number, captcha: code } = getValues();
    if (isCaptchaShown && !captchaField().safeParse(code).success) {
      setError('captcha', { type: 'rule', message: encodeMessage({ key: 'in_vwrite_code' }) });
      form.focusField('captcha');
    } else void sms.send(number, dialingCode, isCaptchaShown ? code : undefined);
  };

  /** SPEC §4: an invitation code not yet known valid is checked before registering. */
  const isAffiliateOk = async (code: string) => {
    if (code === '' || code === validCode) return true;
    try {
      await queryClient.query(affiliateQueryOptions({ code, domain: link.domain }));
      setValidCode(code);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
        const message = encodeMessage({ key: 'invitation_code_error' });
        setError('affiliateCode', { type: 'server', message });
        form.focusField('affiliateCode');
      } else setFormError(errorText(error));
      return false;
    }
  };

  const submit = async (values: RegisterValues) => {
    if (!isAgreed) return;
    setFormError(undefined);
    const affiliateCode = values.affiliateCode.trim();
    setChecking(true);
    const isOk = await isAffiliateOk(affiliateCode).finally(() => setChecking(false));
    if (!isOk) return;
    const body = {
      ...values,
      affiliateCode,
      countryDialingCode: names.includes('mobileNum') ? dialingCode : '',
      registerUrl: window.location.hostname,
      registerMethod: detectRegisterMethod(),
      domain: link.domain,
      type: 0 as const,
      ...(firebase && { firebaseIdToken: firebase.idToken }),
    };
    mutation.mutate(
      { method, body },
      {
        onSuccess: (result) => finish(result),
        onError: (error) => {
          // A captcha sent is spent whatever the answer (one left empty was not sent).
          if (isCaptchaShown && values.captcha !== '') refreshCaptcha();
          if (error instanceof ApiError && error.code === 'invitation_code_error')
            setValidCode(undefined);
          placeError(error);
        },
      },
    );
  };

  const mobileSpec = specs.find((spec) => spec.name === 'mobileNum');
  const isNumberValid =
    mobileSpec !== undefined && fieldSchema(mobileSpec, getValues()).safeParse(mobileNum).success;
  return {
    specs,
    form,
    dialingCode,
    setDialingCode,
    isAgreed,
    setAgreed,
    formError,
    captcha: captcha.picture,
    refreshCaptcha,
    smsButton: sms.button(isNumberValid, () => void sendCode()),
    submit,
    isBusy: isChecking || mutation.isPending,
  };
}
export type RegisterFormState = ReturnType<typeof useRegisterForm>;
