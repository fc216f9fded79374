import {
  CONTACT_FIELDS,
  registrationHasPassword,
  registrationUsesSmsCode,
  type FieldRule,
  type RegisterField,
  type RegisterSettings,
} from '@app/contracts';
import type { TextFieldProps } from '@/shared/form';

export type RegisterFormField = RegisterField | 'confirmPassword' | 'captcha';
export type FieldSpec = {
  name: RegisterFormField;
  required: boolean;
  rule?: FieldRule;
  /** The captcha before the SMS code: needed to send the code, not checked at submit. */
  isForSmsCode?: boolean;
};
export type RegisterOptions = {
  /**
   * REGMOBVERF3: a mobile number given in a username registration is proven by an SMS code too
   * (SPEC §4 "username with verification option"); a mobile registration always proves it.
   */
  smsVerify: boolean;
  /**
   * MOBILENUMPASSREG3: a mobile registration has the password fields (off: none, the member signs
   * in by SMS code); a username registration always has them.
   */
  mobilePassword: boolean;
  /**
   * CAPTCHA3. A registration that uses an SMS code has the captcha before the code (a code is
   * sent only with it) and needs none at submit.
   */
  captcha: boolean;
  /** An invitation code came with the link: its field shows so a wrong one can be fixed. */
  invited: boolean;
  /** A member's referral code came with the link: its field shows, filled in. */
  referred?: boolean;
  /** The mobile number as filled in (with REGMOBVERF3 its SMS code is then required). */
  mobileNum: string;
};

/** The order fields appear in; which of them show comes from the server's rules. */
const ORDER: readonly RegisterField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'paymentPassword',
  'email',
  'nickname',
  'payeeName',
  ...CONTACT_FIELDS,
  'recommenderId',
  'affiliateCode',
];

type Method = 'username' | 'mobileNum';
type Rules = RegisterSettings['register'];

function shown(name: RegisterField, method: Method, rules: Rules, options: RegisterOptions) {
  const mobileShown = method === 'mobileNum' || rules.mobileNum.enabled;
  if (name === 'username') return method === 'username';
  if (name === 'mobileNum') return mobileShown;
  if (name === 'verificationCode')
    return method === 'mobileNum' || (options.smsVerify && mobileShown);
  if (name === 'password') {
    const by = method === 'mobileNum' ? 'mobile' : 'username';
    return registrationHasPassword(by, { MOBILENUMPASSREG3: options.mobilePassword });
  }
  if (name === 'affiliateCode') return rules.affiliateCode.enabled || options.invited;
  if (name === 'recommenderId') return rules.recommenderId.enabled || options.referred === true;
  return rules[name].enabled;
}

function required(name: RegisterField, method: Method, rule: FieldRule, bySms: boolean) {
  if (name === 'password') return true;
  if (name === 'username') return method === 'username';
  if (name === 'mobileNum') return method === 'mobileNum' || rule.required;
  if (name === 'verificationCode') return bySms;
  return rule.required;
}

/**
 * SPEC §3/§5: the registration form built from the server's rules (enabled fields only). When the
 * registration uses an SMS code, the captcha sits just before the code field (the code is sent
 * only with it) and is not asked again at submit; otherwise it closes the form, required.
 */
export function registerFields(
  method: Method,
  rules: Rules,
  options: RegisterOptions,
): FieldSpec[] {
  const specs: FieldSpec[] = [];
  // The server's rule, so both sides agree on when the captcha goes with the code request.
  const bySms = registrationUsesSmsCode(
    method === 'mobileNum' ? 'mobile' : 'username',
    { REGMOBVERF3: options.smsVerify },
    options.mobileNum,
  );
  for (const name of ORDER) {
    if (!shown(name, method, rules, options)) continue;
    const rule = rules[name];
    if (name === 'verificationCode' && bySms && options.captcha) {
      specs.push({ name: 'captcha', required: true, isForSmsCode: true });
    }
    specs.push({ name, rule, required: required(name, method, rule, bySms) });
    if (name === 'password') specs.push({ name: 'confirmPassword', required: true });
  }
  if (options.captcha && !bySms) specs.push({ name: 'captcha', required: true });
  return specs;
}

type InputProps = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'digitsOnly'>;

/** Keyboard and autofill per field. */
export const INPUTS: Partial<Record<RegisterFormField, InputProps>> = {
  username: { autoComplete: 'username' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { digitsOnly: true },
  whatsapp: { type: 'tel', digitsOnly: true },
  zalo: { type: 'tel', digitsOnly: true },
};

export const PASSWORD_FIELDS: readonly RegisterFormField[] = [
  'password',
  'confirmPassword',
  'paymentPassword',
];
