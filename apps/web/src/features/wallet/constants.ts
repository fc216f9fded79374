import type { Language } from '@app/contracts';

/** SPEC §9 "Balance 2 decimals". */
export const BALANCE_DECIMALS = 2;
/** Number formats by site language (TY is Filipino as written in the Philippines). */
export const BALANCE_LOCALES: Record<Language, string> = { TY: 'fil-PH', EN: 'en-PH' };
/** SPEC §4 "Balance": shown or masked with asterisks (also while it refreshes). */
export const BALANCE_MASK = '******';
