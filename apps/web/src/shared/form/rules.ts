import { checkField, PASSPHRASE_MIN_LENGTH, type FieldRule } from '@app/contracts';
import { z } from 'zod';
import { encodeMessage, type FormMessage } from './messages';

/**
 * SPEC §5 field rules as zod schemas. Each failure carries the key of its text (common
 * namespace): an empty required field says what to enter (form.empty.<name>), a value that breaks
 * the server's rule gets the rule's own message with its lengths.
 */

/** i18n values for a rule's message: its lengths and the passphrase length it may name. */
export function ruleMessageValues(rule: FieldRule): Record<string, string | number> {
  return { min: rule.minLength, max: rule.maxLength, passphraseMin: PASSPHRASE_MIN_LENGTH };
}

/**
 * SPEC §5 forgot-by-email pattern: word characters with optional dotted parts, @, a domain and
 * one to three suffix groups of two to three letters.
 */
export const EMAIL_PATTERN = /^\w+([.-]\w+)*@\w+([.-]\w+)*(\.[A-Za-z]{2,3}){1,3}$/;

/** A string field that fails with `check`'s message, if any. */
export function checkedText(check: (value: string) => FormMessage | undefined) {
  return z.string().superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: encodeMessage(problem) });
  });
}

type RuleOptions = {
  /** The field's name in form.empty.* (what to enter when it is left empty). */
  empty: string;
  /**
   * Decides over the rule's own flag when given: login fields always need a value; an SMS code
   * of a username registration only once a mobile number is given.
   */
  required?: boolean;
  /** The message of a value that breaks the rule, instead of the rule's own. */
  broken?: FormMessage;
};

/** The rule's check of a value (SPEC §5: a non-required empty field passes). */
export function checkRule(
  rule: FieldRule | undefined,
  value: string,
  { empty, required, broken }: RuleOptions,
): FormMessage | undefined {
  const isRequired = required ?? (rule?.enabled === true && rule.required);
  if (value.trim() === '') return isRequired ? { key: `form.empty.${empty}` } : undefined;
  if (rule === undefined) return undefined;
  const key = checkField({ ...rule, required: isRequired }, value);
  if (key === undefined) return undefined;
  return broken ?? { key, values: ruleMessageValues(rule) };
}

/** A field checked by the server's rule for it. */
export const ruleField = (rule: FieldRule | undefined, options: RuleOptions) =>
  checkedText((value) => checkRule(rule, value, options));

/** Captcha: required (in_vwrite_code); the input itself keeps it to digits, at most 6. */
export const captchaField = () =>
  checkedText((value) => (value.trim() === '' ? { key: 'in_vwrite_code' } : undefined));

/** A confirmation: required (in_incorrect_password) and equal to `password` (in_confirmation_correct). */
export const confirmField = (password: string) =>
  checkedText((value) => {
    if (value === '') return { key: 'in_incorrect_password' };
    return value === password ? undefined : { key: 'in_confirmation_correct' };
  });

/** E-mail of the forgot-password form: required, SPEC §5 pattern ('email incorrect'), trimmed. */
export const emailField = () =>
  checkedText((raw) => {
    const value = raw.trim();
    if (value === '') return { key: 'form.empty.email' };
    return EMAIL_PATTERN.test(value) ? undefined : { key: 'email_incorrect' };
  });

/** A field with no check of its own (a held password, a field the form leaves to the server). */
export const anyText = () => z.string();
