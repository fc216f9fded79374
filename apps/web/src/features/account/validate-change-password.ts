import {
  checkField,
  DEFAULT_REGISTER_SETTINGS,
  type FieldRule,
  type RegisterSettings,
} from '@app/contracts';
import type { ChangePasswordValues } from './api/change-password';

export type ChangePasswordField = keyof ChangePasswordValues;
/** Field → i18n key (in the account namespace) of its message. */
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;

const REQUIRED = 'in_incorrect_password';
const byRule = (rule: FieldRule | undefined, value: string) => {
  if (value === '') return REQUIRED;
  const key = checkField(rule, value);
  return key === undefined ? undefined : `rules.${key}`;
};

/**
 * SPEC §5 "Change password": new by the register password rule, old by the login-password rule
 * (skipped when the old password is held), confirm required and equal to the new one. Until the
 * merchant's rules load, the default rules stand in (the server checks again either way).
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  settings: RegisterSettings | undefined,
  { isOldHeld }: { isOldHeld: boolean },
): ChangePasswordErrors {
  const rules = settings ?? DEFAULT_REGISTER_SETTINGS;
  const errors: ChangePasswordErrors = {};
  const oldError = isOldHeld ? undefined : byRule(rules.login.loginPassword, values.oldPassword);
  if (oldError) errors.oldPassword = oldError;
  const newError = byRule(rules.register.password, values.newPassword);
  if (newError) errors.newPassword = newError;
  if (values.confirmNewPassword === '') errors.confirmNewPassword = REQUIRED;
  else if (values.confirmNewPassword !== values.newPassword) {
    errors.confirmNewPassword = 'in_confirmation_correct';
  }
  return errors;
}
