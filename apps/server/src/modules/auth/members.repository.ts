import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { members } from '@/db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type ProfilePatch = Partial<Pick<MemberRow, 'nickname' | 'email' | 'payeeName' | 'icon'>>;

/** The case-insensitive key of an account name (members.account_key). */
export const accountKeyOf = (account: string) => account.trim().toLowerCase();

/** Members as identity needs them: lookups by account, number and invitation code; updates. */
export function createMembersRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<MemberRow | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row;
    },

    async findByAccount(merchantId: number, account: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantId, merchantId), eq(members.accountKey, accountKeyOf(account))),
        );
      return row;
    },

    /** `dialingCode` without "+", as members store it. */
    async findByMobile(
      merchantId: number,
      dialingCode: string,
      mobileNum: string,
    ): Promise<MemberRow | undefined> {
      if (mobileNum === '') return undefined;
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.countryDialingCode, dialingCode),
            eq(members.mobileNum, mobileNum),
          ),
        );
      return row;
    },

    /** The member whose invitation code this is (codes compare case-insensitively). */
    async findByAffiliateCode(merchantId: number, code: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            sql`upper(${members.affiliateCode}) = ${code.trim().toUpperCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    async insert(row: NewMember): Promise<MemberRow> {
      const [created] = await db.insert(members).values(row).returning();
      if (!created) throw new Error('member not created');
      return created;
    },

    async markLoggedIn(id: number): Promise<void> {
      await db.update(members).set({ firstTimeLogin: false }).where(eq(members.id, id));
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordChangedAt: sql`now()` })
        .where(eq(members.id, id));
    },

    /**
     * A patch that sets the payee name applies only while the name is not locked, in the same
     * statement (a card bound meanwhile takes the row first): 'locked' when it was.
     */
    async updateProfile(
      id: number,
      patch: ProfilePatch,
    ): Promise<MemberRow | 'locked' | undefined> {
      const unlocked =
        patch.payeeName === undefined ? undefined : eq(members.payeeNameLocked, false);
      const [row] = await db
        .update(members)
        .set(patch)
        .where(and(eq(members.id, id), unlocked))
        .returning();
      if (row || !unlocked) return row;
      const [exists] = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
      return exists ? 'locked' : undefined;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
