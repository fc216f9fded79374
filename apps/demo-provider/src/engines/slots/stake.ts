/** Bet limits in minor units. A stake is a multiple of `step` so that every win stays a whole number. */
export type StakeRange = { min: number; max: number; step: number };

/** Refuses a stake the engine cannot pay in whole minor units, or one outside its limits. */
export function assertStake(stake: number, range: StakeRange): void {
  if (
    !Number.isSafeInteger(stake) ||
    stake < range.min ||
    stake > range.max ||
    stake % range.step !== 0
  ) {
    throw new RangeError(
      `stake ${stake} must be a multiple of ${range.step} within [${range.min}, ${range.max}]`,
    );
  }
}
