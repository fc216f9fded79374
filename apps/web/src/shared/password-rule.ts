import { PASSPHRASE_MIN_LENGTH, type FieldRule } from '@app/contracts';

/**
 * i18n values for a rule's message, so it says what is expected: the rule's lengths, and the
 * passphrase length that the default password rule's own message (password_passphrase_error)
 * names. The message is picked by the rule's messageKey; texts that do not use a value ignore it.
 */
export function ruleMessageValues(rule: FieldRule): Record<string, string | number> {
  return { min: rule.minLength, max: rule.maxLength, passphraseMin: PASSPHRASE_MIN_LENGTH };
}
