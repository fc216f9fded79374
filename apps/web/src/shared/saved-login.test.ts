import { describe, expect, it } from 'vitest';
import {
  clearSavedPassword,
  decodeSavedPassword,
  encodeSavedPassword,
  readSavedLogin,
  saveLogin,
  updateSavedPassword,
} from './saved-login';

describe('saved login (SPEC §3)', () => {
  it('stores the password base64-encoded twice with a suffix, and reads it back', () => {
    saveLogin({
      type: 'username',
      username: 'juan',
      password: 'pässwörd1',
      countryDialingCode: '63',
    });
    const raw = window.localStorage.getItem('savedLogin') ?? '';
    expect(raw).not.toContain('pässwörd1');
    const stored = JSON.parse(raw) as { password: string };
    expect(atob(stored.password).endsWith('@mc')).toBe(true);
    expect(readSavedLogin()).toEqual({
      type: 'username',
      username: 'juan',
      password: 'pässwörd1',
      countryDialingCode: '63',
    });
  });

  it('reads a password it did not write as empty', () => {
    expect(decodeSavedPassword('not base64!')).toBe('');
    expect(decodeSavedPassword(btoa('no suffix'))).toBe('');
    expect(decodeSavedPassword(encodeSavedPassword(''))).toBe('');
  });

  it('forgets only the password after a password change', () => {
    saveLogin({
      type: 'username',
      username: 'juan',
      password: 'old12345',
      countryDialingCode: '63',
    });
    clearSavedPassword();
    expect(readSavedLogin()).toMatchObject({ username: 'juan', password: '' });
  });

  it('after a reset updates the remembered password of that account only', () => {
    saveLogin({ type: 'username', username: 'juan', password: 'old12345', countryDialingCode: '' });
    updateSavedPassword('maria', 'new12345');
    expect(readSavedLogin()).toMatchObject({ password: 'old12345' });
    updateSavedPassword(' JUAN ', 'new12345');
    expect(readSavedLogin()).toMatchObject({ username: 'juan', password: 'new12345' });
  });
});
