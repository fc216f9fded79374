/** SPEC §3 app config constants shared by both sides. */
export const DEMO_MERCHANT_CODE = 'DEMO';
export const DEMO_TRIAL_MERCHANT_CODE = 'DEMOTRIAL';
export const PLATFORM = 'mobile';
export const DEPOSIT_TAG_TEXT = '258';
