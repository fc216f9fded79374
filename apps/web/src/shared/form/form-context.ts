import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { KitForm } from './use-kit-form';

export type FormContextValue = {
  form: KitForm<FieldValues>;
  /** A submit (or anything the form waits for) is under way: the submit button is disabled. */
  isPending: boolean;
};

export const FormContext = createContext<FormContextValue | null>(null);

/** The form a kit field sits in (the kit's fields work only inside <Form>). */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('A form field must sit inside <Form>');
  return value;
}
