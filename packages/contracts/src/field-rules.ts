import { z } from 'zod';
import { PASSPHRASE_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './auth.js';

/** One field's rule as the server publishes it (SPEC §5); a non-required empty field passes. */
export const FieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().nullable(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  /** i18n key of the message shown when the value breaks the rule. */
  messageKey: z.string(),
});
export type FieldRule = z.infer<typeof FieldRule>;

/** The optional ways to identify or reach a member the register form may ask: an ID, messengers. */
export const CONTACT_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  ...CONTACT_FIELDS,
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const LOGIN_FIELDS = [
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'verificationCode',
] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export const RegisterSettings = z.object({
  register: z.record(z.enum(REGISTER_FIELDS), FieldRule),
  login: z.record(z.enum(LOGIN_FIELDS), FieldRule),
});
export type RegisterSettings = z.infer<typeof RegisterSettings>;

/** Checks one value against its rule; returns the rule's message key, or undefined when valid. */
export function checkField(
  rule: FieldRule | undefined,
  raw: string | undefined,
): string | undefined {
  if (!rule?.enabled) return undefined;
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? rule.messageKey : undefined;
  if (value.length < rule.minLength || value.length > rule.maxLength) return rule.messageKey;
  if (rule.acceptedPattern && !new RegExp(rule.acceptedPattern, 'u').test(value))
    return rule.messageKey;
  return undefined;
}

const rule = (
  pattern: string | null,
  minLength: number,
  maxLength: number,
  messageKey: string,
  options: Partial<Pick<FieldRule, 'enabled' | 'required'>> = {},
): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: pattern,
  minLength,
  maxLength,
  messageKey,
  ...options,
});

const optional = { enabled: false, required: false } as const;

/** A new merchant's rules; the operator may tune them per merchant. */
export const DEFAULT_REGISTER_SETTINGS: RegisterSettings = {
  register: {
    username: rule('^[A-Za-z][A-Za-z0-9]*$', 4, 16, 'account_format_error'),
    // Letters and a digit, or a passphrase of PASSPHRASE_MIN_LENGTH+ characters of any kind
    // (spaces too); never control characters. Its message names both (password_passphrase_error).
    // Common passwords are refused on top of this (password.common).
    password: rule(
      `^(?:(?=.*\\p{L})(?=.*\\d)[^\\p{Cc}]+|[^\\p{Cc}]{${PASSPHRASE_MIN_LENGTH},})$`,
      8,
      PASSWORD_MAX_LENGTH,
      'password_passphrase_error',
    ),
    paymentPassword: rule('^\\d+$', 6, 6, 'payment_password_format_error', optional),
    mobileNum: rule('^\\d+$', 7, 20, 'mobile_format_error', { required: false }),
    verificationCode: rule('^\\d+$', 4, 10, 'verification_code_error'),
    idNumber: rule('^[A-Za-z0-9-]+$', 4, 30, 'field_format_error', optional),
    qqNum: rule('^\\d+$', 5, 15, 'field_format_error', optional),
    facebook: rule(null, 1, 100, 'field_format_error', optional),
    wechat: rule(null, 1, 50, 'field_format_error', optional),
    line: rule(null, 1, 50, 'field_format_error', optional),
    whatsapp: rule('^\\d+$', 7, 20, 'field_format_error', optional),
    zalo: rule('^\\d+$', 7, 20, 'field_format_error', optional),
    email: rule(
      '^\\w+([.-]\\w+)*@\\w+([.-]\\w+)*(\\.[A-Za-z]{2,3}){1,3}$',
      5,
      100,
      'email_format_error',
      {
        required: false,
      },
    ),
    nickname: rule(null, 1, 20, 'name_format_error', { required: false }),
    payeeName: rule("^[\\p{L} .'-]+$", 2, 50, 'name_format_error', optional),
    recommenderId: rule('^[A-Za-z0-9]+$', 1, 20, 'referrer_error', optional),
    affiliateCode: rule('^[A-Za-z0-9]+$', 4, 20, 'invitation_code_error', { required: false }),
  },
  login: {
    loginUsername: rule('^[A-Za-z0-9_]+$', 3, 32, 'account_format_error'),
    loginPassword: rule(null, 6, PASSWORD_MAX_LENGTH, 'password_format_error'),
    loginMobileNum: rule('^\\d+$', 7, 20, 'mobile_format_error'),
    verificationCode: rule('^\\d+$', 4, 10, 'verification_code_error'),
  },
};
