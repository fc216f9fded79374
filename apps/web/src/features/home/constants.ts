/** SPEC §9 business constants of the home page. */

/** Banner carousel: autoplay every 5000 ms when there is more than one banner. */
export const BANNER_AUTOPLAY_MS = 5000;
/** Banner carousel slide time (a swipe or an autoplay step). */
export const BANNER_SPEED_MS = 400;
/** Hot-match ticker: autoplay 5000 ms, slide speed 500 ms. */
export const HOT_MATCH_AUTOPLAY_MS = 5000;
export const HOT_MATCH_SPEED_MS = 500;

/**
 * Jackpot counter display (SPEC §4 "Jackpot counter", §9). Its range, increment and ticks are the
 * merchant's settings (`jackpot`, SPEC §9 defaults in the contracts' DEFAULT_JACKPOT).
 */
export const JACKPOT = {
  decimals: 0,
  /** Digit height on the 750 px wide design; the web draws it at half, 31 CSS px. */
  digitHeight: 62,
} as const;

/** Where the home page's taps lead (SPEC §2 route list). */
export const HOME_LINKS = {
  notice: '/m/notice',
  promotions: '/m/activity',
  /** One promotion's page: `?code=` names it (a promotion banner's linkage). */
  promotion: '/m/activityInfo',
  inviteFriends: '/m/inviteFriends',
  login: '/m/login',
} as const;

/** The agent's contract pages a pending contract request leads to (SPEC §2 route list). */
export const CONTRACT_PATHS = {
  daily: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
} as const;
