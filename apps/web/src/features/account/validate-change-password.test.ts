import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validate-change-password';

const values = {
  oldPassword: 'Demo1234',
  newPassword: 'Fresh5678',
  confirmNewPassword: 'Fresh5678',
};
const rules = DEFAULT_REGISTER_SETTINGS;

describe('change password validation (SPEC §5)', () => {
  it('accepts a new password that follows the register rule and is confirmed', () => {
    expect(validateChangePassword(values, rules, { isOldHeld: false })).toEqual({});
  });

  it('accepts a long passphrase with spaces as the new password', () => {
    const passphrase = 'correct horse battery staple '.repeat(4).trim();
    expect(passphrase.length).toBeGreaterThan(64);
    const long = { ...values, newPassword: passphrase, confirmNewPassword: passphrase };
    expect(validateChangePassword(long, rules, { isOldHeld: false })).toEqual({});
  });

  it('checks the new password by the register password rule, naming its lengths', () => {
    const errors = validateChangePassword(
      { ...values, newPassword: 'letters', confirmNewPassword: 'letters' },
      rules,
      { isOldHeld: false },
    );
    expect(errors).toEqual({
      newPassword: {
        key: 'rules.password_passphrase_error',
        values: { min: 8, max: 128, passphraseMin: 16 },
      },
    });
  });

  it('checks the old password by the login rule only when it is not held', () => {
    const short = { ...values, oldPassword: 'abc' };
    expect(validateChangePassword(short, rules, { isOldHeld: false })).toEqual({
      oldPassword: {
        key: 'rules.password_format_error',
        values: { min: 6, max: 128, passphraseMin: 16 },
      },
    });
    expect(validateChangePassword(short, rules, { isOldHeld: true })).toEqual({});
  });

  it("requires the confirmation ('Enter password') and that it matches", () => {
    expect(
      validateChangePassword({ ...values, confirmNewPassword: '' }, rules, { isOldHeld: true }),
    ).toEqual({ confirmNewPassword: { key: 'in_incorrect_password' } });
    expect(
      validateChangePassword({ ...values, confirmNewPassword: 'Other999' }, rules, {
        isOldHeld: true,
      }),
    ).toEqual({ confirmNewPassword: { key: 'in_confirmation_correct' } });
  });

  it('says what to enter in each empty field, with the default rules until the merchant rules load', () => {
    const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
    expect(validateChangePassword(empty, undefined, { isOldHeld: false })).toEqual({
      oldPassword: { key: 'empty_old_password' },
      newPassword: { key: 'empty_new_password' },
      confirmNewPassword: { key: 'in_incorrect_password' },
    });
  });
});
