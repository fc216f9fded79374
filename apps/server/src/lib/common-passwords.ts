import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people pick most (zxcvbn's list of about 49,000 from public breaches), lower-cased
 * into a set on first use (about 3 MB; the package's lists themselves are read at import).
 */
let common: Set<string> | undefined;

/** Whether `password` is on the common list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}
