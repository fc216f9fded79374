import type { Language } from './language.js';

/**
 * Stable error codes of the API with their messages in each language. The server answers with
 * `{ success: false, code, message }`; the web translates by code as well, so both stay in step.
 * Messages in English follow SPEC §8's catalogue where it names them.
 */
export const ERROR_MESSAGES = {
  'request.invalid': {
    EN: 'The field {field} is not valid',
    TY: 'Hindi wasto ang field na {field}',
  },
  'text.control.chars': {
    EN: 'The field {field} contains characters that are not allowed',
    TY: 'May mga karakter na hindi pinapayagan sa field na {field}',
  },
  'request.malformed': {
    EN: 'The request body could not be read',
    TY: 'Hindi mabasa ang ipinadalang datos',
  },
  'request.too.large': {
    EN: 'The request body is too large',
    TY: 'Masyadong malaki ang ipinadalang datos',
  },
  'url.not.found': {
    EN: 'The requested url does not exist',
    TY: 'Hindi umiiral ang hiniling na url',
  },
  'method.not.allowed': {
    EN: 'This method is not allowed here',
    TY: 'Hindi pinapayagan ang paraang ito rito',
  },
  'system.error': { EN: 'Unknown error', TY: 'Hindi kilalang error' },
  'system.upgrading': {
    EN: 'System upgrading, please try again later',
    TY: 'Ina-upgrade ang sistema, pakisubukang muli mamaya',
  },
  'system.maintenance': {
    EN: 'The platform is under maintenance',
    TY: 'Kasalukuyang nasa maintenance ang platform',
  },
  'access.restricted': {
    EN: 'Access restricted (IP/location blocked)',
    TY: 'Pinaghihigpitan ang access (naka-block ang IP/lokasyon)',
  },
  'merchant.not.found': {
    EN: 'Unknown merchant code',
    TY: 'Hindi kilala ang merchant code',
  },
  'login.not.session': {
    EN: 'You are not logged in, please login first',
    TY: 'Hindi ka pa naka-log in, mangyaring mag-log in muna',
  },
  'no.permission': {
    EN: 'no permission or feature temporarily unavailable',
    TY: 'Walang pahintulot o pansamantalang hindi available ang feature',
  },
  'too.many.requests': {
    EN: 'Too many requests, please try again later',
    TY: 'Masyadong maraming kahilingan, pakisubukang muli mamaya',
  },
  'module.not.found': {
    EN: 'Unknown white-label module',
    TY: 'Hindi kilalang white-label module',
  },
  'login.failed': {
    EN: 'Incorrect username or password',
    TY: 'Mali ang username o password',
  },
  'captcha.required': {
    EN: 'Please enter the verification code',
    TY: 'Pakilagay ang verification code',
  },
  'captcha.invalid': {
    EN: 'The verification code is incorrect or has expired',
    TY: 'Mali o expired na ang verification code',
  },
  'verification.code.error': { EN: 'Verification code error', TY: 'Mali ang verification code' },
  'member.not.found': {
    EN: 'user does not exist or is disabled',
    TY: 'Hindi umiiral o naka-disable ang user',
  },
  'username.exists': {
    EN: 'username already exists',
    TY: 'May gumagamit na ng username na ito',
  },
  'mobile.exists': {
    EN: 'This mobile number is already registered',
    TY: 'Nakarehistro na ang mobile number na ito',
  },
  'account.format': { EN: 'Account format is incorrect', TY: 'Mali ang format ng account' },
  'password.format': { EN: 'Password format is incorrect', TY: 'Mali ang format ng password' },
  'email.format': { EN: 'E-mail format is incorrect', TY: 'Mali ang format ng e-mail' },
  'password.confirm.mismatch': {
    EN: 'Confirmation password not matched',
    TY: 'Hindi tugma ang kumpirmasyon ng password',
  },
  'referrer.error': { EN: 'Referrer link error', TY: 'Mali ang referrer link' },
  'name.format': { EN: 'Name format is not valid', TY: 'Hindi wasto ang format ng pangalan' },
  'mobile.format': { EN: 'The mobile num is not valid', TY: 'Hindi wasto ang mobile number' },
  invitation_code_error: { EN: 'Invalid invitation code', TY: 'Hindi wastong invitation code' },
  'user.or.token.invalid': {
    EN: 'The account has been logged out, please log in again',
    TY: 'Na-log out na ang account, mangyaring mag-log in muli',
  },
  'login.non.member': {
    EN: 'Non-member account unable to login',
    TY: 'Hindi makakapag-log in ang account na hindi miyembro',
  },
  'login.non.agent': {
    EN: 'Non-agents cannot log in',
    TY: 'Hindi makakapag-log in ang hindi ahente',
  },
  free_reject: {
    EN: 'Please login an actual account to use this function',
    TY: 'Mangyaring mag-log in sa tunay na account para magamit ang function na ito',
  },
  'modify.new.old.same': {
    EN: 'The new password and the old password cannot be the same',
    TY: 'Hindi maaaring pareho ang bagong password at ang lumang password',
  },
  'password.incorrect': {
    EN: 'The password is incorrect',
    TY: 'Mali ang password',
  },
  'password.old.incorrect': {
    EN: 'The old password is incorrect',
    TY: 'Mali ang lumang password',
  },
  'reset.token.invalid': {
    EN: 'This reset link is invalid or has expired',
    TY: 'Hindi wasto o expired na ang reset link na ito',
  },
  'reset.token.used': {
    EN: 'This reset link was already used. Ask for a new one if you still need it',
    TY: 'Nagamit na ang reset link na ito. Humingi ng bago kung kailangan mo pa',
  },
  'login.sms.code.invalid': {
    EN: 'The SMS code is wrong or has expired',
    TY: 'Mali o expired na ang SMS code',
  },
  'login.sms.no.account': {
    EN: 'No account uses this mobile number yet. Register, or log in with your username',
    TY: 'Wala pang account na gumagamit ng mobile number na ito. Mag-register, o mag-log in gamit ang username',
  },
  'login.account.throttled': {
    EN: 'Too many wrong passwords for this account. Try again in {minutes} minutes, log in with an SMS code, or reset your password',
    TY: 'Sobrang daming maling password para sa account na ito. Subukang muli pagkalipas ng {minutes} minuto, mag-log in gamit ang SMS code, o i-reset ang password',
  },
  'password.common': {
    EN: 'This password is too common and easy to guess. Choose another one',
    TY: 'Masyadong karaniwan at madaling hulaan ang password na ito. Pumili ng iba',
  },
  'sealed.body.invalid': {
    EN: 'The request could not be decrypted',
    TY: 'Hindi ma-decrypt ang kahilingan',
  },
  'sealed.body.replayed': {
    EN: 'This request was already used; please try again',
    TY: 'Nagamit na ang kahilingang ito; pakisubukang muli',
  },
  'sealed.body.expired': {
    EN: 'The request is too old; check the clock of your device and try again',
    TY: 'Masyadong luma ang kahilingan; suriin ang orasan ng iyong device at subukang muli',
  },
  'firebase.unavailable': {
    EN: 'Social login is not available on this site yet',
    TY: 'Hindi pa available ang social login sa site na ito',
  },
  'wallet.insufficient': { EN: 'Insufficient balance', TY: 'Kulang ang balanse' },
  'idempotency.conflict': {
    EN: 'This request key was already used for a different operation',
    TY: 'Nagamit na ang request key na ito sa ibang operasyon',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The message of `code` in `language`, with `{name}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  return ERROR_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
