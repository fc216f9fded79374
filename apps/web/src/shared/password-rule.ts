import { DEFAULT_REGISTER_SETTINGS, type FieldRule } from '@app/contracts';

/** The default password pattern: letters and a digit, or a passphrase of 16+ characters. */
const PASSPHRASE_PATTERN = DEFAULT_REGISTER_SETTINGS.register.password.acceptedPattern;

/**
 * i18n values for a rule's message, so it says what is expected: the rule's lengths, and as
 * i18next context the shape its pattern asks for when the web knows it ('passphrase': the default
 * password pattern). A message without the context's variant falls back to the plain one.
 */
export function ruleMessageValues(rule: FieldRule): Record<string, string | number> {
  const values: Record<string, string | number> = { min: rule.minLength, max: rule.maxLength };
  if (rule.acceptedPattern !== null && rule.acceptedPattern === PASSPHRASE_PATTERN) {
    values.context = 'passphrase';
  }
  return values;
}
