import { REGISTER_FIELDS, type RegisterSettings } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api-client';
import { affiliateQueryOptions } from '../api/check-affiliate';
import { useRegister, type RegisterMethod } from '../api/register';
import { DEFAULT_DIALING_CODE } from '../constants';
import { errorText } from '../error-text';
import { checkCaptcha, checkConfirm, checkRule } from '../field-rules';
import { useCaptchaImage } from '../hooks/use-captcha-image';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { useSmsSender } from '../hooks/use-sms-sender';
import type { AffiliateLink } from './affiliate';
import { registerFields, type RegisterFormField, type RegisterOptions } from './register-fields';
import { detectRegisterMethod } from './register-method';

/** Server codes that belong to one field: the message goes under it and it gets the focus. */
const FIELD_BY_CODE: Record<string, RegisterFormField> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  invitation_code_error: 'affiliateCode',
  'verification.code.error': 'verificationCode',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
  'password.common': 'password',
};
const EMPTY = Object.fromEntries(
  [...REGISTER_FIELDS, 'confirmPassword', 'captcha'].map((name) => [name, '']),
) as Record<RegisterFormField, string>;

type Args = {
  method: RegisterMethod;
  rules: RegisterSettings['register'];
  options: Pick<RegisterOptions, 'smsVerify' | 'captcha'>;
  link: AffiliateLink;
};

/** State and actions of a registration form (SPEC §4 "Registration"). */
export function useRegisterForm({ method, rules, options, link }: Args) {
  // The SMS code of a username registration is required once a mobile number is filled in.
  const specsFor = (v: Record<RegisterFormField, string>) =>
    registerFields(method, rules, {
      ...options,
      invited: link.code !== '',
      mobileNum: v.mobileNum,
    });
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [agreed, setAgreed] = useState(true);
  const [formError, setFormError] = useState<string>();
  const [checking, setChecking] = useState(false);
  /** The invitation code last confirmed by the affiliate check. */
  const [validCode, setValidCode] = useState<string>();
  const queryClient = useQueryClient();
  const mutation = useRegister();
  const finish = useFinishSignIn();

  const validate: Validator<RegisterFormField> = (name, v) => {
    if (name === 'confirmPassword') return checkConfirm(v.password, v.confirmPassword);
    const spec = specsFor(v).find((s) => s.name === name);
    // Not checked at submit when the SMS code proves the number (sendCode checks it).
    if (name === 'captcha') return spec && !spec.isForSmsCode ? checkCaptcha(v.captcha) : undefined;
    // The register form's password is a new one: its empty text asks to choose one.
    const emptyName = name === 'password' ? 'choosePassword' : name;
    return checkRule(emptyName, spec?.rule, v[name], spec?.required);
  };
  const form = useFormFields({ ...EMPTY, affiliateCode: link.code }, validate);
  const specs = specsFor(form.values);
  const names = specs.map((spec) => spec.name);
  useOnLanguageChange(() => form.revalidateFilled(names));
  const captchaShown = names.includes('captcha');
  // A new picture empties the input: its digits were for the old one.
  const captcha = useCaptchaImage(captchaShown, () => form.setValues({ captcha: '' }));
  const refreshCaptcha = () => {
    form.setValues({ captcha: '' });
    form.setError('captcha', undefined);
    captcha.refresh();
  };

  const placeError = (error: unknown) => {
    const target =
      error instanceof ApiError ? (FIELD_BY_CODE[error.code] ?? error.field) : undefined;
    const field = names.find((name) => name === target);
    if (field) form.setError(field, { text: errorText(error) }, true);
    else setFormError(errorText(error));
    return field !== undefined;
  };
  // A captcha answers one request: after each code request the picture is a new one.
  const sms = useSmsSender('register', placeError, captchaShown ? refreshCaptcha : undefined);
  /** The code goes out only with the captcha, when the site asks for one (CAPTCHA3). */
  const sendCode = () => {
    if (!form.validateAll(['mobileNum'])) return;
    const { mobileNum, captcha: code } = form.getValues();
    const captchaProblem = captchaShown ? checkCaptcha(code) : undefined;
    if (captchaProblem) form.setError('captcha', captchaProblem, true);
    else void sms.send(mobileNum, dialingCode, captchaShown ? code : undefined);
  };

  /** SPEC §4: an invitation code not yet known valid is checked before registering. */
  const affiliateOk = async (code: string) => {
    if (code === '' || code === validCode) return true;
    try {
      await queryClient.query(affiliateQueryOptions({ code, domain: link.domain }));
      setValidCode(code);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
        form.setError('affiliateCode', { key: 'invitation_code_error' }, true);
      } else setFormError(errorText(error));
      return false;
    }
  };

  const submit = async () => {
    if (!agreed || checking || mutation.isPending || !form.validateAll(names)) return;
    setFormError(undefined);
    const v = form.values;
    const affiliateCode = v.affiliateCode.trim();
    setChecking(true);
    const ok = await affiliateOk(affiliateCode).finally(() => setChecking(false));
    if (!ok) return;
    const body = {
      ...v,
      affiliateCode,
      countryDialingCode: names.includes('mobileNum') ? dialingCode : '',
      registerUrl: window.location.hostname,
      registerMethod: detectRegisterMethod(),
      domain: link.domain,
      type: 0 as const,
    };
    mutation.mutate(
      { method, body },
      {
        onSuccess: (result) => finish(result),
        onError: (error) => {
          // A captcha sent is spent whatever the answer (one left empty was not sent).
          if (captchaShown && v.captcha !== '') refreshCaptcha();
          if (error instanceof ApiError && error.code === 'invitation_code_error')
            setValidCode(undefined);
          placeError(error);
        },
      },
    );
  };

  return {
    specs,
    form,
    dialingCode,
    setDialingCode,
    agreed,
    setAgreed,
    formError,
    captcha,
    refreshCaptcha,
    sms,
    smsButton: sms.button(validate('mobileNum', form.values) === undefined, sendCode),
    submit,
    busy: checking || mutation.isPending,
  };
}
export type RegisterFormState = ReturnType<typeof useRegisterForm>;
