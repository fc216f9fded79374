import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { hasControlChars } from '@app/contracts';
import { encodeMessage } from './messages';

/** The zod rule of each field of the form (fields without one are not checked). */
export type FieldSchemas<T> = Partial<Record<keyof T & string, ZodType>>;
/** The form's rules, or a function of the values when fields come and go with them. */
export type FormSchema<T> = FieldSchemas<T> | ((values: T) => FieldSchemas<T>);

/**
 * A react-hook-form resolver over one zod schema per field: the first issue of a field becomes
 * its error (its message is the encoded FormMessage of rules.ts). Each field is parsed on its own
 * (a z.object would be compiled again for every check of a form whose fields change). The values
 * go on unchanged: the submit handlers trim what the wire wants trimmed.
 */
export function zodFormResolver<T extends FieldValues>(schema: FormSchema<T>): Resolver<T> {
  return (values) => {
    const errors = checkFields(schema, values);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** Fields whose rule allows line breaks and tabs and refuses other control characters itself. */
const multiLineFields = new WeakSet<ZodType>();

/** A field of several lines (a message): its own rule checks control characters, not the kit's. */
export function multiLine<S extends ZodType>(schema: S): S {
  multiLineFields.add(schema);
  return schema;
}

/** The errors of the form's fields (of `names` only, when given) for `values`. */
export function checkFields<T extends FieldValues>(
  schema: FormSchema<T>,
  values: T,
  names?: readonly string[],
): Record<string, FieldError> {
  const fields = typeof schema === 'function' ? schema(values) : schema;
  const errors: Record<string, FieldError> = {};
  for (const [name, fieldSchema] of Object.entries(fields) as [string, ZodType | undefined][]) {
    if (names && !names.includes(name)) continue;
    const value: unknown = values[name];
    // As the server refuses them in every text (contracts text()): said under the field at once.
    if (
      fieldSchema &&
      !multiLineFields.has(fieldSchema) &&
      typeof value === 'string' &&
      hasControlChars(value)
    ) {
      errors[name] = { type: 'custom', message: encodeMessage({ key: 'field_control_chars' }) };
      continue;
    }
    const issue = fieldSchema?.safeParse(value).error?.issues[0];
    if (issue) errors[name] = { type: issue.code, message: issue.message };
  }
  return errors;
}
