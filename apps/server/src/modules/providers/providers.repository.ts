import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { GameType } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import {
  gameProviders,
  gameSessions,
  games,
  gameVendors,
  members,
  merchants,
  vendorRounds,
  vendorTransactions,
  type VendorRoundRow,
  type VendorTransactionRow,
} from '@/db/schema/index.js';

export type ProviderRow = typeof gameProviders.$inferSelect;

/** A member as a provider's call needs them: to move money and to answer in their language. */
export type Player = {
  memberId: number;
  merchantId: number;
  type: number;
  nickname: string;
  account: string;
  disabled: boolean;
  currency: string;
  currencySymbol: string;
};

const PLAYER_FIELDS = {
  memberId: members.id,
  merchantId: members.merchantId,
  type: members.type,
  nickname: members.nickname,
  account: members.account,
  disabled: members.disabled,
  currency: merchants.currency,
  currencySymbol: merchants.currencySymbol,
};

/** SQL of the providers, their game sessions, rounds and transactions (db/schema/providers.ts). */
export function createProvidersRepository(db: DbOrTx) {
  return {
    async provider(code: string): Promise<ProviderRow | undefined> {
      const [row] = await db.select().from(gameProviders).where(eq(gameProviders.code, code));
      return row;
    },

    /** The provider that plays `vendorCode`'s games, if any. */
    async providerOfVendor(vendorCode: string): Promise<ProviderRow | undefined> {
      const [row] = await db
        .select({ provider: gameProviders })
        .from(gameVendors)
        .innerJoin(gameProviders, eq(gameProviders.code, gameVendors.providerCode))
        .where(eq(gameVendors.code, vendorCode));
      return row?.provider;
    },

    async player(memberId: number): Promise<Player | undefined> {
      const [row] = await db
        .select(PLAYER_FIELDS)
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(eq(members.id, memberId));
      return row;
    },

    /**
     * The catalogue game a call names: the vendor's own game id, among the games of the vendor of
     * the session's game (vendors' ids repeat across vendors: each has its 'lobby').
     */
    async gameOf(sessionGameId: number, gameId: string) {
      const [row] = rowsOf<{ id: number; game_type: GameType }>(
        await db.execute(sql`
          SELECT g.id, g.game_type FROM games g
          JOIN games s ON s.vendor_code = g.vendor_code AND s.id = ${sessionGameId}
          WHERE g.game_id = ${gameId}`),
      );
      return row === undefined ? undefined : { id: row.id, gameType: row.game_type };
    },

    async gameById(id: number) {
      const [row] = await db
        .select({ id: games.id, gameId: games.gameId, gameType: games.gameType })
        .from(games)
        .where(eq(games.id, id));
      return row;
    },

    async insertSession(row: typeof gameSessions.$inferInsert): Promise<void> {
      await db.insert(gameSessions).values(row);
    },

    /**
     * Trades a launch token for a game session, once: the row is taken only while its launch is
     * unexpired and not yet traded.
     */
    async authenticate(
      providerCode: string,
      launchHash: string,
      sessionHash: string,
      now: Date,
      sessionExpiresAt: Date,
    ) {
      const [row] = await db
        .update(gameSessions)
        .set({ sessionHash, sessionExpiresAt })
        .where(
          and(
            eq(gameSessions.providerCode, providerCode),
            eq(gameSessions.launchHash, launchHash),
            isNull(gameSessions.sessionHash),
            gt(gameSessions.launchExpiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Whether the member ever opened a game of this provider (a launch it authenticated): a
     * provider is answered only about its own players.
     */
    async hasPlayed(providerCode: string, memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.memberId, memberId),
            eq(gameSessions.providerCode, providerCode),
            isNotNull(gameSessions.sessionHash),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The provider's live game session of `memberId` with this token; its expiry slides to
     * `extendTo`.
     */
    async liveSession(
      providerCode: string,
      sessionHash: string,
      memberId: number,
      now: Date,
      extendTo: Date,
    ) {
      const [row] = await db
        .update(gameSessions)
        .set({ sessionExpiresAt: extendTo })
        .where(
          and(
            eq(gameSessions.providerCode, providerCode),
            eq(gameSessions.sessionHash, sessionHash),
            eq(gameSessions.memberId, memberId),
            gt(gameSessions.sessionExpiresAt, now),
          ),
        )
        .returning({ id: gameSessions.id, gameId: gameSessions.gameId });
      return row;
    },

    async transaction(providerCode: string, transactionId: string) {
      const [row] = await db
        .select()
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.providerCode, providerCode),
            eq(vendorTransactions.transactionId, transactionId),
          ),
        );
      return row;
    },

    /** A rollback that named `debitId` before the debit came. */
    async rollbackOf(providerCode: string, debitId: string) {
      const [row] = await db
        .select({ id: vendorTransactions.id })
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.providerCode, providerCode),
            eq(vendorTransactions.refTransactionId, debitId),
            eq(vendorTransactions.kind, 'rollback'),
          ),
        );
      return row;
    },

    async insertTransaction(row: typeof vendorTransactions.$inferInsert): Promise<void> {
      await db.insert(vendorTransactions).values(row);
    },

    async markRolledBack(id: number): Promise<void> {
      await db
        .update(vendorTransactions)
        .set({ rolledBack: true })
        .where(eq(vendorTransactions.id, id));
    },

    async round(providerCode: string, roundId: string, memberId: number) {
      const [row] = await db
        .select()
        .from(vendorRounds)
        .where(
          and(
            eq(vendorRounds.providerCode, providerCode),
            eq(vendorRounds.roundId, roundId),
            eq(vendorRounds.memberId, memberId),
          ),
        );
      return row;
    },

    async roundById(id: number) {
      const [row] = await db.select().from(vendorRounds).where(eq(vendorRounds.id, id));
      return row;
    },

    /** The language of the member's latest game of the provider. */
    async lastLanguage(providerCode: string, memberId: number) {
      const [row] = await db
        .select({ language: gameSessions.language })
        .from(gameSessions)
        .where(
          and(eq(gameSessions.providerCode, providerCode), eq(gameSessions.memberId, memberId)),
        )
        .orderBy(desc(gameSessions.createdAt))
        .limit(1);
      return row?.language;
    },

    async openRound(row: typeof vendorRounds.$inferInsert): Promise<VendorRoundRow> {
      const [inserted] = await db.insert(vendorRounds).values(row).returning();
      if (!inserted) throw new Error('providers: round not inserted');
      return inserted;
    },

    async updateRound(id: number, set: Partial<typeof vendorRounds.$inferInsert>): Promise<void> {
      await db.update(vendorRounds).set(set).where(eq(vendorRounds.id, id));
    },

    /** Rounds of `providerCode` still open since before `before` (the reconciliation). */
    async staleRounds(providerCode: string, before: Date): Promise<VendorRoundRow[]> {
      return db
        .select()
        .from(vendorRounds)
        .where(
          and(
            eq(vendorRounds.providerCode, providerCode),
            eq(vendorRounds.status, 'open'),
            lt(vendorRounds.createdAt, before),
          ),
        );
    },
  };
}

export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
export type { VendorRoundRow, VendorTransactionRow };
