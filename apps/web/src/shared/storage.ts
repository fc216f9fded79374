/**
 * Every browser storage key of SPEC §3 in one place. Local storage survives the tab; session
 * storage holds what SPEC keeps per visit (trialName, NOTICE_POP).
 */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  noticePop: 'NOTICE_POP',
  trialName: 'trialName',
  language: 'language',
  /** '1' once the player closed home's download bar (SPEC §2): it stays closed on this phone. */
  hideDownloadBar: 'hideDownloadBar',
  /** Session storage: '1' once home's add-to-home-screen banner was closed, for this visit. */
  hideHomeScreenHint: 'hideHomeScreenHint',
  autoLogin: 'autoLogin',
  /** SPEC §3 "Saved login" of the remember-password box (see saved-login.ts). */
  savedLogin: 'savedLogin',
  /** '1' when the site was added to the home screen from the configuration profile (WEBCLIP). */
  webClip: 'webClip',
  /** '1' while the member keeps the wallet balance masked with asterisks (SPEC §4 "Balance"). */
  hideBalance: 'hideBalance',
  /** Session storage: a password held for this visit (SPEC §4 "session PSW"), dropped on change. */
  sessionPassword: 'PSW',
  /** SPEC §3 "Favourites": a map from username to the node ids of their favourite games. */
  favorites: 'favorites',
  /**
   * SPEC §3 "Favourites" of the lottery lobby: a map from username to the gameIds of their
   * favourite lottery games, latest added first (kept on the phone only; the server's FAV tab
   * comes empty).
   */
  lotteryFavorites: 'lotteryFavorites',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
}

export const storage = {
  get(key: string, which: Area = 'local'): string | null {
    return area(which)?.getItem(key) ?? null;
  },
  set(key: string, value: string, which: Area = 'local'): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      // quota or blocked storage: the app keeps working without persistence
    }
  },
  remove(key: string, which: Area = 'local'): void {
    area(which)?.removeItem(key);
  },
  getJson<T>(key: string, parse: (value: unknown) => T | undefined, which: Area = 'local') {
    const raw = this.get(key, which);
    if (raw === null) return undefined;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
  },
};
