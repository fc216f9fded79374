import { EXEMPT_TYPES, isAgentType, type ContractKind, type ContractTerms } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { cascadeNotices, type ContractNotice } from './contract-notices.js';
import {
  createContractsRepository,
  IN_FORCE,
  type ContractRow,
  type ContractsRepository,
} from './contracts.repository.js';
import { assertWithin, firstTierAbove, parseTerms } from './terms-rules.js';

/** Who offers or ends: an agent (its id), or the operator (uplineId and actorId null). */
export type Offerer = { merchantId: number; uplineId: number | null; actorId: number | null };

/** Types that never get contracts: not agents (0, 4, 40) and the exempt ones (4, 40, 41, 42). */
export const takesContracts = (type: number) => isAgentType(type) && !EXEMPT_TYPES.includes(type);

/**
 * The steps of a contract, each in one transaction that locks the downline's member row, so two
 * steps on one downline never interleave. Scope (who may act on whom) is the caller's check.
 */
export function createContractFlow({
  db,
  notify,
}: {
  db: Db;
  notify: (notice: ContractNotice) => Promise<void>;
}) {
  async function step<T>(
    downlineId: number,
    run: (
      repo: ContractsRepository,
      notices: ContractNotice[],
      downline: { uplineId: number | null; uplineType: number | null } | undefined,
    ) => Promise<T>,
  ): Promise<T> {
    const notices: ContractNotice[] = [];
    const answer = await db.transaction(async (tx) => {
      const repo = createContractsRepository(tx);
      const downline = await repo.lockMember(downlineId);
      return run(repo, notices, downline);
    });
    for (const notice of notices) await notify(notice);
    return answer;
  }

  /** What bounds an upline's offers: its own contract's terms; the operator: the top rates. */
  async function boundOf(repo: ContractsRepository, uplineId: number | null, kind: ContractKind) {
    if (uplineId === null) return null;
    const own = await repo.ofDownline(uplineId, kind, IN_FORCE);
    if (!own) throw new AppError('contract.upline.none');
    return own.terms;
  }

  const found = (row: ContractRow | undefined) => {
    if (!row) throw new AppError('contract.request.none');
    return row;
  };

  /**
   * Ends the contracts of `kind` that `agentId` gave and that its own terms no longer cover (or
   * all of them, when it has none left), then theirs in turn; both sides of an ended contract in
   * force are told.
   */
  async function cascade(
    repo: ContractsRepository,
    merchantId: number,
    agentId: number,
    kind: ContractKind,
    notices: ContractNotice[],
  ): Promise<void> {
    const own = await repo.ofDownline(agentId, kind, IN_FORCE);
    const given = await repo.givenBy(merchantId, agentId, kind, ['P', ...IN_FORCE]);
    for (const child of given) {
      if (own && !firstTierAbove(kind, child.terms, own.terms)) continue;
      const now = new Date();
      await repo.setStatus(child.id, 'T', { endedAt: now, reason: 'upline.dropped' });
      await repo.event(child.id, 'cascade', 'T', null, 'upline.dropped');
      if (child.status === 'P') continue;
      notices.push(...cascadeNotices(child));
      await cascade(repo, merchantId, child.downlineId, kind, notices);
    }
  }

  return {
    /** A new request (P): a change when one is in force (that one turns E until answered). */
    offer(
      by: Offerer,
      downline: { id: number; type: number },
      kind: ContractKind,
      raw: unknown,
    ): Promise<ContractRow> {
      if (!takesContracts(downline.type)) throw new AppError('contract.downline.exempt');
      const terms: ContractTerms = parseTerms(kind, raw);
      return step(downline.id, async (repo, _notices, locked) => {
        // The caller checked its downline before this step: a move of the team under another
        // upline meanwhile (it locks this row too) leaves nothing to offer. The house offers
        // to top agents only: one moved under an agent is that agent's to offer to now.
        const stillTheirs =
          by.uplineId === null
            ? locked?.uplineType == null || !isAgentType(locked.uplineType)
            : locked?.uplineId === by.uplineId;
        if (!locked || !stillTheirs) throw new AppError('agent.downline.not.found');
        assertWithin(kind, terms, await boundOf(repo, by.uplineId, kind));
        const pending = await repo.ofDownline(downline.id, kind, ['P']);
        if (pending) {
          await repo.setStatus(pending.id, 'T', { endedAt: new Date(), reason: 'replaced' });
          await repo.event(pending.id, 'cancel', 'T', by.actorId, 'replaced');
        }
        const current = await repo.ofDownline(downline.id, kind, IN_FORCE);
        if (current?.status === 'A') await repo.setStatus(current.id, 'E');
        const id = await repo.insert({
          merchantId: by.merchantId,
          kind,
          uplineId: by.uplineId,
          downlineId: downline.id,
          terms,
          version: (await repo.lastVersion(downline.id, kind)) + 1,
          supersedesId: current?.id ?? null,
        });
        await repo.event(id, 'offer', 'P', by.actorId);
        return found(await repo.byId(id));
      });
    },

    /** The offered downline accepts its pending request: it is in force from now. */
    accept(merchantId: number, downlineId: number, kind: ContractKind): Promise<ContractRow> {
      return step(downlineId, async (repo, notices) => {
        const pending = found(await repo.ofDownline(downlineId, kind, ['P']));
        assertWithin(kind, pending.terms, await boundOf(repo, pending.uplineId, kind));
        const now = new Date();
        const current = await repo.ofDownline(downlineId, kind, IN_FORCE);
        if (current) {
          await repo.setStatus(current.id, 'T', { endedAt: now, reason: 'superseded' });
          await repo.event(current.id, 'supersede', 'T', downlineId);
        }
        await repo.setStatus(pending.id, 'A', { decidedAt: now, startedAt: now });
        await repo.event(pending.id, 'accept', 'A', downlineId);
        await cascade(repo, merchantId, downlineId, kind, notices);
        return found(await repo.byId(pending.id));
      });
    },

    /** The offered downline rejects: the contract in force (if any) stays as it was. */
    reject(downlineId: number, kind: ContractKind, reason?: string): Promise<ContractRow> {
      return step(downlineId, async (repo) => {
        const pending = found(await repo.ofDownline(downlineId, kind, ['P']));
        await repo.setStatus(pending.id, 'R', { decidedAt: new Date(), reason: reason ?? null });
        await repo.event(pending.id, 'reject', 'R', downlineId, reason ?? null);
        const current = await repo.ofDownline(downlineId, kind, ['E']);
        if (current) await repo.setStatus(current.id, 'A');
        return found(await repo.byId(pending.id));
      });
    },

    /** The upline ends the contract in force and withdraws a pending offer; its own downlines' end. */
    terminate(
      by: Offerer,
      downlineId: number,
      kind: ContractKind,
      reason?: string,
    ): Promise<ContractRow> {
      return step(downlineId, async (repo, notices) => {
        const mine = (row: ContractRow | undefined) =>
          row && row.uplineId === by.uplineId ? row : undefined;
        const pending = mine(await repo.ofDownline(downlineId, kind, ['P']));
        const current = mine(await repo.ofDownline(downlineId, kind, IN_FORCE));
        if (!pending && !current) throw new AppError('contract.none');
        const now = new Date();
        for (const row of [pending, current]) {
          if (!row) continue;
          await repo.setStatus(row.id, 'T', { endedAt: now, reason: reason ?? null });
          await repo.event(row.id, row === pending ? 'cancel' : 'terminate', 'T', by.actorId);
        }
        if (current) await cascade(repo, by.merchantId, downlineId, kind, notices);
        return found(await repo.byId((current ?? pending)?.id ?? 0));
      });
    },
  };
}

export type ContractFlow = ReturnType<typeof createContractFlow>;
