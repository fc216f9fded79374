import { z } from 'zod';
import { fromBase64, isSealedSecret, openSecret, sealSecret } from './device-secret';
import { STORAGE_KEYS, storage } from './storage';

/**
 * SPEC §3 "Saved login" of the remember-password box: type, username, password and dialing code.
 * The stored password is sealed to this browser (device-secret.ts: AES-GCM, a non-extractable key
 * in IndexedDB), so a copy of localStorage does not reveal it. Where the browser cannot keep such
 * a key, only the account is remembered, never the password in plain text.
 */
export const SavedLogin = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.string(),
});
export type SavedLogin = z.infer<typeof SavedLogin>;
/** The saved login without its password, readable at once; hasPassword: one is remembered. */
export type SavedAccount = Omit<SavedLogin, 'password'> & { hasPassword: boolean };

/** The sealed password belongs to this entry only: it does not open under another account. */
const contextOf = ({ type, username }: Pick<SavedLogin, 'type' | 'username'>) =>
  `savedLogin:${type}:${username}`;

const readStored = (): SavedLogin | undefined =>
  storage.getJson(STORAGE_KEYS.savedLogin, (value) => SavedLogin.safeParse(value).data);

const writeStored = (login: SavedLogin) =>
  storage.set(STORAGE_KEYS.savedLogin, JSON.stringify(login));

/** The old format (before sealing): base64 twice with a suffix between; '' when not that. */
const LEGACY_SUFFIX = '@mc';
function decodeLegacyPassword(encoded: string): string {
  const decode = (text: string) => new TextDecoder().decode(fromBase64(text));
  try {
    const inner = decode(encoded);
    return inner.endsWith(LEGACY_SUFFIX) ? decode(inner.slice(0, -LEGACY_SUFFIX.length)) : '';
  } catch {
    return '';
  }
}

/** The remembered account, without decrypting anything. */
export function readSavedAccount(): SavedAccount | undefined {
  const stored = readStored();
  if (!stored) return undefined;
  const { password, ...account } = stored;
  return { ...account, hasPassword: password !== '' };
}

/**
 * The remembered login with its password in plain text; '' when none, or when it cannot be opened.
 * A password that will never open here (no key in this browser, another account's) is dropped,
 * the account kept; one that cannot be opened just now (storage failing or too slow) stays for
 * a later read. An entry still in the old format is only decoded (migrateSavedLogin seals it).
 */
export async function readSavedLogin(): Promise<SavedLogin | undefined> {
  const stored = readStored();
  if (!stored || stored.password === '') return stored;
  if (!isSealedSecret(stored.password)) {
    return { ...stored, password: decodeLegacyPassword(stored.password) };
  }
  const opened = await openSecret(stored.password, contextOf(stored));
  if (opened.status === 'opened') return { ...stored, password: opened.secret };
  if (opened.status === 'unreadable') dropPasswordOf(stored);
  return { ...stored, password: '' };
}

/** The password of `login` sealed, or '' when none or where the browser cannot seal. */
const sealedPasswordOf = async (login: SavedLogin) =>
  login.password === '' ? '' : ((await sealSecret(login.password, contextOf(login))) ?? '');

/** Remembers `login`; its password sealed, or left out where the browser cannot seal. Never fails. */
export async function saveLogin(login: SavedLogin): Promise<void> {
  writeStored({ ...login, password: await sealedPasswordOf(login) });
}

export function clearSavedLogin(): void {
  storage.remove(STORAGE_KEYS.savedLogin);
}

/** Drops the password of `seen` unless the entry changed meanwhile (a login saved since). */
function dropPasswordOf(seen: SavedLogin) {
  const current = readStored();
  if (current?.password === seen.password) writeStored({ ...current, password: '' });
}

/** After a password change (SPEC §4): keep the remembered account, forget its password. */
export function clearSavedPassword(): void {
  const stored = readStored();
  if (stored && stored.password !== '') writeStored({ ...stored, password: '' });
}

/** Whether the saved login is the username login of `userName` (any case, spaces around). */
export function isSavedAccount(saved: Pick<SavedLogin, 'type' | 'username'>, userName: string) {
  const same = saved.username.trim().toLowerCase() === userName.trim().toLowerCase();
  return saved.type === 'username' && same;
}

/**
 * After a password reset (forgot password: SMS or e-mailed link) of `userName`: a remembered
 * password of that account is the old one, so it becomes the new one. Other accounts, and a saved
 * login that holds no password, stay as they are. Never fails: the reset itself succeeded.
 */
export async function updateSavedPassword(userName: string, password: string): Promise<void> {
  const stored = readStored();
  if (!stored || !isSavedAccount(stored, userName) || stored.password === '') return;
  await saveLogin({ ...stored, password });
}

/**
 * At start-up: an entry still in the old, readable format is sealed (or loses its password where
 * sealing is not possible), unless a login was saved meanwhile.
 */
export async function migrateSavedLogin(): Promise<void> {
  const stored = readStored();
  if (!stored || stored.password === '' || isSealedSecret(stored.password)) return;
  const password = await sealedPasswordOf({
    ...stored,
    password: decodeLegacyPassword(stored.password),
  });
  if (readStored()?.password === stored.password) writeStored({ ...stored, password });
}
