import { useCallback } from 'react';
import { useController } from 'react-hook-form';
import { useFormContext } from './form-context';
import { useMessageText } from './messages';

/**
 * Binds a kit field to its form: value, id, error text in the user's language, and the kit's
 * checking rules (see useKitForm). `onEdit` hears every edit the member makes; a `live` field is
 * checked on every edit once the form was submitted (an amount's issue follows the typing).
 */
export function useField(name: string, onEdit?: (value: string) => void, live = false) {
  const { form } = useFormContext();
  const { field, fieldState } = useController({ name, control: form.control });
  const text = useMessageText();
  const { registry, recheck, formState } = form;
  const { ref: fieldRef, onChange: fieldChange, onBlur: fieldBlur } = field;
  const errors = formState.errors;

  const attach = useCallback(
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRef(element);
      registry.attach(name, element);
    },
    [fieldRef, registry, name],
  );

  const onChange = (value: string) => {
    fieldChange(value);
    registry.edited.add(name);
    onEdit?.(value);
    // Fields showing an error follow the typing (a confirmation follows its password too).
    const showing = Object.keys(errors).filter((key) => key !== 'root');
    if (live && formState.isSubmitted && !showing.includes(name)) showing.push(name);
    if (showing.length > 0) recheck(showing);
  };

  const onBlur = () => {
    fieldBlur();
    if (registry.edited.has(name)) recheck([name]);
  };

  return {
    id: `${registry.idPrefix}-${name}`,
    value: typeof field.value === 'string' ? field.value : '',
    error: text(fieldState.error?.message),
    /** The input's ref callback: lets the form focus it. */
    attach,
    onChange,
    onBlur,
  };
}
