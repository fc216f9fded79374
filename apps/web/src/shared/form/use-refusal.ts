import { useState } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { ApiError } from '../api-client';
import { refusalMessage, useMessageText } from './messages';
import type { KitForm } from './use-kit-form';

type Refusal = { message: string; field: string | undefined };

/**
 * What a money form does with its request's answer: an empty form once it is made, and a refusal
 * under the field it names when that field is on screen (the kit's placeServerError), else said
 * under the form, kept by its code so it follows a language. The form clears that one on any edit
 * (`clear`); `emptied` is typed again from scratch when it is the field refused (a wrong payment
 * password).
 */
export function useRefusal<T extends FieldValues>(
  form: KitForm<T>,
  fields: readonly FieldPath<T>[],
  emptied?: FieldPath<T>,
) {
  const [refusal, setRefusal] = useState<Refusal>();
  const messageText = useMessageText();
  const refused = (error: unknown) => {
    const field = error instanceof ApiError ? error.field : undefined;
    if (emptied !== undefined && field === emptied) {
      form.setValue(emptied, '' as PathValue<T, FieldPath<T>>);
    }
    if (!form.placeServerError(error, { fields })) {
      setRefusal({ message: refusalMessage(error), field });
    }
  };
  return {
    /** The refusal said under the form, in the member's language. */
    text: refusal && messageText(refusal.message),
    /** The field the refusal under the form names (one that is no kit field: a picker). */
    field: refusal?.field,
    clear: () => setRefusal(undefined),
    /** The mutation's callbacks: the form emptied and `onDone` told once made, else `refused`. */
    answered: <R>(onDone: (result: R) => void) => ({
      onSuccess: (result: R) => {
        form.reset();
        onDone(result);
      },
      onError: refused,
    }),
  };
}
