import { describe, expect, it } from 'vitest';
import { registrationHasPassword, registrationUsesSmsCode } from './auth.js';

describe('registrationUsesSmsCode', () => {
  it('is always true for a mobile registration', () => {
    expect(registrationUsesSmsCode('mobile', {}, '')).toBe(true);
    expect(registrationUsesSmsCode('mobile', { REGMOBVERF3: false }, '9171234567')).toBe(true);
  });

  it('is true for a username registration only with REGMOBVERF3 and a number given', () => {
    expect(registrationUsesSmsCode('username', { REGMOBVERF3: true }, '9171234567')).toBe(true);
    expect(registrationUsesSmsCode('username', { REGMOBVERF3: true }, '  ')).toBe(false);
    expect(registrationUsesSmsCode('username', { REGMOBVERF3: false }, '9171234567')).toBe(false);
    expect(registrationUsesSmsCode('username', {}, '9171234567')).toBe(false);
  });
});

describe('registrationHasPassword', () => {
  it('is always true for a username registration', () => {
    expect(registrationHasPassword('username', {})).toBe(true);
    expect(registrationHasPassword('username', { MOBILENUMPASSREG3: false })).toBe(true);
  });

  it('is true for a mobile registration only with MOBILENUMPASSREG3 on', () => {
    expect(registrationHasPassword('mobile', { MOBILENUMPASSREG3: true })).toBe(true);
    expect(registrationHasPassword('mobile', { MOBILENUMPASSREG3: false })).toBe(false);
    expect(registrationHasPassword('mobile', {})).toBe(false);
  });
});
