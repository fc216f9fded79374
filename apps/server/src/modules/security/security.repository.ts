import type { BankKind } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { deleteMatching, matching, rowMatching } from '@/db/queries.js';
import { bankCards, banks, members, paymentPasswordGuards } from '@/db/schema/index.js';

export type BankRow = typeof banks.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect & { bankName: string; kind: BankKind };

/** The member's fields the security centre reads. */
const memberFields = {
  id: members.id,
  merchantId: members.merchantId,
  account: members.account,
  passwordHash: members.passwordHash,
  paymentPasswordHash: members.paymentPasswordHash,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  email: members.email,
  payeeName: members.payeeName,
};
export type SecurityMember = Pick<typeof members.$inferSelect, keyof typeof memberFields>;

/** Guesses being checked now; a reservation older than a minute was abandoned (a crash). */
const livePending = sql`(CASE WHEN ${paymentPasswordGuards.pendingAt} < now() - interval '1 minute' THEN 0 ELSE ${paymentPasswordGuards.pending} END)`;

/** Members' secrets, bound mobile, payee name; banks, bank cards and the payment-password guard. */
export function createSecurityRepository(db: DbOrTx) {
  return {
    async member(memberId: number): Promise<SecurityMember | undefined> {
      const [row] = await db.select(memberFields).from(members).where(eq(members.id, memberId));
      return row;
    },

    async setPaymentPasswordHash(memberId: number, hash: string): Promise<void> {
      await db.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
    },

    /** Sets the payment password only while none is set: false when one already was. */
    async setFirstPaymentPasswordHash(memberId: number, hash: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, memberId), sql`${members.paymentPasswordHash} IS NULL`))
        .returning({ id: members.id });
      return rows.length > 0;
    },

    async setMobile(memberId: number, countryDialingCode: string, mobileNum: string) {
      await db
        .update(members)
        .set({ countryDialingCode, mobileNum })
        .where(eq(members.id, memberId));
    },

    /**
     * Binding a card: the payee name becomes the card's account name when it was empty, and is
     * locked from then on, whatever happens to the cards.
     */
    async lockPayeeName(memberId: number, accountName: string): Promise<void> {
      await db
        .update(members)
        .set({
          payeeName: sql`CASE WHEN ${members.payeeName} = '' THEN ${accountName} ELSE ${members.payeeName} END`,
          payeeNameLocked: true,
        })
        .where(eq(members.id, memberId));
    },

    // The payment-password guard.

    /**
     * Reserves a slot for a guess about to be checked, atomically: true when taken; false while
     * the password is locked or `maxFailures` guesses are wrong or being checked already. So
     * guesses sent together are never checked more often than the wrong ones allowed.
     */
    async reserveGuess(memberId: number, maxFailures: number): Promise<boolean> {
      const g = paymentPasswordGuards;
      const expired = sql`(${g.lockedUntil} IS NOT NULL AND ${g.lockedUntil} <= now())`;
      const failures = sql`(CASE WHEN ${expired} THEN 0 ELSE ${g.failures} END)`;
      const [row] = await db
        .insert(g)
        .values({ memberId, failures: 0, pending: 1, pendingAt: sql`now()` })
        .onConflictDoUpdate({
          target: g.memberId,
          set: {
            failures: sql`${failures}`,
            lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${g.lockedUntil} END`,
            pending: sql`${livePending} + 1`,
            pendingAt: sql`now()`,
          },
          setWhere: sql`(${g.lockedUntil} IS NULL OR ${g.lockedUntil} <= now()) AND ${failures} + ${livePending} < ${maxFailures}`,
        })
        .returning({ memberId: g.memberId });
      return row !== undefined;
    },

    /**
     * Settles a reserved guess: right starts the count again (and lifts any lock), wrong adds a
     * failure, locking the password for `lockMinutes` at `maxFailures`; abandoned (not checked)
     * only frees the slot. Answers the failures in a row now.
     */
    async settleGuess(
      memberId: number,
      result: 'right' | 'wrong' | 'abandoned',
      maxFailures: number,
      lockMinutes: number,
    ): Promise<number> {
      const g = paymentPasswordGuards;
      const failures =
        result === 'right' ? sql`0` : result === 'wrong' ? sql`${g.failures} + 1` : g.failures;
      const [row] = await db
        .update(g)
        .set({
          pending: sql`GREATEST(${livePending} - 1, 0)`,
          failures: sql`${failures}`,
          lockedUntil:
            result === 'right'
              ? null
              : sql`CASE WHEN ${failures} >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes}) ELSE ${g.lockedUntil} END`,
        })
        .where(eq(g.memberId, memberId))
        .returning({ failures: g.failures });
      return row?.failures ?? 0;
    },

    /** A right guess: the count starts again and any lock is lifted. */
    async clearGuesses(memberId: number): Promise<void> {
      await db.delete(paymentPasswordGuards).where(eq(paymentPasswordGuards.memberId, memberId));
    },

    /** When the lock opens (while locked), else undefined. */
    async lockedUntil(memberId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ lockedUntil: paymentPasswordGuards.lockedUntil })
        .from(paymentPasswordGuards)
        .where(
          and(
            eq(paymentPasswordGuards.memberId, memberId),
            sql`${paymentPasswordGuards.lockedUntil} > now()`,
          ),
        );
      return row?.lockedUntil ?? undefined;
    },

    // Banks and cards.

    banks: (): Promise<BankRow[]> =>
      db
        .select()
        .from(banks)
        .where(eq(banks.enabled, true))
        .orderBy(asc(banks.sort), asc(banks.name)),

    async bank(code: string): Promise<BankRow | undefined> {
      return rowMatching(db, banks, { code, enabled: true });
    },

    cards: (memberId: number): Promise<BankCardRow[]> =>
      db
        .select({
          id: bankCards.id,
          memberId: bankCards.memberId,
          bankCode: bankCards.bankCode,
          accountName: bankCards.accountName,
          accountNumber: bankCards.accountNumber,
          createdAt: bankCards.createdAt,
          bankName: banks.name,
          kind: sql<BankKind>`${banks.kind}`,
        })
        .from(bankCards)
        .innerJoin(banks, eq(banks.code, bankCards.bankCode))
        .where(eq(bankCards.memberId, memberId))
        .orderBy(asc(bankCards.createdAt), asc(bankCards.id)),

    async cardCount(memberId: number): Promise<number> {
      return db.$count(bankCards, eq(bankCards.memberId, memberId));
    },

    /** Holds the member's row until the transaction ends: card binds of one member take turns. */
    async lockMember(memberId: number): Promise<void> {
      await db.execute(sql`SELECT 1 FROM ${members} WHERE ${members.id} = ${memberId} FOR UPDATE`);
    },

    async insertCard(values: typeof bankCards.$inferInsert) {
      const [row] = await db.insert(bankCards).values(values).returning();
      if (!row) throw new Error('bank card not inserted');
      return row;
    },

    /** Deletes the member's own card; false when it is not theirs or not there. */
    deleteCard: (memberId: number, id: number): Promise<boolean> =>
      deleteMatching(db, bankCards, { id, memberId }),

    async hasCard(memberId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(matching(bankCards, { id, memberId }));
      return row !== undefined;
    },
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
