import { DEFAULT_JACKPOT } from '@app/contracts/zod-free';
import {
  jackpotDelayOf,
  jackpotIncrementOf,
  jackpotStartOf,
  useJackpotValue,
  type JackpotRules,
} from '@/shared/ui/jackpot';
import { JACKPOT } from '../constants';

/** A merchant's jackpot counter (ConsolidatedSettings `jackpot`; SPEC §9 defaults). */
export type JackpotConfig = Omit<JackpotRules, 'decimals'>;

/** Home's jackpot has 0 decimals (SPEC §9): its minor units are whole units. */
const rulesOf = (config: JackpotConfig): JackpotRules => ({
  ...config,
  tickSeconds: config.tickSeconds.length > 0 ? config.tickSeconds : DEFAULT_JACKPOT.tickSeconds,
  decimals: JACKPOT.decimals,
});

/** The first value: anywhere between the jackpot's min and max (SPEC §4, §9). */
export const jackpotStart = (config: JackpotConfig = DEFAULT_JACKPOT, random = Math.random) =>
  jackpotStartOf(rulesOf(config), random);

/** One increase: incrementMin to incrementMax (10,000 to 50,000 by default). */
export const jackpotIncrement = (config: JackpotConfig = DEFAULT_JACKPOT, random = Math.random) =>
  jackpotIncrementOf(rulesOf(config), random);

/** The wait before the next increase: one of tickSeconds (3, 4 or 5 s by default), in ms. */
export const jackpotDelayMs = (config: JackpotConfig = DEFAULT_JACKPOT, random = Math.random) =>
  jackpotDelayOf(rulesOf(config), random);

/**
 * SPEC §4 "Jackpot counter": starts at a random value between min and max and grows by a random
 * amount after a random tick (a new pick each time); a merchant's new configuration starts again
 * within its own range.
 */
export const useJackpot = (config: JackpotConfig = DEFAULT_JACKPOT, isRunning = true): number =>
  useJackpotValue(rulesOf(config), isRunning);
