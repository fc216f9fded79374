/** The spec's language codes: TY is the site's local default (shipped as Filipino), EN is English. */
export const LANGUAGE_CODES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: Language = 'TY';
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGE_CODES;

/** BCP 47 tag for each code, for `<html lang>` and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = { TY: 'fil', EN: 'en' };

/** A language code in any letter case, else `fallback`. */
export function parseLanguage(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  const code = typeof value === 'string' ? value.toUpperCase() : value;
  return LANGUAGE_CODES.find((language) => language === code) ?? fallback;
}
