/** The stake a game opens with: ₱10.00. */
export const DEFAULT_STAKE_MINOR = 1_000;
/** Dice opens at "under 50.00": a 50 % chance at ×1.98. */
export const DEFAULT_DICE_TARGET = 5_000;
/** How long the dice number rolls before it lands (ms). */
export const DICE_ROLL_MS = 700;
/** Each slot reel stops this long after the one before it; the first after REEL_FIRST_STOP_MS. */
export const REEL_FIRST_STOP_MS = 650;
export const REEL_STAGGER_MS = 300;
