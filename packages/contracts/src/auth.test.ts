import { describe, expect, it } from 'vitest';
import { registrationUsesSmsCode } from './auth.js';

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
