import { LEDGER_KIND_TYPES } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { memberPlayTotals } from '@/db/schema/index.js';
import { recordsJson } from './ledger-batch.repository.js';

const kindsOf = (type: string): readonly string[] =>
  Object.entries(LEDGER_KIND_TYPES)
    .filter(([, mapped]) => mapped === type)
    .map(([kind]) => kind);

/** Transaction kinds whose member-cash movement is a deposit, a stake, a refunded stake. */
export const DEPOSIT_KINDS = kindsOf('deposit');
export const BET_KINDS = kindsOf('bet');
export const REFUND_KINDS = kindsOf('refund');

/**
 * A member's lifetime figures (minor units): approved deposits; turnover, the stakes of their
 * settled valid bets (valid-bet.ts counts them).
 */
export type PlayTotals = { deposit: number; turnover: number };

/**
 * What a posting of `kind` that moved a member's cash by `delta` adds to their totals; undefined
 * when the kind is not a deposit. Stakes are counted as valid bets settle, not with their money.
 */
export function playTotalsDelta(
  kind: string,
  delta: number,
): { deposited: number; staked: number } | undefined {
  return DEPOSIT_KINDS.includes(kind) ? { deposited: delta, staked: 0 } : undefined;
}

/** SQL of members' lifetime totals (db/schema/ledger.ts); write them in the posting's transaction. */
export function createPlayTotalsRepository(db: DbOrTx) {
  return {
    async add(memberId: number, add: { deposited: number; staked: number }): Promise<void> {
      await db
        .insert(memberPlayTotals)
        .values({ memberId, ...add })
        .onConflictDoUpdate({
          target: memberPlayTotals.memberId,
          set: {
            deposited: sql`${memberPlayTotals.deposited} + ${add.deposited}`,
            staked: sql`${memberPlayTotals.staked} + ${add.staked}`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** `add` for many members in one statement; each member once in `adds`. */
    async addMany(
      adds: readonly { memberId: number; deposited: number; staked: number }[],
    ): Promise<void> {
      if (adds.length === 0) return;
      const rows = recordsJson(adds.map((a) => ({ m: a.memberId, d: a.deposited, s: a.staked })));
      await db.execute(sql`
        INSERT INTO member_play_totals (member_id, deposited, staked)
        SELECT m, d, s FROM json_to_recordset(${rows}::json) AS v(m bigint, d bigint, s bigint)
        ORDER BY m
        ON CONFLICT (member_id) DO UPDATE SET
          deposited = member_play_totals.deposited + excluded.deposited,
          staked = member_play_totals.staked + excluded.staked,
          updated_at = now()`);
    },

    async of(memberId: number): Promise<PlayTotals> {
      const [row] = await db
        .select({ deposited: memberPlayTotals.deposited, staked: memberPlayTotals.staked })
        .from(memberPlayTotals)
        .where(eq(memberPlayTotals.memberId, memberId));
      return { deposit: row?.deposited ?? 0, turnover: Math.max(0, row?.staked ?? 0) };
    },
  };
}
