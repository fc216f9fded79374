import {
  CONTRACT_KINDS,
  type AgentContract,
  type ContractActionBody,
  type ContractBook,
  type ContractKind,
  type ContractRequestInfo,
  type ContractRequests,
  type ContractStatus,
  type OperatorContractBody,
} from '@app/contracts';
import { isAgentType, NO_CONTRACT_REQUESTS } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.js';
import { agentContracts, members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import type { AgentCaller, AgentScope } from '../scope.js';
import { createContractFlow, takesContracts, type ContractFlow } from './contract-flow.js';
import type { ContractNotice } from './contract-notices.js';
import { createContractsRepository, IN_FORCE, type ContractRow } from './contracts.repository.js';

/** A row as both sides see it (its merchant left out). */
export function shownContract(row: ContractRow): AgentContract {
  const contract: AgentContract & { merchantId?: number } = { ...row };
  delete contract.merchantId;
  return contract;
}
const shownOrNull = (row: ContractRow | undefined) => (row ? shownContract(row) : null);

const EMPTY_BOOK = (kind: ContractKind): ContractBook => ({
  kind,
  exempt: true,
  mine: { current: null, pending: null },
  bound: null,
  downlines: [],
  history: [],
  events: [],
});

/** AGENTS.md: the request keys of /funds/consolidated, one per kind. */
const REQUEST_KEYS = {
  daily_salary: ['dailysalreqtype', 'dailysalinfotype'],
  dividend: ['divtypecompperiodreq', 'divtypecompperiodinfo'],
  hourly_salary: ['contracthoursalreq', 'contracthoursalinfo'],
} as const;

/**
 * What `/wps/member/info/funds/consolidated` answers: per kind, whether a request waits ('NEW' a
 * first offer, 'CHANGE' a change; the hourly key is a boolean) and the caller's contract status,
 * where a P or E row wins over an A row. Exempt and non-agent types: nothing.
 */
export function createContractRequests(db: Db) {
  return async (memberId: number, type: number): Promise<ContractRequestInfo> => {
    const info: ContractRequestInfo = { ...NO_CONTRACT_REQUESTS };
    if (!takesContracts(type)) return info;
    const rows = await db
      .select({
        kind: agentContracts.kind,
        status: agentContracts.status,
        supersedesId: agentContracts.supersedesId,
      })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, memberId),
          inArray(agentContracts.status, ['P', ...IN_FORCE]),
        ),
      );
    for (const kind of CONTRACT_KINDS) {
      const [reqKey, infoKey] = REQUEST_KEYS[kind];
      const of = rows.filter((row) => row.kind === kind);
      const pending = of.find((row) => row.status === 'P');
      const current = of.find((row) => row.status !== 'P');
      const request = pending ? (pending.supersedesId ? 'CHANGE' : 'NEW') : '';
      if (reqKey === 'contracthoursalreq') info[reqKey] = request !== '';
      else info[reqKey] = request;
      info[infoKey] = current?.status === 'E' ? 'E' : pending ? 'P' : (current?.status ?? '');
    }
    return info;
  };
}

/**
 * An agent's contracts: its own with its upline and the ones it gives its direct downline
 * agents. Offers and terminations reach direct downlines only (scope.directDownline); accept and
 * reject act on the caller's own pending request only, so nobody answers another's offer.
 */
export function createContractsService({
  db,
  scope,
  notify,
}: {
  db: Db;
  scope: AgentScope;
  notify: (notice: ContractNotice) => Promise<void>;
}) {
  const repo = createContractsRepository(db);
  const flow: ContractFlow = createContractFlow({ db, notify });

  async function directAgents(caller: AgentCaller) {
    const rows = await db
      .select({ customerId: members.id, customerName: members.account, type: members.type })
      .from(members)
      .where(and(eq(members.merchantId, caller.merchantId), eq(members.uplineId, caller.memberId)))
      .orderBy(members.account);
    return rows.filter((row) => takesContracts(row.type));
  }

  return {
    flow,
    operator: createOperatorContracts({ db, flow }),

    async book(caller: AgentCaller, kind: ContractKind): Promise<ContractBook> {
      if (!takesContracts(caller.type)) return EMPTY_BOOK(kind);
      const me = caller.memberId;
      const [current, pending, agents, given, history] = await Promise.all([
        repo.ofDownline(me, kind, IN_FORCE),
        repo.ofDownline(me, kind, ['P']),
        directAgents(caller),
        repo.givenBy(caller.merchantId, me, kind, ['P', ...IN_FORCE]),
        repo.history(me, kind),
      ]);
      const givenTo = (id: number, statuses: string[]) =>
        shownOrNull(given.find((row) => row.downlineId === id && statuses.includes(row.status)));
      return {
        kind,
        exempt: false,
        mine: { current: shownOrNull(current), pending: shownOrNull(pending) },
        bound: current?.terms ?? null,
        downlines: agents.map(({ customerId, customerName }) => ({
          customerId,
          customerName,
          current: givenTo(customerId, IN_FORCE),
          pending: givenTo(customerId, ['P']),
        })),
        history: history.map(shownContract),
        events: await repo.events(history.map((row) => row.id)),
      };
    },

    async requests(caller: AgentCaller, kind: ContractKind): Promise<ContractRequests> {
      if (!takesContracts(caller.type)) return { received: null, sent: [] };
      const [received, sent] = await Promise.all([
        repo.ofDownline(caller.memberId, kind, ['P']),
        repo.givenBy(caller.merchantId, caller.memberId, kind, ['P']),
      ]);
      return { received: shownOrNull(received), sent: sent.map(shownContract) };
    },

    async act(
      caller: AgentCaller,
      kind: ContractKind,
      body: ContractActionBody,
    ): Promise<AgentContract> {
      const by = {
        merchantId: caller.merchantId,
        uplineId: caller.memberId,
        actorId: caller.memberId,
      };
      const downline = async () => {
        if (body.downlineId === undefined) throw new AppError('agent.downline.not.found');
        return scope.directDownline(caller, body.downlineId);
      };
      switch (body.action) {
        case 'offer':
          return shownContract(await flow.offer(by, await downline(), kind, body.terms));
        case 'terminate':
          return shownContract(await flow.terminate(by, (await downline()).id, kind, body.reason));
        case 'accept':
          return shownContract(await flow.accept(caller.merchantId, caller.memberId, kind));
        case 'reject':
          return shownContract(await flow.reject(caller.memberId, kind, body.reason));
      }
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;

/**
 * The house's side (operator API, npm run admin): it offers, changes and ends the contracts of
 * top agents (agents with no agent upline), bounded by the top rates, and lists any contract.
 */
export function createOperatorContracts({ db, flow }: { db: Db; flow: ContractFlow }) {
  const repo = createContractsRepository(db);

  async function topAgent(merchantId: number, account: string) {
    const uplines = alias(members, 'top_uplines');
    const [row] = await db
      .select({ id: members.id, type: members.type, uplineType: uplines.type })
      .from(members)
      .leftJoin(uplines, eq(uplines.id, members.uplineId))
      .where(
        and(
          eq(members.merchantId, merchantId),
          eq(members.accountKey, account.trim().toLowerCase()),
        ),
      );
    if (!row) throw new AppError('agent.downline.not.found');
    if (row.uplineType !== null && isAgentType(row.uplineType))
      throw new AppError('contract.top.only');
    return row;
  }
  const house = (merchantId: number) => ({ merchantId, uplineId: null, actorId: null });

  return {
    async list(
      merchantId: number,
      query: { kind?: ContractKind | undefined; status?: ContractStatus | undefined },
    ): Promise<AgentContract[]> {
      const rows = await repo.select(
        and(
          eq(agentContracts.merchantId, merchantId),
          query.kind ? eq(agentContracts.kind, query.kind) : undefined,
          query.status ? eq(agentContracts.status, query.status) : undefined,
        ),
        500,
      );
      return rows.map(shownContract);
    },
    async offer(merchantId: number, body: OperatorContractBody): Promise<AgentContract> {
      const top = await topAgent(merchantId, body.account);
      return shownContract(await flow.offer(house(merchantId), top, body.kind, body.terms));
    },
    async terminate(merchantId: number, body: OperatorContractBody): Promise<AgentContract> {
      const top = await topAgent(merchantId, body.account);
      return shownContract(await flow.terminate(house(merchantId), top.id, body.kind));
    },
  };
}

export type OperatorContracts = ReturnType<typeof createOperatorContracts>;
