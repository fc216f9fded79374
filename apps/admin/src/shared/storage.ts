/** Every key the console keeps in the browser, in one place. */
export const TOKEN_KEY = 'admin.token';
export const LANGUAGE_KEY = 'admin.language';
export const MERCHANT_KEY = 'admin.merchant';

/** The session's bearer token: this tab only (sessionStorage), gone when it closes. */
export const session = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};
