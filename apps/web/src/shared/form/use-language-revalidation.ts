import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { KitForm } from './use-kit-form';

/** SPEC §9 language-change debounce. */
export const LANGUAGE_DEBOUNCE_MS = 200;

/**
 * SPEC §4: once the language has changed and settled (200 ms), the filled fields among `names`
 * are checked again. (Errors on screen switch language at once; this re-runs the rules.)
 */
export function useLanguageRevalidation<T extends FieldValues>(
  form: KitForm<T>,
  names: readonly FieldPath<T>[],
) {
  const { i18n } = useTranslation();
  const latest = useRef({ form, names });
  useEffect(() => {
    latest.current = { form, names };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { form: current, names: fields } = latest.current;
        const filled = fields.filter((name) => {
          const value: unknown = current.getValues(name);
          return typeof value === 'string' && value.trim() !== '';
        });
        if (filled.length > 0) void current.trigger(filled);
      }, LANGUAGE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', handle);
    return () => {
      i18n.off('languageChanged', handle);
      clearTimeout(timer);
    };
  }, [i18n]);
}
