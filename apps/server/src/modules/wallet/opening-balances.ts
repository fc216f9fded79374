import type { DbOrTx } from '@/db/client.js';
import { createMovements, type Moved } from './movements.js';

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

/**
 * A new free-trial account's play money from the house trial account, written with `tx` (the
 * trial's own transaction), so the account and its money exist together or not at all. Keyed by
 * member, so a retried trial login never pays twice.
 */
export const creditTrial = (tx: DbOrTx, merchantId: number, memberId: number): Promise<Moved> =>
  createMovements(tx).grant(
    { merchantId, memberId },
    {
      from: 'house_trial',
      amountMinor: TRIAL_PLAY_MONEY_MINOR,
      key: trialKey(memberId),
      kind: 'trial',
      memo: 'trial play money',
      wagering: 'none',
    },
  );

/** A seeded demo member's opening balance from the house opening account (plain cash). */
export const creditOpening = (
  tx: DbOrTx,
  member: { merchantId: number; memberId: number; account: string },
  amountMinor: bigint,
): Promise<Moved> =>
  createMovements(tx).grant(member, {
    from: 'house_opening',
    amountMinor,
    key: seedOpeningKey(member.account),
    kind: 'opening',
    memo: 'opening balance',
    wagering: 'none',
  });
