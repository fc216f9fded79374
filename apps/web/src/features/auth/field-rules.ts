import { checkField, type FieldRule } from '@app/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessageValues } from '../../shared/password-rule';
import type { FieldMessage } from './hooks/use-form-fields';

/**
 * A value against the server's rule for its field (SPEC §5). `required`, when given, decides over
 * the rule's own flag: login fields always need a value; an SMS code of a username registration
 * only once a mobile number is given. A required field left empty says what to enter
 * ('empty.<name>'); a value that breaks the rule gets the rule's message with its lengths.
 */
export function checkRule(
  name: string,
  rule: FieldRule | undefined,
  value: string,
  required?: boolean,
): FieldMessage | undefined {
  const isRequired = required ?? (rule?.enabled === true && rule.required);
  if (value.trim() === '') return isRequired ? { key: `empty.${name}` } : undefined;
  if (rule === undefined) return undefined;
  const key = checkField({ ...rule, required: isRequired }, value);
  return key === undefined ? undefined : { key, values: ruleMessageValues(rule) };
}

/** Captcha: required (in_vwrite_code); the input itself keeps it to digits, at most 6. */
export const checkCaptcha = (value: string): FieldMessage | undefined =>
  value.trim() === '' ? { key: 'in_vwrite_code' } : undefined;

/** Confirm password: required (in_incorrect_password) and equal (in_confirmation_correct). */
export function checkConfirm(password: string, confirm: string): FieldMessage | undefined {
  if (confirm === '') return { key: 'in_incorrect_password' };
  return confirm === password ? undefined : { key: 'in_confirmation_correct' };
}

/** Turns a field message into text in the current language. */
export function useMessageText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (message: FieldMessage | undefined): string | undefined => {
      if (message === undefined) return undefined;
      if ('text' in message) return message.text;
      return t(message.key, { ...message.values, defaultValue: t('field_format_error') });
    },
    [t],
  );
}
