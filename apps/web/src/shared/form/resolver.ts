import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** The form's schema, or a function of the values when fields come and go with them. */
export type FormSchema<T> = ZodType | ((values: T) => ZodType);

/**
 * A react-hook-form resolver for a zod schema: the first issue of each field becomes its error
 * (its message is the encoded FormMessage of rules.ts). The values go on unchanged: the submit
 * handlers trim what the wire wants trimmed.
 */
export function zodFormResolver<T extends FieldValues>(schema: FormSchema<T>): Resolver<T> {
  return (values) => {
    const result = (typeof schema === 'function' ? schema(values) : schema).safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
