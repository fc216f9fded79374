import { LANGUAGE_KEY } from './storage';

export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language chosen last (remembered in localStorage), else Tagalog/Filipino. */
export function currentLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(saved) ? saved : 'TY';
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language === 'TY' ? 'fil' : 'en';
}
