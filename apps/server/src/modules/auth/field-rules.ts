import {
  checkField,
  DEFAULT_REGISTER_SETTINGS,
  type ErrorCode,
  type FieldRule,
  type LoginField,
  type RegisterField,
  type RegisterSettings,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { isCommonPassword } from '@/lib/common-passwords.js';
import type { MerchantSnapshot } from '../merchant/index.js';

/** The merchant's field rules (SPEC §5); a merchant without its own gets the defaults. */
export const rulesOf = (snapshot: MerchantSnapshot): RegisterSettings =>
  snapshot.settings.registerRules ?? DEFAULT_REGISTER_SETTINGS;

/** The error code of each field's rule (SPEC §8 catalogue). */
const REGISTER_FIELD_ERRORS: Record<RegisterField, ErrorCode> = {
  username: 'account.format',
  password: 'password.format',
  paymentPassword: 'password.format',
  mobileNum: 'mobile.format',
  verificationCode: 'verification.code.error',
  idNumber: 'request.invalid',
  qqNum: 'request.invalid',
  facebook: 'request.invalid',
  wechat: 'request.invalid',
  line: 'request.invalid',
  whatsapp: 'request.invalid',
  zalo: 'request.invalid',
  email: 'email.format',
  nickname: 'name.format',
  payeeName: 'name.format',
  recommenderId: 'referrer.error',
  affiliateCode: 'invitation_code_error',
};

const LOGIN_FIELD_ERRORS: Record<LoginField, ErrorCode> = {
  loginUsername: 'account.format',
  loginPassword: 'password.format',
  loginMobileNum: 'mobile.format',
  verificationCode: 'verification.code.error',
};

type CheckOptions = {
  /** The body field to name in the error, when it differs from the rule's (e.g. newPassword). */
  as?: string;
  /**
   * Check even when the rule is switched off for the form: a value set outside registration
   * (a new password, a profile field) still has to have the rule's shape.
   */
  always?: boolean;
  /** An empty value fails even when the rule lets it be left out. */
  required?: boolean;
};

function assert(
  rule: FieldRule | undefined,
  value: string,
  code: ErrorCode,
  field: string,
  { always = false, required = false }: CheckOptions,
): void {
  const effective = rule && {
    ...rule,
    enabled: rule.enabled || always,
    required: rule.required || required,
  };
  if (checkField(effective, value) !== undefined) throw new AppError(code, { field });
  if (required && value.trim() === '') throw new AppError(code, { field });
}

/** Throws the field's 400 when `value` breaks the merchant's registration rule for it. */
export function assertRegisterField(
  rules: RegisterSettings,
  field: RegisterField,
  value: string,
  options: CheckOptions = {},
): void {
  const code = REGISTER_FIELD_ERRORS[field];
  assert(rules.register[field], value, code, options.as ?? field, options);
}

/** Throws the field's 400 when `value` breaks the merchant's login rule for it. */
export function assertLoginField(
  rules: RegisterSettings,
  field: LoginField,
  value: string,
  as: string,
): void {
  assert(rules.login[field], value, LOGIN_FIELD_ERRORS[field], as, { required: true });
}

/**
 * A new password follows the registration password rule whether or not the form shows it, and is
 * not one of the most common passwords. The rule check trims, so surrounding spaces (which would
 * be hashed too) are refused here.
 */
export function assertNewPassword(rules: RegisterSettings, value: string, as: string): void {
  if (value !== value.trim()) throw new AppError('password.format', { field: as });
  assertRegisterField(rules, 'password', value, { as, always: true, required: true });
  // The first passwords any guesser tries, whatever shape a merchant's rule allows.
  if (isCommonPassword(value)) throw new AppError('password.common', { field: as });
}
