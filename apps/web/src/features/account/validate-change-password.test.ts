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

  it('checks the new password by the register password rule', () => {
    const errors = validateChangePassword(
      { ...values, newPassword: 'letters', confirmNewPassword: 'letters' },
      rules,
      { isOldHeld: false },
    );
    expect(errors).toEqual({ newPassword: 'rules.password_format_error' });
  });

  it('checks the old password by the login rule only when it is not held', () => {
    const short = { ...values, oldPassword: 'abc' };
    expect(validateChangePassword(short, rules, { isOldHeld: false })).toEqual({
      oldPassword: 'rules.password_format_error',
    });
    expect(validateChangePassword(short, rules, { isOldHeld: true })).toEqual({});
  });

  it("requires the confirmation ('Enter password') and that it matches", () => {
    expect(
      validateChangePassword({ ...values, confirmNewPassword: '' }, rules, { isOldHeld: true }),
    ).toEqual({ confirmNewPassword: 'in_incorrect_password' });
    expect(
      validateChangePassword({ ...values, confirmNewPassword: 'Other999' }, rules, {
        isOldHeld: true,
      }),
    ).toEqual({ confirmNewPassword: 'in_confirmation_correct' });
  });

  it('uses the default rules until the merchant rules load', () => {
    const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
    expect(validateChangePassword(empty, undefined, { isOldHeld: false })).toEqual({
      oldPassword: 'in_incorrect_password',
      newPassword: 'in_incorrect_password',
      confirmNewPassword: 'in_incorrect_password',
    });
  });
});
