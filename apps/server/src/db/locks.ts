import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** First keys of the keyed advisory locks; any constants, distinct from one another. */
export const LOCK_SPACE = {
  /** Code requests per phone number (verification). */
  smsNumber: 727_003,
  /** Guesses per login subject (attempt guard). */
  loginSubject: 727_004,
  /** Feedback sent per member (feedback rate limit). */
  feedbackMember: 727_005,
  /** Lottery orders and cancels per member (idempotency, the per-draw limit). */
  lotteryMember: 727_006,
  /** Deposit requests per member (the pending limit). */
  depositMember: 727_008,
  /** Withdrawal requests per member (idempotency, the pending and daily limits). */
  withdrawMember: 727_009,
  /** Bets of a member with a loss limit, across games (the limit's room is read, then used). */
  playMember: 727_010,
  /** Rebate claims per member (one claim's range at a time). */
  rebateMember: 727_011,
  /** Promotion joins, claims and decisions per member (one bonus per key). */
  promotionMember: 727_012,
  /** A merchant's leaderboard week while its prizes are granted (one settlement at a time). */
  leaderboardWeek: 727_013,
  /** A game provider's wallet calls per member (a debit and its rollback take turns). */
  vendorMember: 727_014,
  /**
   * A merchant's agent tree: an operator's move or rate change holds it alone, a new member
   * (under an upline) shares it, so a team never changes under one of them.
   */
  agentTree: 727_015,
} as const;

/** Keys of the session-level locks that elect one leader of scheduled work (db/leader-lock.ts). */
export const LEADER_LOCKS = {
  /** The lottery draw engine. */
  lotteryEngine: 727_007,
  /** The agent period engine (modules/agent/payouts), on the instances that run the draw engine. */
  agentPeriods: 727_101,
} as const;

/**
 * Holds a lock on `key` within `space` until the transaction of `db` ends, so two requests for
 * the same key take turns; other keys go on at once.
 */
export async function lockForTransaction(
  db: DbOrTx,
  space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE],
  key: string,
): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`);
}

/** As lockForTransaction, shared: holders of the shared lock go on together, the exclusive waits. */
export async function shareForTransaction(
  db: DbOrTx,
  space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE],
  key: string,
): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock_shared(${space}, hashtext(${key}))`);
}
