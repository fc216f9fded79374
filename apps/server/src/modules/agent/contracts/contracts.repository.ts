import type {
  AgentContract,
  ContractEvent,
  ContractEventAction,
  ContractKind,
  ContractStatus,
  ContractTerms,
} from '@app/contracts';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { agentContractEvents, agentContracts, members } from '@/db/schema/index.js';

const uplines = alias(members, 'contract_uplines');

const contractColumns = {
  id: agentContracts.id,
  merchantId: agentContracts.merchantId,
  kind: agentContracts.kind,
  uplineId: agentContracts.uplineId,
  uplineName: uplines.account,
  downlineId: agentContracts.downlineId,
  downlineName: members.account,
  terms: agentContracts.terms,
  status: agentContracts.status,
  version: agentContracts.version,
  supersedesId: agentContracts.supersedesId,
  createdAt: agentContracts.createdAt,
  decidedAt: agentContracts.decidedAt,
  startedAt: agentContracts.startedAt,
  endedAt: agentContracts.endedAt,
  reason: agentContracts.reason,
};

export type ContractRow = AgentContract & { merchantId: number };

const ms = (at: Date | null) => (at ? at.getTime() : null);

type Selected = Omit<ContractRow, 'kind' | 'status' | 'terms' | keyof Times> & {
  kind: string;
  status: string;
  terms: unknown;
} & { [K in keyof Times]: Date | null };
type Times = Pick<AgentContract, 'createdAt' | 'decidedAt' | 'startedAt' | 'endedAt'>;

const toContract = (row: Selected): ContractRow => ({
  ...row,
  kind: row.kind as ContractKind,
  status: row.status as ContractStatus,
  terms: row.terms as ContractTerms,
  createdAt: row.createdAt?.getTime() ?? 0,
  decidedAt: ms(row.decidedAt),
  startedAt: ms(row.startedAt),
  endedAt: ms(row.endedAt),
});

export const IN_FORCE: ContractStatus[] = ['A', 'E'];

/** Agent contracts' rows and their events; every write goes with its event. */
export function createContractsRepository(db: DbOrTx) {
  async function select(where: SQL | undefined, limit = 200): Promise<ContractRow[]> {
    const rows = await db
      .select(contractColumns)
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.downlineId))
      .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
      .where(where)
      .orderBy(desc(agentContracts.id))
      .limit(limit);
    return rows.map(toContract);
  }

  return {
    select,

    async byId(id: number): Promise<ContractRow | undefined> {
      return (await select(eq(agentContracts.id, id)))[0];
    },

    /** The downline's contract of `kind` with one of `statuses` (at most one by the indexes). */
    async ofDownline(downlineId: number, kind: ContractKind, statuses: ContractStatus[]) {
      const where = and(
        matching(agentContracts, { downlineId, kind }),
        inArray(agentContracts.status, statuses),
      );
      return (await select(where))[0];
    },

    /** Contracts of `kind` the upline gave (null: the operator's, of `merchantId`). */
    givenBy(
      merchantId: number,
      uplineId: number | null,
      kind: ContractKind,
      statuses: ContractStatus[],
    ) {
      return select(
        and(
          eq(agentContracts.merchantId, merchantId),
          uplineId === null
            ? sql`${agentContracts.uplineId} IS NULL`
            : eq(agentContracts.uplineId, uplineId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, statuses),
        ),
      );
    },

    /** Every contract of `kind` where `memberId` is either side, newest first. */
    history(memberId: number, kind: ContractKind, limit = 100) {
      return select(
        and(
          eq(agentContracts.kind, kind),
          or(eq(agentContracts.downlineId, memberId), eq(agentContracts.uplineId, memberId)),
        ),
        limit,
      );
    },

    async events(contractIds: number[]): Promise<ContractEvent[]> {
      if (contractIds.length === 0) return [];
      const rows = await db
        .select()
        .from(agentContractEvents)
        .where(inArray(agentContractEvents.contractId, contractIds))
        .orderBy(desc(agentContractEvents.id));
      return rows.map((row) => ({
        ...row,
        action: row.action as ContractEventAction,
        status: row.status as ContractStatus,
        createdAt: row.createdAt.getTime(),
      }));
    },

    async insert(row: {
      merchantId: number;
      kind: ContractKind;
      uplineId: number | null;
      downlineId: number;
      terms: ContractTerms;
      version: number;
      supersedesId: number | null;
    }): Promise<number> {
      const [made] = await db
        .insert(agentContracts)
        .values({ ...row, status: 'P' })
        .returning({ id: agentContracts.id });
      return (made as { id: number }).id;
    },

    async setStatus(
      id: number,
      status: ContractStatus,
      set: { decidedAt?: Date; startedAt?: Date; endedAt?: Date; reason?: string | null } = {},
    ) {
      await db
        .update(agentContracts)
        .set({ status, ...set })
        .where(eq(agentContracts.id, id));
    },

    async event(
      contractId: number,
      action: ContractEventAction,
      status: ContractStatus,
      actorId: number | null,
      reason: string | null = null,
    ) {
      await db.insert(agentContractEvents).values({ contractId, action, status, actorId, reason });
    },

    /** The highest version the downline's contracts of `kind` reached (0: none yet). */
    async lastVersion(downlineId: number, kind: ContractKind): Promise<number> {
      const [row] = await db
        .select({ v: sql<number>`coalesce(max(${agentContracts.version}), 0)::int` })
        .from(agentContracts)
        .where(matching(agentContracts, { downlineId, kind }));
      return row?.v ?? 0;
    },

    /** Serialises every step on one downline's contracts (its member row, FOR UPDATE). */
    async lockMember(memberId: number) {
      const [row] = await db
        .select({
          id: members.id,
          account: members.account,
          type: members.type,
          uplineId: members.uplineId,
          /** The upline's type: a top agent (the house's) has none that is an agent. */
          uplineType: sql<
            number | null
          >`(SELECT u.type FROM members u WHERE u.id = members.upline_id)`,
        })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      return row;
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
