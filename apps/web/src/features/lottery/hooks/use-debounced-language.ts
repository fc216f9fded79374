import type { Language } from '@app/contracts';
import { useEffect, useState } from 'react';
import { LANGUAGE_DEBOUNCE_MS } from '@/shared/form/use-language-revalidation';
import { useSite } from '@/shared/site/use-site';

/**
 * The site's language, 200 ms after it last changed (SPEC §4/§9: the lobby asks for its menu
 * again on a language change, debounced): a quick double switch asks once.
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
