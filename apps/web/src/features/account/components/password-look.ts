import type { PasswordFieldLook } from '../../../shared/ui/password-field';

/** The shared password field on the account pages (the hint shows under the field). */
export const ACCOUNT_PASSWORD_LOOK: PasswordFieldLook = {
  field: 'account-field',
  control: 'account-control',
  controlInvalid: 'is-invalid',
  toggle: 'account-eye',
  error: 'account-error',
  hint: 'account-hint',
  hintAs: 'note',
};
