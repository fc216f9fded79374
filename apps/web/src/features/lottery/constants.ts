import type { JackpotRules } from '@/shared/ui/jackpot';

/**
 * SPEC §9 "lottery jackpot display 100,000,000 to 240,000,000 with 2 decimals and currency
 * symbol"; it grows as home's counter does (SPEC §4: by 10,000 to 50,000 every 3, 4 or 5 s).
 */
export const LOTTERY_JACKPOT: JackpotRules = {
  min: 100_000_000,
  max: 240_000_000,
  decimals: 2,
  incrementMin: 10_000,
  incrementMax: 50_000,
  tickSeconds: [3, 4, 5],
};
