import { z } from 'zod';

/** SPEC §9 limits. */
export const CAPTCHA_MAX_DIGITS = 6;
export const SMS_CODE_MAX_DIGITS = 10;
export const MOBILE_MAX_DIGITS = 20;
/**
 * Longest password any merchant may allow: long passphrases fit (the merchant's field rule sets
 * its own maximum up to this).
 */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * A passphrase this long passes the default password rule with any characters (spaces too), no
 * digit needed; shorter passwords need letters and a digit.
 */
export const PASSPHRASE_MIN_LENGTH = 16;
/** SMS codes live at most this long (the answer's expiredMinutes). */
export const SMS_CODE_TTL_MINUTES = 5;

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

/** PUT /wps/member/register is by 'username', /register/mobile by 'mobile'. */
export type RegistrationMethod = 'username' | 'mobile';

/**
 * Whether a registration uses an SMS code (SPEC §4): a mobile registration always; a username one
 * when REGMOBVERF3 is on and a mobile number is given (the number is then proven too). Such a
 * registration asks the captcha (CAPTCHA3) with the code request, not at submit.
 */
export const registrationUsesSmsCode = (
  method: RegistrationMethod,
  flags: { readonly REGMOBVERF3?: boolean },
  mobileNum: string,
): boolean => method === 'mobile' || (flags.REGMOBVERF3 === true && mobileNum.trim() !== '');

/**
 * Whether a registration has a password field (SPEC §6 MOBILENUMPASSREG3 "mobile number and
 * password registration"): a username registration always; a mobile one only with the flag on.
 */
export const registrationHasPassword = (
  method: RegistrationMethod,
  flags: { readonly MOBILENUMPASSREG3?: boolean },
): boolean => method === 'username' || flags.MOBILENUMPASSREG3 === true;

export const SmsCodeResult = z.object({ expiredMinutes: z.number().int().positive() });

/** The answer of setting a password by SMS code or reset link: the account, to sign in with. */
export const PasswordSetResult = z.object({ userName: z.string() });
export type PasswordSetResult = z.infer<typeof PasswordSetResult>;

/** The account the link resets, shown on the page. */
export const ResetTokenCheck = z.object({ userName: z.string() });
export type ResetTokenCheck = z.infer<typeof ResetTokenCheck>;

/** GET /wps/member/trialuser: the trial account name the free play will use. */
export const TrialUser = z.object({ trialName: z.string(), merchantCode: z.string() });
/** POST /wps/session/login/freeplay. */
export const FreePlayBody = z.object({ moduleId: z.literal('FREEPLAY3').default('FREEPLAY3') });

export const AffiliateCheck = z.object({ code: z.string() });
