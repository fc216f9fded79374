import {
  clearSavedPassword,
  isSavedAccount,
  readSavedAccount,
  readSavedLogin,
} from '@/shared/saved-login';
import { STORAGE_KEYS, storage } from '@/shared/storage';

/**
 * SPEC "Change password": the old-password field shows only when the old password is not already
 * held. The remembered password of the saved login (remember-password box) counts as held when it
 * belongs to the signed-in account. This answers at once whether one is remembered; reading it
 * (heldPassword) decrypts it.
 */
export function holdsPassword(userName: string): boolean {
  const saved = readSavedAccount();
  return saved !== undefined && saved.hasPassword && isSavedAccount(saved, userName);
}

/** The remembered password of `userName`, or undefined when none (or this browser cannot open it). */
export async function heldPassword(userName: string): Promise<string | undefined> {
  const saved = await readSavedLogin();
  if (saved && isSavedAccount(saved, userName) && saved.password !== '') return saved.password;
  return undefined;
}

/**
 * SPEC §4 after a successful change: the old password is held nowhere any more. The saved login
 * keeps its account but forgets the password (it is the old one), and the session PSW goes.
 */
export function forgetPasswordAfterChange(): void {
  clearSavedPassword();
  storage.remove(STORAGE_KEYS.sessionPassword, 'session');
}

/**
 * The server says the held password is not the account's any more (changed elsewhere): the saved
 * login forgets it, so the old-password field shows and the member types it.
 */
export function dropHeldPassword(): void {
  clearSavedPassword();
}
