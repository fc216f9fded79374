/**
 * How the site is running on this phone, for the rules that depend on it (registerMethod, the
 * Device header, home's download bar and add-to-home-screen banner).
 */

/**
 * The native app shell marks its user agent "App…Ver": a product token ending in "App", then a
 * "Ver/" token ("… PerlasApp/2.1 Ver/2.1.0"). A plain /App.*Ver/ would also match every Safari
 * ("AppleWebKit/605.1.15 … Version/17.4") and take iPhones for the app shell.
 */
export const APP_SHELL_UA = /App(?:\/[\w.]+)?\s.*\bVer\/\w/;

export const isAppShell = (userAgent = navigator.userAgent) => APP_SHELL_UA.test(userAgent);

let standalone: boolean | undefined;

/**
 * Opened from the home screen as an installed web app: display-mode standalone (an installed
 * PWA, or a web clip of the configuration profile), or iOS Safari's own navigator.standalone.
 * Read once: a page never changes its display mode, and every API call asks (Device header),
 * while matchMedia may bring style up to date each time it is evaluated.
 */
export function isStandalone(): boolean {
  if (standalone === undefined) {
    const media =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches;
    const iosHomeScreen =
      typeof navigator !== 'undefined' &&
      'standalone' in navigator &&
      navigator.standalone === true;
    standalone = media || iosHomeScreen;
  }
  return standalone;
}

/** Tests only: forget the display mode read, to read it again. */
export function resetStandaloneForTests() {
  standalone = undefined;
}
