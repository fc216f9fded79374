import type { I18nProvider } from '@refinedev/core';
import en from '@/locales/en.json';
import ty from '@/locales/ty.json';
import { currentLanguage, LANGUAGES, rememberLanguage, type Language } from '@/shared/language';

type Dictionary = { [key: string]: string | Dictionary };

/** A console area's own texts (`src/resources/<area>/texts.ts`), read under the key `<area>`. */
export interface AreaTexts {
  EN: Dictionary;
  TY: Dictionary;
}

/** Each area's texts, by area name: an area adds its texts without editing the shared files. */
export const AREA_TEXTS: Readonly<Record<string, AreaTexts>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<AreaTexts>('../resources/*/texts.ts', { eager: true, import: 'texts' }),
  ).map(([path, texts]) => [path.split('/').at(-2) ?? path, texts]),
);

function withAreas(language: Language, shared: Dictionary): Dictionary {
  const dictionary: Dictionary = { ...shared };
  for (const [area, texts] of Object.entries(AREA_TEXTS)) dictionary[area] = texts[language];
  return dictionary;
}

const DICTIONARIES: Record<Language, Dictionary> = {
  EN: withAreas('EN', en),
  TY: withAreas('TY', ty),
};

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** "{{name}}" in a text replaced by the option of that name. */
function interpolate(text: string, options: unknown): string {
  if (typeof options !== 'object' || options === null) return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** A text of the dictionary of `language`, else of English, else `fallback`, else the key. */
export function translate(
  language: Language,
  key: string,
  options?: unknown,
  fallback?: string,
): string {
  const text = lookup(DICTIONARIES[language], key) ?? lookup(DICTIONARIES.EN, key) ?? fallback;
  return interpolate(text ?? key, options);
}

/**
 * Refine's i18nProvider over two plain JSON dictionaries (TY, EN). The language is remembered in
 * localStorage; `onChange` re-renders the app in the new one.
 */
export function createI18nProvider(onChange: (language: Language) => void): I18nProvider {
  return {
    translate: (key, options, fallback) =>
      translate(
        currentLanguage(),
        key,
        options,
        typeof fallback === 'string' ? fallback : undefined,
      ),
    changeLocale: (locale) => {
      const language = LANGUAGES.find((candidate) => candidate === locale) ?? 'TY';
      rememberLanguage(language);
      onChange(language);
      return Promise.resolve();
    },
    getLocale: () => currentLanguage(),
  };
}
