import type { Language } from '@app/contracts';
import { useEffect, useState } from 'react';
import { LANGUAGE_DEBOUNCE_MS } from '../form/use-language-revalidation';
import { useSite } from './use-site';

/**
 * The site's language, 200 ms after it last changed (SPEC §4/§9: the lottery lobby's menu and
 * the game and hot lists are asked for again on a language change, debounced): a quick double
 * switch asks once. Queries key on this, not on the language itself.
 */
export function useDebouncedLanguage(): Language {
  const { language } = useSite();
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    if (language === settled) return;
    const timer = setTimeout(() => setSettled(language), LANGUAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language, settled]);
  return settled;
}
