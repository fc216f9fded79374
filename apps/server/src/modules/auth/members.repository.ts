import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { members } from '@/db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type ProfilePatch = Partial<Pick<MemberRow, 'nickname' | 'email' | 'payeeName' | 'icon'>>;

/** The case-insensitive key of an account name (members.account_key). */
export const accountKeyOf = (account: string) => account.trim().toLowerCase();

/** Members as identity needs them: lookups by account, number and invitation code; updates. */
export function createMembersRepository(db: DbOrTx) {
  /** The member matching `where`: each lookup below names at most one. */
  async function findOne(where: SQL | undefined): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(where).limit(1);
    return row;
  }

  return {
    findById: (id: number) => findOne(eq(members.id, id)),

    findByAccount: (merchantId: number, account: string) =>
      findOne(matching(members, { merchantId, accountKey: accountKeyOf(account) })),

    /** `dialingCode` without "+", as members store it. */
    async findByMobile(
      merchantId: number,
      dialingCode: string,
      mobileNum: string,
    ): Promise<MemberRow | undefined> {
      if (mobileNum === '') return undefined;
      return findOne(matching(members, { merchantId, countryDialingCode: dialingCode, mobileNum }));
    },

    /** The member whose invitation code this is (codes compare case-insensitively). */
    findByAffiliateCode: (merchantId: number, code: string) =>
      findOne(
        and(
          eq(members.merchantId, merchantId),
          sql`upper(${members.affiliateCode}) = ${code.trim().toUpperCase()}`,
        ),
      ),

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
