import { grantableTypes, isAgentType } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { affiliateLinks, affiliateRegistrations, members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { grantLinkRates } from '../rebates/link-rates.js';

/** Where a registration through a link goes: under the agent, with the link's type. */
export type LinkInvitation = {
  linkId: number;
  upline: { id: number; path: string };
  type: number;
};

/**
 * The invitation of an affiliate link's code (compared without case), for registration: undefined
 * when no link of the merchant has it (it may be an agent's own invitation code); a deleted or
 * expired link answers why (400 on affiliateCode, the register screen says so). A link whose agent
 * is disabled, no longer an agent or may no longer give its type registers nobody.
 */
export async function findLinkInvitation(
  db: DbOrTx,
  merchantId: number,
  code: string,
  now: Date,
): Promise<LinkInvitation | undefined> {
  const [row] = await db
    .select({
      id: affiliateLinks.id,
      type: affiliateLinks.type,
      expiresAt: affiliateLinks.expiresAt,
      deletedAt: affiliateLinks.deletedAt,
      agent: { id: members.id, path: members.path, type: members.type, disabled: members.disabled },
    })
    .from(affiliateLinks)
    .innerJoin(members, eq(members.id, affiliateLinks.memberId))
    .where(
      and(
        eq(affiliateLinks.merchantId, merchantId),
        sql`upper(${affiliateLinks.code}) = ${code.trim().toUpperCase()}`,
      ),
    );
  if (!row) return undefined;
  const field = { field: 'affiliateCode' };
  if (row.deletedAt) throw new AppError('affiliate.link.deleted', field);
  if (row.expiresAt && row.expiresAt <= now) throw new AppError('affiliate.link.expired', field);
  const { agent } = row;
  if (
    agent.disabled ||
    !isAgentType(agent.type) ||
    !grantableTypes(agent.type).includes(row.type)
  ) {
    throw new AppError('invitation_code_error', field);
  }
  return { linkId: row.id, upline: { id: agent.id, path: agent.path }, type: row.type };
}

/** Which link brought `memberId`, and the link's rebate rates: in the registration's transaction. */
export async function recordLinkRegistration(
  tx: DbOrTx,
  linkId: number,
  memberId: number,
): Promise<void> {
  await tx.insert(affiliateRegistrations).values({ linkId, memberId });
  await grantLinkRates(tx, linkId, memberId);
}

/** What registration asks of the links (auth's LinkInvitations, given to it by composition). */
export const createLinkInvitations = (db: DbOrTx) => ({
  find: (merchantId: number, code: string, now: Date) =>
    findLinkInvitation(db, merchantId, code, now),
  record: recordLinkRegistration,
});
