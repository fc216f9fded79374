import { parseLanguage, type Language } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';

/** The site language the page is shown in (TY or EN); re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.language);
}
