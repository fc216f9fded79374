import { z } from 'zod';
import { STORAGE_KEYS, storage } from './storage';

/**
 * SPEC §3 "Saved login" of the remember-password box: type, username, password and dialing code.
 * The password is base64-encoded twice with a suffix between (as the original site stores it):
 * this keeps it out of plain sight in storage tools, it is not encryption.
 */
export const SavedLogin = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.string(),
});
export type SavedLogin = z.infer<typeof SavedLogin>;

const SUFFIX = '@mc';

const toBase64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));

export function encodeSavedPassword(password: string): string {
  return password === '' ? '' : toBase64(toBase64(password) + SUFFIX);
}

/** The plain password, or '' when the stored text is not one this site wrote. */
export function decodeSavedPassword(encoded: string): string {
  try {
    const inner = fromBase64(encoded);
    return inner.endsWith(SUFFIX) ? fromBase64(inner.slice(0, -SUFFIX.length)) : '';
  } catch {
    return '';
  }
}

/** The remembered login with its password decoded, if any. */
export function readSavedLogin(): SavedLogin | undefined {
  const saved = storage.getJson(
    STORAGE_KEYS.savedLogin,
    (value) => SavedLogin.safeParse(value).data,
  );
  return saved && { ...saved, password: decodeSavedPassword(saved.password) };
}

export function saveLogin(login: SavedLogin): void {
  const stored = { ...login, password: encodeSavedPassword(login.password) };
  storage.set(STORAGE_KEYS.savedLogin, JSON.stringify(stored));
}

export function clearSavedLogin(): void {
  storage.remove(STORAGE_KEYS.savedLogin);
}

/** After a password change (SPEC §4): keep the remembered account, forget its password. */
export function clearSavedPassword(): void {
  const saved = readSavedLogin();
  if (saved) saveLogin({ ...saved, password: '' });
}

/**
 * After a password reset (forgot password: SMS or e-mailed link) of `userName`: a remembered
 * password of that account is the old one, so it becomes the new one. Other accounts, and a saved
 * login that holds no password, stay as they are.
 */
export function updateSavedPassword(userName: string, password: string): void {
  const saved = readSavedLogin();
  const sameAccount = saved?.username.trim().toLowerCase() === userName.trim().toLowerCase();
  if (saved?.type === 'username' && sameAccount && saved.password !== '') {
    saveLogin({ ...saved, password });
  }
}
