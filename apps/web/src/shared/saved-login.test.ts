import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSavedPassword,
  migrateSavedLogin,
  readSavedAccount,
  readSavedLogin,
  saveLogin,
  updateSavedPassword,
  type SavedLogin,
} from './saved-login';

const PASSWORD = 'pässwörd1';
const juan: SavedLogin = {
  type: 'username',
  username: 'juan',
  password: PASSWORD,
  countryDialingCode: '63',
};
const rawSaved = () => window.localStorage.getItem('savedLogin') ?? '';
const storedPassword = () => (JSON.parse(rawSaved()) as { password: string }).password;
const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
/** The format the site stored before: base64 twice with a suffix between. */
const legacy = (password: string) => base64(base64(password) + '@mc');

describe('saved login (SPEC §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the shape of SPEC §3 with the password sealed, and reads it back', async () => {
    await saveLogin(juan);
    const stored = JSON.parse(rawSaved()) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual([
      'countryDialingCode',
      'password',
      'type',
      'username',
    ]);
    expect(stored.password).toMatch(/^v2:[A-Za-z0-9+/]+=*$/);
    expect(await readSavedLogin()).toEqual(juan);
  });

  it('never stores the password or its base64 in localStorage', async () => {
    await saveLogin(juan);
    const raw = rawSaved();
    for (const revealing of [PASSWORD, base64(PASSWORD), legacy(PASSWORD)]) {
      expect(raw).not.toContain(revealing);
    }
    // Two saves of one password differ (fresh IV): equal texts do not tell equal passwords.
    const first = storedPassword();
    await saveLogin(juan);
    expect(storedPassword()).not.toBe(first);
  });

  it('cannot be opened with a fresh key in a new IndexedDB (a copied localStorage)', async () => {
    await saveLogin(juan);
    const copied = rawSaved();
    vi.stubGlobal('indexedDB', new IDBFactory());
    // That browser has a key of its own (made by its own remembered login).
    await saveLogin({ ...juan, password: 'other123' });
    window.localStorage.setItem('savedLogin', copied);
    expect(await readSavedLogin()).toEqual({ ...juan, password: '' });
    // The useless sealed text is dropped; the account stays remembered.
    expect(storedPassword()).toBe('');
    expect(readSavedAccount()).toMatchObject({ username: 'juan', hasPassword: false });
  });

  it('does not open under another account', async () => {
    await saveLogin(juan);
    const stored = JSON.parse(rawSaved()) as Record<string, string>;
    window.localStorage.setItem('savedLogin', JSON.stringify({ ...stored, username: 'maria' }));
    expect(await readSavedLogin()).toMatchObject({ username: 'maria', password: '' });
  });

  it('remembers only the account where the browser cannot keep a key', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await saveLogin(juan);
    expect(JSON.parse(rawSaved())).toEqual({ ...juan, password: '' });
    expect(rawSaved()).not.toContain(base64(PASSWORD));
  });

  it('seals an entry of the old base64 format at start-up', async () => {
    window.localStorage.setItem(
      'savedLogin',
      JSON.stringify({ ...juan, password: legacy(PASSWORD) }),
    );
    await migrateSavedLogin();
    expect(storedPassword()).toMatch(/^v2:/);
    expect(rawSaved()).not.toContain(legacy(PASSWORD));
    expect(await readSavedLogin()).toEqual(juan);
  });

  it('drops the password of an old entry where it cannot be sealed', async () => {
    vi.stubGlobal('indexedDB', undefined);
    window.localStorage.setItem(
      'savedLogin',
      JSON.stringify({ ...juan, password: legacy(PASSWORD) }),
    );
    await migrateSavedLogin();
    expect(JSON.parse(rawSaved())).toEqual({ ...juan, password: '' });
  });

  it('forgets only the password after a password change', async () => {
    await saveLogin({ ...juan, password: 'old12345' });
    clearSavedPassword();
    expect(await readSavedLogin()).toMatchObject({ username: 'juan', password: '' });
  });

  it('after a reset updates the remembered password of that account only', async () => {
    await saveLogin({
      type: 'username',
      username: 'juan',
      password: 'old12345',
      countryDialingCode: '',
    });
    await updateSavedPassword('maria', 'new12345');
    expect(await readSavedLogin()).toMatchObject({ password: 'old12345' });
    await updateSavedPassword(' JUAN ', 'new12345');
    expect(await readSavedLogin()).toMatchObject({ username: 'juan', password: 'new12345' });
  });
});
