import type { PasswordFieldLook } from '../../../shared/ui/password-field';

/** The shared password field in the dark auth forms (as TextField: the hint is the placeholder). */
export const AUTH_PASSWORD_LOOK: PasswordFieldLook = {
  field: 'auth-field',
  fieldInvalid: 'has-error',
  label: 'auth-label',
  required: 'auth-required',
  control: 'auth-control',
  input: 'auth-input',
  toggle: 'auth-adornment',
  error: 'auth-error',
  hintAs: 'placeholder',
};
