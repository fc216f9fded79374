import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@app/contracts/zod-free';

/**
 * What the server painted in index.html's shell (apps/server plugins/spa.ts), read once as the
 * first load runs, before React replaces it: the merchant's name, and on home the first banner.
 */
const root = typeof document === 'undefined' ? null : document.getElementById('root');

export const servedSiteName = root?.querySelector('.brand-name, .auth-merchant')?.textContent ?? '';

/** The cookie that tells the server the phone's language, for home's banner in the shell. */
const LANGUAGE_COOKIE = 'language';

/** The language the server chose the banner in: the cookie's as the page was asked for. */
const servedLanguage: Language = parseLanguage(
  typeof document === 'undefined'
    ? undefined
    : /(?:^|;\s*)language=(TY|EN)(?:;|$)/.exec(document.cookie)?.[1],
  DEFAULT_LANGUAGE,
);

const bannerSrc = root?.querySelector('img.shell-banner')?.getAttribute('src') ?? undefined;

/** Home's first banner as the shell showed it, when it is the one of `language`. */
export const servedBanner = (language: Language): string | undefined =>
  language === servedLanguage ? bannerSrc : undefined;

/** Remembers the language in a cookie, so the next page's shell shows its banner. */
export function rememberLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
