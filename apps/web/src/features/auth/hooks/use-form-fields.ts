import { useCallback, useEffect, useRef, useState } from 'react';

/** A field's problem: an i18n key of the auth namespace, or a text the server already translated. */
export type FieldMessage =
  { key: string; values?: Record<string, string | number> } | { text: string };
export type Validator<K extends string> = (
  name: K,
  values: Readonly<Record<K, string>>,
) => FieldMessage | undefined;

/**
 * A small form state: values, errors by field, focus of the first invalid field. A field is
 * checked when it loses focus after a change, again on every change while it shows an error,
 * and all together on submit (SPEC §4: validate all, focus the first invalid).
 */
export function useFormFields<K extends string>(
  initial: Record<K, string>,
  validator: Validator<K>,
) {
  const [values, setValuesState] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, FieldMessage>>>({});
  const [touched, setTouched] = useState(false);
  const current = useRef(initial);
  const dirty = useRef(new Set<K>());
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const check = useRef(validator);
  useEffect(() => {
    check.current = validator;
  });

  const focus = useCallback((name: K) => inputs.current.get(name)?.focus(), []);

  const setError = useCallback(
    (name: K, message: FieldMessage | undefined, shouldFocus = false) => {
      setErrors((previous) => ({ ...previous, [name]: message }));
      if (shouldFocus) focus(name);
    },
    [focus],
  );

  const setValues = useCallback((patch: Partial<Record<K, string>>) => {
    current.current = { ...current.current, ...patch };
    setValuesState(current.current);
  }, []);

  const setValue = useCallback(
    (name: K, value: string) => {
      setValues({ [name]: value } as Partial<Record<K, string>>);
      dirty.current.add(name);
      setTouched(true);
      // Fields showing an error follow the typing (a confirm field follows its password too).
      setErrors((previous) => {
        const next = { ...previous };
        for (const key of Object.keys(previous) as K[]) {
          if (previous[key]) next[key] = check.current(key, current.current);
        }
        return next;
      });
    },
    [setValues],
  );

  const blur = useCallback(
    (name: K) => {
      if (dirty.current.has(name)) setError(name, check.current(name, current.current));
    },
    [setError],
  );

  /** Checks `names` in order; focuses the first invalid one. True when all pass. */
  const validateAll = useCallback(
    (names: readonly K[]) => {
      const found = names.map((name) => [name, check.current(name, current.current)] as const);
      setErrors((previous) => ({ ...previous, ...Object.fromEntries(found) }));
      const firstInvalid = found.find(([, message]) => message !== undefined);
      if (firstInvalid) focus(firstInvalid[0]);
      return firstInvalid === undefined;
    },
    [focus],
  );

  /** Re-checks the fields that hold a value (after a language change). */
  const revalidateFilled = useCallback((names: readonly K[]) => {
    const filled = names.filter((name) => current.current[name].trim() !== '');
    const found = filled.map((name) => [name, check.current(name, current.current)] as const);
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(found) }));
  }, []);

  const clearErrors = useCallback(() => setErrors({}), []);

  /** The values as they are now (for work that finishes later than the render that began it). */
  const getValues = useCallback((): Readonly<Record<K, string>> => current.current, []);

  const inputRef = useCallback(
    (name: K) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    [],
  );

  const hasErrors = Object.values(errors).some((message) => message !== undefined);
  return {
    values,
    errors,
    touched,
    hasErrors,
    setValue,
    setValues,
    getValues,
    setError,
    blur,
    focus,
    validateAll,
    revalidateFilled,
    clearErrors,
    inputRef,
  };
}
export type FormFields<K extends string> = ReturnType<typeof useFormFields<K>>;
