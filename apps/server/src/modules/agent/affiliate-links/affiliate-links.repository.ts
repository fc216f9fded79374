import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowMatching } from '@/db/queries.js';
import { affiliateLinks, affiliateRegistrations, members } from '@/db/schema/index.js';

export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;
type Page = { pageNo: number; pageSize: number };

const registrationCount = sql<number>`(
  SELECT count(*)::int FROM ${affiliateRegistrations}
  WHERE ${affiliateRegistrations.linkId} = ${affiliateLinks.id}
)`;

/** An agent's affiliate links and the members they brought. */
export function createAffiliateLinksRepository(db: DbOrTx) {
  const liveOf = (memberId: number) =>
    and(eq(affiliateLinks.memberId, memberId), isNull(affiliateLinks.deletedAt));

  return {
    async insert(row: typeof affiliateLinks.$inferInsert): Promise<AffiliateLinkRow> {
      const [created] = await db.insert(affiliateLinks).values(row).returning();
      if (!created) throw new Error('affiliate link not created');
      return created;
    },

    /** The member's live (not deleted) links. */
    async countLive(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(affiliateLinks).where(liveOf(memberId));
      return row?.n ?? 0;
    },

    /** A page of the member's live links, newest first, with how many each brought. */
    async page(memberId: number, { pageNo, pageSize }: Page) {
      const [rows, total] = await Promise.all([
        db
          .select({ link: affiliateLinks, registrations: registrationCount })
          .from(affiliateLinks)
          .where(liveOf(memberId))
          .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        this.countLive(memberId),
      ]);
      return { rows, total };
    },

    /** Marks one of the member's live links deleted: false when it has none of that id. */
    async softDelete(memberId: number, id: number, at: Date): Promise<boolean> {
      const deleted = await db
        .update(affiliateLinks)
        .set({ deletedAt: at })
        .where(and(eq(affiliateLinks.id, id), liveOf(memberId)))
        .returning({ id: affiliateLinks.id });
      return deleted.length > 0;
    },

    /** The agent's own invitation code and how many members all its links brought. */
    async summary(memberId: number) {
      const [own] = await db
        .select({ affiliateCode: members.affiliateCode })
        .from(members)
        .where(eq(members.id, memberId));
      const [brought] = await db
        .select({ n: count() })
        .from(affiliateRegistrations)
        .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateRegistrations.linkId))
        .where(eq(affiliateLinks.memberId, memberId));
      return { affiliateCode: own?.affiliateCode ?? null, registrations: brought?.n ?? 0 };
    },

    /** The member's link of this id, deleted or not. */
    async findOwn(memberId: number, id: number): Promise<AffiliateLinkRow | undefined> {
      return rowMatching(db, affiliateLinks, { id, memberId });
    },

    /** A page of the members the agent's links brought (one link's when given), newest first. */
    async registrations(agentId: number, linkId: number | undefined, { pageNo, pageSize }: Page) {
      const where = and(
        eq(affiliateLinks.memberId, agentId),
        linkId === undefined ? undefined : eq(affiliateLinks.id, linkId),
      );
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: members.id,
            account: members.account,
            nickname: members.nickname,
            type: members.type,
            regDate: members.regDate,
            linkId: affiliateLinks.id,
            channel: affiliateLinks.channel,
          })
          .from(affiliateRegistrations)
          .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateRegistrations.linkId))
          .innerJoin(members, eq(members.id, affiliateRegistrations.memberId))
          .where(where)
          .orderBy(desc(affiliateRegistrations.createdAt), desc(members.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db
          .select({ n: count() })
          .from(affiliateRegistrations)
          .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateRegistrations.linkId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type AffiliateLinksRepository = ReturnType<typeof createAffiliateLinksRepository>;
