import { z } from 'zod';

/** The spec's language codes: TY is the site's local default (shipped as Filipino), EN is English. */
export const Language = z.enum(['TY', 'EN']);
export type Language = z.infer<typeof Language>;

export const DEFAULT_LANGUAGE: Language = 'TY';
export const SUPPORTED_LANGUAGES: readonly Language[] = ['TY', 'EN'];

/** BCP 47 tag for each code, for `<html lang>` and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = { TY: 'fil', EN: 'en' };

export function parseLanguage(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  const parsed = Language.safeParse(typeof value === 'string' ? value.toUpperCase() : value);
  return parsed.success ? parsed.data : fallback;
}
