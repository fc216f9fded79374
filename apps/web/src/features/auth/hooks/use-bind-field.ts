import { useMessageText } from '../field-rules';
import type { FormFields } from './use-form-fields';

/** Props that tie a field component to the form state: value, events, error text, focus. */
export function useBindField<K extends string>(form: FormFields<K>, prefix: string) {
  const text = useMessageText();
  return (name: K) => ({
    id: `${prefix}-${name}`,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: text(form.errors[name]),
    inputRef: form.inputRef(name),
  });
}
