import {
  checkField,
  DEFAULT_REGISTER_SETTINGS,
  type FieldRule,
  type RegisterSettings,
} from '@app/contracts';
import { ruleMessageValues } from '../../shared/password-rule';
import type { ChangePasswordValues } from './api/change-password';

export type ChangePasswordField = keyof ChangePasswordValues;
/** A field's problem: an i18n key (account namespace) and the values its text needs. */
export type ChangePasswordMessage = { key: string; values?: Record<string, string | number> };
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordMessage>>;

/** An empty field says what to enter; a value that breaks the rule, what the rule expects. */
const byRule = (rule: FieldRule | undefined, value: string, emptyKey: string) => {
  if (value === '') return { key: emptyKey };
  const key = checkField(rule, value);
  return rule === undefined || key === undefined
    ? undefined
    : { key: `rules.${key}`, values: ruleMessageValues(rule) };
};

/**
 * SPEC §5 "Change password": new by the register password rule, old by the login-password rule
 * (skipped when the old password is held), confirm required ('Enter password',
 * in_incorrect_password) and equal to the new one. Until the merchant's rules load, the default
 * rules stand in (the server checks again either way).
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  settings: RegisterSettings | undefined,
  { isOldHeld }: { isOldHeld: boolean },
): ChangePasswordErrors {
  const rules = settings ?? DEFAULT_REGISTER_SETTINGS;
  const errors: ChangePasswordErrors = {};
  const oldError = isOldHeld
    ? undefined
    : byRule(rules.login.loginPassword, values.oldPassword, 'empty_old_password');
  if (oldError) errors.oldPassword = oldError;
  const newError = byRule(rules.register.password, values.newPassword, 'empty_new_password');
  if (newError) errors.newPassword = newError;
  if (values.confirmNewPassword === '')
    errors.confirmNewPassword = { key: 'in_incorrect_password' };
  else if (values.confirmNewPassword !== values.newPassword) {
    errors.confirmNewPassword = { key: 'in_confirmation_correct' };
  }
  return errors;
}
