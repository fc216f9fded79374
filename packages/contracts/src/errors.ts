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
