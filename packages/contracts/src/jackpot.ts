/**
 * SPEC §4 "Jackpot counter" and §9: its defaults and bounds, zod-free so the web's home page can
 * count before the merchant's settings arrive. A merchant's own settings (ConsolidatedSettings
 * `jackpot`, changed through the operator API) replace the defaults.
 */
export const DEFAULT_JACKPOT = {
  min: 1_200_000_000,
  max: 1_300_000_000,
  incrementMin: 10_000,
  incrementMax: 50_000,
  tickSeconds: [3, 4, 5],
} as const satisfies {
  min: number;
  max: number;
  incrementMin: number;
  incrementMax: number;
  tickSeconds: readonly number[];
};
/** The largest jackpot a merchant may set: it grows for hours and stays a safe integer. */
export const JACKPOT_CEILING = 1_000_000_000_000_000;
/** Ticks are whole seconds, at most a minute apart, one to five choices. */
export const JACKPOT_TICK_MAX_SECONDS = 60;
export const JACKPOT_TICK_CHOICES = 5;

/** A fresh copy of the defaults, for a merchant that has set none. */
export const defaultJackpot = () => ({
  ...DEFAULT_JACKPOT,
  tickSeconds: [...DEFAULT_JACKPOT.tickSeconds],
});
