/** SPEC §4/§9 timings of the account screens. */
export const CHANGE_PASSWORD_PATH = '/m/changePsw';
/** 'please wait' while the password change runs (SPEC §4: loading 10 s). */
export const CHANGE_PASSWORD_LOADING_MS = 10_000;
/** 'Change saved' shows 1 s; home follows after 1 s. */
export const CHANGE_SAVED_TOAST_MS = 1000;
export const HOME_AFTER_CHANGE_MS = 1000;
/** SPEC §9 "logout loading 9999". */
export const LOGOUT_LOADING_MS = 9999;
/** SPEC §8 "Not logged in: in_logged_login (2 s)". */
export const NOT_LOGGED_IN_TOAST_MS = 2000;
/** SPEC §4/§8 "Free-trial: free_reject (2 s)" when a trial account opens a members-only page. */
export const FREE_REJECT_TOAST_MS = 2000;
