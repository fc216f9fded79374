import { z } from 'zod';

/** SPEC §9 limits. */
export const CAPTCHA_MAX_DIGITS = 6;
export const SMS_CODE_MAX_DIGITS = 10;
export const MOBILE_MAX_DIGITS = 20;
/** SMS codes live at most this long (the answer's expiredMinutes). */
export const SMS_CODE_TTL_MINUTES = 5;

const digits = (max: number) => z.string().trim().regex(/^\d*$/).max(max);
const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/);

/**
 * POST /wps/session/login, sealed. SPEC §3 payload: username, password, captcha, type. For type
 * 'sms' the username is the mobile number and the password the SMS code. `entry` 'agent' is the
 * agent login, which refuses non-agents.
 */
export const LoginBody = z.object({
  type: z.enum(['username', 'sms', 'firebase']),
  username: z.string().trim().max(64).default(''),
  password: z.string().max(64).default(''),
  captcha: digits(CAPTCHA_MAX_DIGITS).default(''),
  countryDialingCode: dialingCode.optional(),
  entry: z.enum(['member', 'agent']).default('member'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  firebaseMobileNo: z.string().max(32).optional(),
});
export type LoginBody = z.input<typeof LoginBody>;

/** The answer of every successful login or register-with-login. */
export const LoginResult = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  merchantCode: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** `value` of a failed login: whether the next try needs a captcha (SPEC data.value.captcha). */
export const LoginFailureValue = z.object({ captcha: z.boolean() });

/** PUT /wps/member/register and /register/mobile, sealed (SPEC §3 registration payload). */
export const RegisterBody = z.object({
  countryDialingCode: z.string().trim().max(5).default(''),
  registerUrl: z.string().trim().max(253).default(''),
  registerMethod: z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']).default('H5'),
  username: z.string().trim().max(32).default(''),
  password: z.string().max(64).default(''),
  confirmPassword: z.string().max(64).default(''),
  affiliateCode: z.string().trim().max(32).default(''),
  paymentPassword: z.string().max(32).default(''),
  recommenderId: z.string().trim().max(32).default(''),
  nickname: z.string().trim().max(40).default(''),
  payeeName: z.string().trim().max(60).default(''),
  email: z.string().trim().max(100).default(''),
  mobileNum: z.string().trim().max(MOBILE_MAX_DIGITS).default(''),
  idNumber: z.string().trim().max(40).default(''),
  qqNum: z.string().trim().max(20).default(''),
  facebook: z.string().trim().max(100).default(''),
  wechat: z.string().trim().max(60).default(''),
  line: z.string().trim().max(60).default(''),
  whatsapp: z.string().trim().max(20).default(''),
  zalo: z.string().trim().max(20).default(''),
  captcha: z.string().trim().max(CAPTCHA_MAX_DIGITS).default(''),
  type: z.literal(0).default(0),
  domain: z.string().trim().max(253).default(''),
  verificationCode: z.string().trim().max(SMS_CODE_MAX_DIGITS).default(''),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** POST /wps/verification/sms/register and /sms/noLogin: mobileNum or mobileNo. */
export const SmsCodeBody = z
  .object({
    mobileNum: digits(MOBILE_MAX_DIGITS).optional(),
    mobileNo: digits(MOBILE_MAX_DIGITS).optional(),
    countryDialingCode: dialingCode,
  })
  .transform(({ mobileNum, mobileNo, countryDialingCode }) => ({
    mobileNum: mobileNum ?? mobileNo ?? '',
    countryDialingCode,
  }))
  .refine((body) => body.mobileNum.length >= 7, { path: ['mobileNum'] });
export const SmsCodeResult = z.object({ expiredMinutes: z.number().int().positive() });

/** PUT /wps/member/password/mobile: set a new password with an SMS code (SPEC §3). */
export const SetPasswordByPhoneBody = z.object({
  newPassword: z.string().max(64),
  mobileNum: digits(MOBILE_MAX_DIGITS).min(7),
  countryDialingCode: dialingCode,
  verificationCode: digits(SMS_CODE_MAX_DIGITS).min(4),
});

/** The answer of setting a password by SMS code or reset link: the account, to sign in with. */
export const PasswordSetResult = z.object({ userName: z.string() });
export type PasswordSetResult = z.infer<typeof PasswordSetResult>;

/** POST /wps/member/password/email, form-encoded. Always answers alike (no account probing). */
export const ForgotByEmailBody = z.object({
  username: z.string().trim().min(1).max(32),
  email: z.string().trim().min(3).max(100),
});

/** PUT /wps/member/password/reset: the link of the e-mail carries the reset token. */
export const ResetPasswordBody = z.object({
  resetToken: z.string().min(20).max(128),
  newPassword: z.string().max(64),
});

/** PUT /wps/member/passWordChangeV2 (SPEC §3 change password). */
export const ChangePasswordBody = z.object({
  oldPassword: z.string().max(64),
  newPassword: z.string().max(64),
  confirmNewPassword: z.string().max(64),
});

/** GET /wps/member/trialuser: the trial account name the free play will use. */
export const TrialUser = z.object({ trialName: z.string(), merchantCode: z.string() });
/** POST /wps/session/login/freeplay. */
export const FreePlayBody = z.object({ moduleId: z.literal('FREEPLAY3').default('FREEPLAY3') });

/** GET /wps/agent/affiliate/check?code=&domain=: success means the code belongs to an agent. */
export const AffiliateCheckQuery = z.object({
  code: z.string().trim().min(1).max(32),
  domain: z.string().trim().max(253).optional(),
});
export const AffiliateCheck = z.object({ code: z.string() });
