import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { ledgerAccounts, memberBonusGrants, memberTurnover } from '@/db/schema/index.js';
import { advanceBonusWagering } from './bonus-wallet.js';
import { recordsJson } from './ledger-batch.repository.js';
import { MEMBER_CASH } from './ledger.service.js';

export type TurnoverRow = { required: number; wagered: number };

/**
 * SQL of members' turnover counters (db/schema/withdraw.ts); run it in the movement's transaction.
 * Wagering grows by valid bets as they settle (valid-bet.ts).
 */
export function createTurnoverRepository(db: DbOrTx) {
  return {
    /**
     * Adds `delta` to wagering; a refund's is negative and may take it below 0 (a bet counted
     * before a withdrawal started the count again, then refunded, is owed again).
     */
    async addWagered(memberId: number, delta: number): Promise<void> {
      // The same valid bets play the member's bonuses through (bonus-wallet.ts). First: it takes
      // the member's cash row lock, which deposits and withdrawals take before the turnover row;
      // the other way round, a bet counted alone (a lost lottery bet) deadlocks with them.
      if (delta > 0) await advanceBonusWagering(db, memberId, delta);
      await db
        .insert(memberTurnover)
        .values({ memberId, wagered: delta })
        .onConflictDoUpdate({
          target: memberTurnover.memberId,
          set: {
            wagered: sql`${memberTurnover.wagered} + ${delta}`,
            updatedAt: sql`now()`,
          },
        });
    },

    /**
     * `addWagered` for many members (each once, in id order, stakes positive) in one upsert. The
     * bonus wagering first, as there: every member's cash row locked in id order, then the members
     * with active grants advanced one by one (few have any).
     */
    async addWageredMany(counted: readonly { memberId: number; stake: number }[]): Promise<void> {
      if (counted.length === 0) return;
      const ids = counted.map((c) => c.memberId);
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.memberId, ids), eq(ledgerAccounts.kind, MEMBER_CASH)))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      const granted = await db
        .selectDistinct({ memberId: memberBonusGrants.memberId })
        .from(memberBonusGrants)
        .where(
          and(inArray(memberBonusGrants.memberId, ids), eq(memberBonusGrants.status, 'active')),
        );
      const withGrants = new Set(granted.map((row) => row.memberId));
      for (const { memberId, stake } of counted) {
        if (withGrants.has(memberId)) await advanceBonusWagering(db, memberId, stake);
      }
      const rows = recordsJson(counted.map((c) => ({ m: c.memberId, w: c.stake })));
      await db.execute(sql`
        INSERT INTO member_turnover (member_id, wagered)
        SELECT m, w FROM json_to_recordset(${rows}::json) AS v(m bigint, w bigint)
        ORDER BY m
        ON CONFLICT (member_id) DO UPDATE SET
          wagered = member_turnover.wagered + excluded.wagered, updated_at = now()`);
    },

    /**
     * Raises what the member must bet by `amount`. Wagering beyond the old requirement is dropped
     * first (the SET reads the row's old values), so earlier bets do not play a new deposit through.
     */
    async require(memberId: number, amount: number): Promise<void> {
      await db
        .insert(memberTurnover)
        .values({ memberId, required: amount })
        .onConflictDoUpdate({
          target: memberTurnover.memberId,
          set: {
            required: sql`${memberTurnover.required} + ${amount}`,
            wagered: sql`LEAST(${memberTurnover.wagered}, ${memberTurnover.required})`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** A withdrawal was asked for with nothing left to bet: counting starts again. */
    async reset(memberId: number): Promise<void> {
      await db
        .update(memberTurnover)
        .set({ required: 0, wagered: 0, updatedAt: sql`now()` })
        .where(eq(memberTurnover.memberId, memberId));
    },

    async of(memberId: number): Promise<TurnoverRow> {
      const [row] = await db
        .select({ required: memberTurnover.required, wagered: memberTurnover.wagered })
        .from(memberTurnover)
        .where(eq(memberTurnover.memberId, memberId));
      return row ?? { required: 0, wagered: 0 };
    },
  };
}

export type TurnoverRepository = ReturnType<typeof createTurnoverRepository>;
