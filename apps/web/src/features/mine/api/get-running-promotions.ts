/**
 * The kinds of promotion the merchant runs now (REFERRAL, MISSION…), from
 * MCSFE_getAvailablePromotions; shared with the other invite entries (shared/invite-gate.ts).
 */
export { useRunningPromotions } from '@/shared/running-promotions';
