import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_DEBOUNCE_MS } from '../constants';

/** Calls `callback` once the language has changed and settled (SPEC §4: after 200 ms). */
export function useOnLanguageChange(callback: () => void) {
  const { i18n } = useTranslation();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), LANGUAGE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', handle);
    return () => {
      i18n.off('languageChanged', handle);
      clearTimeout(timer);
    };
  }, [i18n]);
}
