/** Play money a new free-trial account starts with: ₱2,000.00. */
export const TRIAL_PLAY_MONEY_MINOR = 200_000n;

/** Opening balances of the demo site's seeded members (minor units). */
export const DEMO_OPENING_MINOR = {
  player: 1_000_000n, // ₱10,000.00
  agent: 5_000_000n, // ₱50,000.00
  downline: 250_000n, // ₱2,500.00 each
} as const;

/** The idempotency keys of these credits: re-running a seed or a trial login pays once. */
export const trialKey = (memberId: number) => `trial:${memberId}`;
export const seedOpeningKey = (account: string) => `seed:opening:${account}`;
