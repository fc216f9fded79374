import {
  LEDGER_KIND_TYPES,
  type PlayBreakKind,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@app/contracts';
import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { isLedgerAccountOf, matching } from '@/db/queries.js';
import {
  depositRequests,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  playBreaks,
  playLimits,
  playSettings,
  sessions,
} from '@/db/schema/index.js';
import { MEMBER_CASH } from '../wallet/index.js';

export type LimitRow = typeof playLimits.$inferSelect;

/** Ledger kinds of play: stakes, wins and refunds. Their sum on member cash is the net result. */
export const PLAY_KINDS = Object.entries(LEDGER_KIND_TYPES)
  .filter(([, type]) => type === 'bet' || type === 'win' || type === 'refund')
  .map(([kind]) => kind);
const STAKE_KINDS = Object.entries(LEDGER_KIND_TYPES)
  .filter(([, type]) => type === 'bet')
  .map(([kind]) => kind);

export function createResponsibleGamingRepository(db: DbOrTx) {
  /** The sum of the member's cash movements of `kinds` since `from` (signed minor units). */
  async function cashMovedSince(
    member: { memberId: number; merchantId: number },
    kinds: string[],
    from: Date,
  ): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`COALESCE(SUM(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(
        and(
          isLedgerAccountOf({ ...member, kind: MEMBER_CASH }),
          inArray(ledgerTransactions.kind, kinds),
          gte(ledgerTransactions.createdAt, from),
        ),
      );
    return Number(row?.total ?? 0);
  }

  return {
    limitsOf: (memberId: number): Promise<LimitRow[]> =>
      db.select().from(playLimits).where(eq(playLimits.memberId, memberId)),

    async saveLimit(row: typeof playLimits.$inferInsert): Promise<void> {
      const values = {
        amount: row.amount,
        pendingAmount: row.pendingAmount,
        pendingFrom: row.pendingFrom,
      };
      await db
        .insert(playLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [playLimits.memberId, playLimits.kind, playLimits.period],
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    removeLimit: (memberId: number, kind: PlayLimitKind, period: PlayLimitPeriod) =>
      db.delete(playLimits).where(matching(playLimits, { memberId, kind, period })),

    /** The break in force at `now` that ends last, if any. */
    async breakAt(memberId: number, now: Date) {
      const [row] = await db
        .select({ kind: playBreaks.kind, endsAt: playBreaks.endsAt })
        .from(playBreaks)
        .where(
          and(
            eq(playBreaks.memberId, memberId),
            lte(playBreaks.startsAt, now),
            gt(playBreaks.endsAt, now),
          ),
        )
        .orderBy(desc(playBreaks.endsAt))
        .limit(1);
      return row;
    },

    async insertBreak(row: {
      memberId: number;
      kind: PlayBreakKind;
      startsAt: Date;
      endsAt: Date;
    }): Promise<void> {
      await db.insert(playBreaks).values(row);
    },

    /** Ends every live session of the member (a break begins). */
    async endSessions(memberId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), sql`${sessions.revokedAt} IS NULL`));
    },

    async realityCheckMinutes(memberId: number): Promise<number | null> {
      const [row] = await db
        .select({ minutes: playSettings.realityCheckMinutes })
        .from(playSettings)
        .where(eq(playSettings.memberId, memberId));
      return row?.minutes ?? null;
    },

    async setRealityCheck(memberId: number, minutes: number | null): Promise<void> {
      await db
        .insert(playSettings)
        .values({ memberId, realityCheckMinutes: minutes })
        .onConflictDoUpdate({
          target: playSettings.memberId,
          set: { realityCheckMinutes: minutes, updatedAt: sql`now()` },
        });
    },

    async sessionStartedAt(sessionId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row?.createdAt;
    },

    /** Deposits asked for since `from` that count against a limit: pending and approved. */
    async depositedSince(memberId: number, from: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`COALESCE(SUM(${depositRequests.amount}), 0)` })
        .from(depositRequests)
        .where(
          and(
            eq(depositRequests.memberId, memberId),
            inArray(depositRequests.status, ['pending', 'approved']),
            gte(depositRequests.createdAt, from),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** Wins + refunds − stakes since `from`: negative is a loss. */
    netSince: (member: { memberId: number; merchantId: number }, from: Date) =>
      cashMovedSince(member, PLAY_KINDS, from),

    /** Stakes since `from`, as a positive amount. */
    async stakedSince(member: { memberId: number; merchantId: number }, from: Date) {
      return -(await cashMovedSince(member, STAKE_KINDS, from));
    },
  };
}

export type ResponsibleGamingRepository = ReturnType<typeof createResponsibleGamingRepository>;
