import { MEMBER_TYPE, RED_ENVELOPE_KIND } from '@app/contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching, rowMatching } from '@/db/queries.js';
import { agentTransferShares, agentTransfers, members } from '@/db/schema/index.js';
import { inTeam } from '../scope.js';

/** A member who may receive an agent's money, as the agent sees them. */
export type Receiver = {
  customerId: number;
  customerName: string;
  nickname: string;
  type: number;
  disabled: boolean;
};

const receiverColumns = {
  customerId: members.id,
  customerName: members.account,
  nickname: members.nickname,
  type: members.type,
  disabled: members.disabled,
};

/** An agent's transfer as its key finds it, with what each receiver got. */
export type AgentTransferRow = typeof agentTransfers.$inferSelect & {
  shares: (Omit<Receiver, 'disabled'> & { amount: number })[];
};

/**
 * Advisory lock class of an agent's money requests: one at a time per agent, so a key is looked
 * up and used by one request (lib/idempotency-key.ts replayOrRun).
 */
const AGENT_MONEY_LOCK = 260_026;

/** The agent's direct downlines who may receive: no free-trial or disabled account. */
const directReceiversOf = (merchantId: number, agentId: number) =>
  and(
    matching(members, { merchantId, uplineId: agentId }),
    ne(members.type, MEMBER_TYPE.TRIAL),
    eq(members.disabled, false),
  );

/** SQL of the agent's transfers and red envelopes (db/schema/agent-transfers.ts). */
export function createAgentTransfersRepository(db: DbOrTx) {
  return {
    /** Waits for the agent's other money request to end (to the end of this transaction). */
    async lockAgent(agentId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${AGENT_MONEY_LOCK}, ${agentId}::int)`);
    },

    /** The agent's name, whether it has a payment password. */
    async sender(agentId: number) {
      const [row] = await db
        .select({ account: members.account, paymentPasswordHash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, agentId));
      return { account: row?.account ?? '', hasPaymentPassword: Boolean(row?.paymentPasswordHash) };
    },

    async receiver(memberId: number): Promise<Receiver | undefined> {
      const [row] = await db.select(receiverColumns).from(members).where(eq(members.id, memberId));
      return row;
    },

    /** Members of the team under `prefix` among `ids` (any depth). */
    async inTeam(merchantId: number, prefix: string, ids: number[]): Promise<Receiver[]> {
      return db
        .select(receiverColumns)
        .from(members)
        .where(and(eq(members.merchantId, merchantId), inTeam(prefix), inArray(members.id, ids)))
        .orderBy(asc(members.id));
    },

    /** The agent's direct downlines who may receive (no free-trial or disabled ones), up to `limit`. */
    async directReceivers(merchantId: number, agentId: number, limit: number): Promise<Receiver[]> {
      return db
        .select(receiverColumns)
        .from(members)
        .where(directReceiversOf(merchantId, agentId))
        .orderBy(asc(members.id))
        .limit(limit);
    },

    async countDirectReceivers(merchantId: number, agentId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(directReceiversOf(merchantId, agentId));
      return row?.n ?? 0;
    },

    async byKey(agentId: number, key: string): Promise<AgentTransferRow | undefined> {
      const row = await rowMatching(db, agentTransfers, { agentId, idempotencyKey: key });
      if (!row) return undefined;
      const shares = await db
        .select({
          customerId: members.id,
          customerName: members.account,
          nickname: members.nickname,
          type: members.type,
          amount: agentTransferShares.amount,
        })
        .from(agentTransferShares)
        .innerJoin(members, eq(members.id, agentTransferShares.memberId))
        .where(eq(agentTransferShares.transferId, row.id))
        .orderBy(asc(agentTransferShares.id));
      return { ...row, shares };
    },

    /** The transfer and its shares; a red envelope's shares wait to be opened. */
    async insert(
      row: typeof agentTransfers.$inferInsert,
      shares: { memberId: number; amount: number }[],
    ): Promise<void> {
      const [made] = await db
        .insert(agentTransfers)
        .values(row)
        .returning({ id: agentTransfers.id });
      if (!made) throw new Error('agent transfer not written');
      const openedAt = row.kind === RED_ENVELOPE_KIND ? null : new Date();
      await db
        .insert(agentTransferShares)
        .values(shares.map((share) => ({ ...share, transferId: made.id, openedAt })));
    },

    /** The member's red envelopes not yet opened, oldest first, with who sent each. */
    async unopened(memberId: number, limit: number) {
      return db
        .select({
          id: agentTransferShares.id,
          from: members.account,
          createdAt: agentTransfers.createdAt,
        })
        .from(agentTransferShares)
        .innerJoin(agentTransfers, eq(agentTransfers.id, agentTransferShares.transferId))
        .innerJoin(members, eq(members.id, agentTransfers.agentId))
        .where(
          and(eq(agentTransferShares.memberId, memberId), isNull(agentTransferShares.openedAt)),
        )
        .orderBy(asc(agentTransferShares.id))
        .limit(limit);
    },

    /** Marks the member's envelope opened (once: opening it again keeps the first time). */
    async open(memberId: number, shareId: number) {
      const mine = matching(agentTransferShares, { id: shareId, memberId });
      await db
        .update(agentTransferShares)
        .set({ openedAt: new Date() })
        .where(and(mine, isNull(agentTransferShares.openedAt)));
      const [row] = await db
        .select({
          id: agentTransferShares.id,
          from: members.account,
          amount: agentTransferShares.amount,
          openedAt: agentTransferShares.openedAt,
        })
        .from(agentTransferShares)
        .innerJoin(agentTransfers, eq(agentTransfers.id, agentTransferShares.transferId))
        .innerJoin(members, eq(members.id, agentTransfers.agentId))
        .where(and(mine, eq(agentTransfers.kind, RED_ENVELOPE_KIND)));
      return row;
    },
  };
}
