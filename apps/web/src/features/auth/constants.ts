/** Timings, limits and paths of the auth screens, named as SPEC §4 and §9 name them. */
export const REGISTER_PATH = '/m/register';
export const FORGET_PATH = '/m/forget';
export const AGREEMENT_PATH = '/m/useragreement';
/** SPEC §6 agent login: the login screen with ?entry=agent; an agent lands on the agent home. */
export const AGENT_LOGIN_PATH = '/m/login?entry=agent';
export const AGENT_HOME_PATH = '/m/agent';

/** SPEC §9 'please wait' of the trial action (test play): 9999 ms at most. */
export const TRIAL_WAIT_MS = 9999;
/** Forgot password: loading up to 9999 ms. */
export const FORGOT_LOADING_MS = 9999;
/** The merchant's own country comes first in the country list; this until it has loaded. */
export const DEFAULT_DIALING_CODE = '63';
/** Free play is the FREEPLAY3 module (SPEC §7 module ids). */
export const FREE_PLAY_MODULE = 'FREEPLAY3';
/** SPEC §9 'please wait' of the social login's call, after the provider's popup: 9999 ms at most. */
export const SOCIAL_LOGIN_WAIT_MS = 9999;
