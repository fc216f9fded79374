import { z } from 'zod';
import {
  CAPTCHA_MAX_DIGITS,
  MOBILE_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  SMS_CODE_MAX_DIGITS,
} from './auth.js';
import { PAYEE_NAME_MAX_LENGTH } from './member.js';
import { text } from './text.js';

/*
 * The auth calls' request bodies, which the server validates. Apart from the answers and limits
 * in auth.ts: the web's login screen parses answers only, and a module's schemas are all built
 * when it is first imported (a few hundred zod objects for these, on a phone's first page).
 */

const digits = (max: number) => text().trim().regex(/^\d*$/).max(max);
const dialingCode = text()
  .trim()
  .regex(/^\+?\d{1,4}$/);

/**
 * POST /wps/session/login, sealed. SPEC §3 payload: username, password, captcha, type. For type
 * 'sms' the username is the mobile number and the password the SMS code. `entry` 'agent' is the
 * agent login, which refuses non-agents.
 */
export const LoginBody = z.object({
  type: z.enum(['username', 'sms', 'firebase']),
  username: text().trim().max(64).default(''),
  password: text().max(PASSWORD_MAX_LENGTH).default(''),
  captcha: digits(CAPTCHA_MAX_DIGITS).default(''),
  countryDialingCode: dialingCode.optional(),
  entry: z.enum(['member', 'agent']).default('member'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text().max(4096).optional(),
  firebaseMobileNo: text().max(32).optional(),
});
export type LoginBody = z.input<typeof LoginBody>;

/** PUT /wps/member/register and /register/mobile, sealed (SPEC §3 registration payload). */
export const RegisterBody = z.object({
  countryDialingCode: text().trim().max(5).default(''),
  registerUrl: text().trim().max(253).default(''),
  registerMethod: z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']).default('H5'),
  username: text().trim().max(32).default(''),
  password: text().max(PASSWORD_MAX_LENGTH).default(''),
  confirmPassword: text().max(PASSWORD_MAX_LENGTH).default(''),
  affiliateCode: text().trim().max(32).default(''),
  paymentPassword: text().max(32).default(''),
  recommenderId: text().trim().max(32).default(''),
  nickname: text().trim().max(40).default(''),
  payeeName: text().trim().max(PAYEE_NAME_MAX_LENGTH).default(''),
  email: text().trim().max(100).default(''),
  mobileNum: text().trim().max(MOBILE_MAX_DIGITS).default(''),
  idNumber: text().trim().max(40).default(''),
  qqNum: text().trim().max(20).default(''),
  facebook: text().trim().max(100).default(''),
  wechat: text().trim().max(60).default(''),
  line: text().trim().max(60).default(''),
  whatsapp: text().trim().max(20).default(''),
  zalo: text().trim().max(20).default(''),
  captcha: text().trim().max(CAPTCHA_MAX_DIGITS).default(''),
  type: z.literal(0).default(0),
  domain: text().trim().max(253).default(''),
  verificationCode: text().trim().max(SMS_CODE_MAX_DIGITS).default(''),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text().max(4096).optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/**
 * POST /wps/verification/sms/register and /sms/noLogin: mobileNum or mobileNo. Registration codes
 * need the captcha of the client (when the merchant's CAPTCHA3 is on): every text costs money.
 */
export const SmsCodeBody = z
  .object({
    mobileNum: digits(MOBILE_MAX_DIGITS).optional(),
    mobileNo: digits(MOBILE_MAX_DIGITS).optional(),
    countryDialingCode: dialingCode,
    captcha: digits(CAPTCHA_MAX_DIGITS).default(''),
  })
  .transform(({ mobileNum, mobileNo, countryDialingCode, captcha }) => ({
    mobileNum: mobileNum ?? mobileNo ?? '',
    countryDialingCode,
    captcha,
  }))
  .refine((body) => body.mobileNum.length >= 7, { path: ['mobileNum'] });
/** PUT /wps/member/password/mobile: set a new password with an SMS code (SPEC §3). */
export const SetPasswordByPhoneBody = z.object({
  newPassword: text().max(PASSWORD_MAX_LENGTH),
  mobileNum: digits(MOBILE_MAX_DIGITS).min(7),
  countryDialingCode: dialingCode,
  verificationCode: digits(SMS_CODE_MAX_DIGITS).min(4),
});

/** POST /wps/member/password/email, form-encoded. Always answers alike (no account probing). */
export const ForgotByEmailBody = z.object({
  username: text().trim().min(1).max(32),
  email: text().trim().min(3).max(100),
});

const resetToken = text().min(20).max(128);

/** PUT /wps/member/password/reset: the link of the e-mail carries the reset token. */
export const ResetPasswordBody = z.object({
  resetToken,
  newPassword: text().max(PASSWORD_MAX_LENGTH),
});

/**
 * POST /wps/member/password/reset/check: whether a reset link can still be used, asked when its
 * page opens (so nobody types a new password twice for a dead link). Spends nothing. Errors:
 * reset.token.invalid (unknown or expired), reset.token.used.
 */
export const ResetTokenCheckBody = z.object({ resetToken });
/** PUT /wps/member/passWordChangeV2 (SPEC §3 change password). */
export const ChangePasswordBody = z.object({
  oldPassword: text().max(PASSWORD_MAX_LENGTH),
  newPassword: text().max(PASSWORD_MAX_LENGTH),
  confirmNewPassword: text().max(PASSWORD_MAX_LENGTH),
});

/** GET /wps/agent/affiliate/check?code=&domain=: success means the code belongs to an agent. */
export const AffiliateCheckQuery = z.object({
  code: text().trim().min(1).max(32),
  domain: text().trim().max(253).optional(),
});
