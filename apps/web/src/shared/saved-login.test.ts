import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET_STORAGE_TIMEOUT_MS } from './device-secret';
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

/** An IndexedDB whose open request ends as `answer` says (or never, as on a stuck disk). */
function troubledIndexedDb(answer: 'error' | 'blocked' | 'never') {
  return {
    open: () => {
      const request: { onerror?: () => void; onblocked?: () => void } = {};
      if (answer === 'error') setTimeout(() => request.onerror?.(), 0);
      if (answer === 'blocked') setTimeout(() => request.onblocked?.(), 0);
      return request;
    },
  };
}

describe('saved login (SPEC §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
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

  it('drops the password where this browser has no key for it', async () => {
    await saveLogin(juan);
    vi.stubGlobal('indexedDB', new IDBFactory());
    expect(await readSavedLogin()).toEqual({ ...juan, password: '' });
    expect(storedPassword()).toBe('');
  });

  it.each([
    ['fails (a lost connection)', 'error'],
    ['is blocked by another tab', 'blocked'],
  ] as const)(
    'keeps the password when the storage %s, and opens it once it works',
    async (_, answer) => {
      await saveLogin(juan);
      const sealed = storedPassword();
      vi.stubGlobal('indexedDB', troubledIndexedDb(answer));
      expect(await readSavedLogin()).toEqual({ ...juan, password: '' });
      expect(storedPassword()).toBe(sealed);
      expect(readSavedAccount()).toMatchObject({ hasPassword: true });

      vi.unstubAllGlobals();
      expect(await readSavedLogin()).toEqual(juan);
    },
  );

  it('answers without the password after 2 s of a storage that does not answer, keeping it', async () => {
    await saveLogin(juan);
    const sealed = storedPassword();
    vi.stubGlobal('indexedDB', troubledIndexedDb('never'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: SavedLogin | undefined;
    void readSavedLogin().then((login) => (answer = login));
    await vi.advanceTimersByTimeAsync(SECRET_STORAGE_TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ ...juan, password: '' });
    expect(SECRET_STORAGE_TIMEOUT_MS).toBe(2000);
    expect(storedPassword()).toBe(sealed);
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

  it('reads an old entry before its migration without writing it', async () => {
    const old = JSON.stringify({ ...juan, password: legacy(PASSWORD) });
    window.localStorage.setItem('savedLogin', old);
    expect(await readSavedLogin()).toEqual(juan);
    expect(rawSaved()).toBe(old);
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
