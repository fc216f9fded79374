import { describe, expect, it } from 'vitest';
import { PASSPHRASE_MIN_LENGTH } from './auth.js';
import { checkField, DEFAULT_REGISTER_SETTINGS } from './field-rules.js';

describe('default password rule', () => {
  const rule = DEFAULT_REGISTER_SETTINGS.register.password;

  it('takes letters with a digit, or a passphrase of PASSPHRASE_MIN_LENGTH characters', () => {
    expect(checkField(rule, 'abc12345')).toBeUndefined();
    expect(checkField(rule, 'a'.repeat(PASSPHRASE_MIN_LENGTH - 1))).toBe(
      'password_passphrase_error',
    );
    expect(checkField(rule, 'ab cd '.repeat(3).slice(0, PASSPHRASE_MIN_LENGTH))).toBeUndefined();
  });

  it('names its own message, which says what a passphrase is', () => {
    expect(rule.messageKey).toBe('password_passphrase_error');
  });
});
