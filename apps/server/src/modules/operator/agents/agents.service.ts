import {
  REBATE_PRODUCTS,
  isAgentType,
  percentOfBp,
  type OperatorAgentMove,
  type OperatorAgentNode,
  type OperatorAgentPage,
  type OperatorAgentRebates,
  type OperatorAgentSearch,
  type OperatorAgentTree,
  type OperatorAgentTreeQuery,
  type RebateProduct,
  type RebateRate,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import {
  createRebateIncome,
  createRollup,
  lockAgentRates,
  merchantRules,
  quotaUse,
  quotasOf,
  ratesOf,
  writeRates,
  type MerchantRules,
} from '../../agent/index.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { memberTypeOf } from '../members/members.service.js';
import {
  createOperatorAgentsRepository,
  type NodeRow,
  type TreeMember,
} from './agents.repository.js';

const timeOf = (value: Date | string) => new Date(value).getTime();
const percent = (bp: number) => `${percentOfBp(bp)}%`;
type Rates = Map<RebateProduct, number>;

const notFound = (account: string) =>
  new AppError('operator.agent.not.found', { field: 'account', params: { account } });

/** "/1/7/" → [1, 7]: a path's uplines, top first. */
const uplineIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * The operator's agent tree (issue 29): browse it level by level, move a member with its whole
 * subtree under another upline, and read or raise an agent's rebate rates as the house.
 *
 * What a move changes and keeps (db/schema/team-stats.ts, agent/rebates):
 * - changes: the member's upline and path, and the path of every member of its subtree (old team
 *   prefix replaced by the new one); the member's rates are written as rows as they are (a top
 *   agent's rates default to the maximum, a downline's to the minimum, so the move alone would
 *   change them).
 * - keeps: every team figure already counted (team_day_stats rows are per agent and day, and
 *   member_day_stats rows keep the path of the day they were counted), rebate accruals (per
 *   agent), contracts, transfers and ledgers. Before the move the figures' journal is rolled up
 *   and settled bets' rebate income accrued, so what was earned before the move stays with the
 *   team that earned it; what happens after goes through the new path to the new upline's team.
 *   On the day of the move, the member's day row keeps its old path, so that day's distinct
 *   counts (bettors, logins) count it with the old team once; money after the move goes to the new.
 */
/** The ids of a materialised path ("/1/7/42/" → 1, 7, 42): the member's uplines, top first. */
const idsOfPath = (path: string): number[] =>
  path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);

export function createOperatorAgentsService({ db }: { db: Db }) {
  const repo = createOperatorAgentsRepository(db);

  async function rowsToNodes(tx: DbOrTx, merchantId: number, rows: NodeRow[]) {
    const rules = await merchantRules(tx, merchantId);
    const people = rows.map((r) => ({
      id: Number(r.id),
      uplineId: r.upline_id === null ? null : Number(r.upline_id),
    }));
    const rates = await ratesOf(tx, rules, people);
    return rows.map((row): OperatorAgentNode => ({
      id: Number(row.id),
      account: row.account,
      nickname: row.nickname,
      type: memberTypeOf(row.type),
      agent: isAgentType(row.type),
      uplineAccount: row.upline_account,
      registeredAt: timeOf(row.reg_date),
      cash: Number(row.cash ?? 0),
      directCount: Number(row.direct_count),
      teamSize: Number(row.team_size),
      rates: REBATE_PRODUCTS.map((product) => ({
        product,
        rateBp: rates.get(Number(row.id))?.get(product) ?? 0,
      })),
    }));
  }

  async function page(merchantId: number, rows: NodeRow[], at: { page: number; size: number }) {
    return {
      items: await rowsToNodes(db, merchantId, rows),
      total: Number(rows[0]?.total ?? 0),
      page: at.page,
      size: at.size,
    } satisfies OperatorAgentPage;
  }

  async function member(merchantId: number, account: string, tx: DbOrTx = db) {
    const found = await createOperatorAgentsRepository(tx).byAccount(merchantId, account);
    if (!found) throw notFound(account);
    return found;
  }

  /** Every product's highest rate among `agent`'s direct downlines (null: none). */
  async function downlineMax(
    tx: DbOrTx,
    merchantId: number,
    rules: MerchantRules,
    agent: TreeMember,
  ) {
    const direct = await createOperatorAgentsRepository(tx).directIds(merchantId, agent);
    const rates = await ratesOf(
      tx,
      rules,
      direct.map((id) => ({ id, uplineId: agent.id })),
    );
    const out = new Map<RebateProduct, number>();
    for (const one of rates.values()) {
      for (const [product, bp] of one) out.set(product, Math.max(out.get(product) ?? 0, bp));
    }
    return out;
  }

  async function rebates(merchantId: number, account: string): Promise<OperatorAgentRebates> {
    const agent = await member(merchantId, account);
    const rules = await merchantRules(db, merchantId);
    const uplineRow =
      agent.uplineId === null
        ? undefined
        : (await repo.accounts([agent.uplineId])).get(agent.uplineId);
    // The upline's own upline (its default rate depends on having one): the path's one before.
    const people =
      agent.uplineId === null
        ? [agent]
        : [agent, { id: agent.uplineId, uplineId: uplineIds(agent.path).at(-2) ?? null }];
    const rates = await ratesOf(db, rules, people);
    const own = rates.get(agent.id) as Rates;
    const above = agent.uplineId === null ? undefined : rates.get(agent.uplineId);
    const below = await downlineMax(db, merchantId, rules, agent);
    const quotas = await quotasOf(db, rules, agent.id);
    return {
      account: agent.account,
      uplineAccount: uplineRow ?? null,
      rates: REBATE_PRODUCTS.map((product) => ({
        product,
        rateBp: own.get(product) ?? 0,
        ...rules.boundsOf(product),
        uplineBp: above?.get(product) ?? null,
        downlineMaxBp: below.get(product) ?? null,
      })),
      quotas,
    };
  }

  return {
    async search(merchantId: number, query: OperatorAgentSearch): Promise<OperatorAgentPage> {
      const rows = await repo.search(merchantId, query.q, {
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return page(merchantId, rows, query);
    },

    async tree(
      merchantId: number,
      account: string,
      query: OperatorAgentTreeQuery,
    ): Promise<OperatorAgentTree> {
      const found = await member(merchantId, account);
      const [self] = await rowsToNodes(db, merchantId, [
        (await repo.one(merchantId, found.id)) as NodeRow,
      ]);
      const ids = uplineIds(found.path);
      const accounts = await repo.accounts(ids);
      const rows = await repo.downline(merchantId, found, {
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return {
        agent: self as OperatorAgentNode,
        uplines: ids.map((id) => accounts.get(id) ?? String(id)),
        downline: await page(merchantId, rows, query),
      };
    },

    /**
     * Moves `account` with its whole subtree under `toUpline` (see above). Refused: an unknown
     * member or upline (another merchant's is unknown here), the member itself or its own
     * downline as the upline, an upline that is not an agent, the upline it has already, a rate
     * of the member above the new upline's, a quota of the new upline used up at the member's
     * rate, and a contract of the member with its old upline pending or in force (the agent
     * manager ends it on the contracts page first: ending it decides what the old upline still
     * owes for the period, which a move must not decide silently).
     */
    async move(
      merchantId: number,
      account: string,
      body: { toUpline: string; reason: string },
      audit?: DecisionAudit,
    ): Promise<OperatorAgentMove> {
      // What was earned before the move is counted under the old paths first.
      await createRollup(db).flush();
      await createRebateIncome(db).accrueAll();
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCK_SPACE.agentTree, String(merchantId));
        const inTx = createOperatorAgentsRepository(tx);
        const seen = await inTx.byAccount(merchantId, account);
        if (!seen) throw notFound(account);
        const seenTarget = await inTx.byAccount(merchantId, body.toUpline);
        if (!seenTarget) throw notFound(body.toUpline);
        const ids = [seen.id, seenTarget.id, ...(seen.uplineId === null ? [] : [seen.uplineId])];
        const locked = await inTx.lockMembers(merchantId, [...new Set(ids)]);
        const mover = locked.find((m) => m.id === seen.id);
        const target = locked.find((m) => m.id === seenTarget.id);
        if (!mover) throw notFound(account);
        if (!target) throw notFound(body.toUpline);
        const prefix = `${mover.path}${mover.id}/`;
        if (target.id === mover.id || target.path.startsWith(prefix)) {
          throw new AppError('operator.agent.move.self', { field: 'toUpline' });
        }
        if (!isAgentType(target.type)) {
          throw new AppError('operator.agent.not.agent', {
            field: 'toUpline',
            params: { account: target.account },
          });
        }
        if (mover.uplineId === target.id) {
          throw new AppError('operator.agent.move.same', {
            field: 'toUpline',
            params: { account: target.account },
          });
        }
        const [open] = await inTx.openContracts([mover.id]);
        if (open) {
          throw new AppError('operator.agent.move.contract', { params: { kind: open.kind } });
        }
        // A contract's period is paid on its team as it is when the period closes (payouts): an
        // agent above the member, on either side, would be paid on the bets of the whole period
        // the team spent elsewhere. The agent manager ends such contracts (or waits) first.
        const chain = [...idsOfPath(mover.path), ...idsOfPath(target.path), target.id];
        const [onChain] = await inTx.openContracts(chain);
        if (onChain) {
          const holder = (await inTx.accounts([onChain.downlineId])).get(onChain.downlineId);
          throw new AppError('operator.agent.move.chain', {
            params: { kind: onChain.kind, account: holder ?? `#${onChain.downlineId}` },
          });
        }
        await lockAgentRates(tx, target.id);
        const rules = await merchantRules(tx, merchantId);
        const all = await ratesOf(tx, rules, [mover, target]);
        const own = all.get(mover.id) as Rates;
        const ceiling = all.get(target.id) as Rates;
        for (const product of REBATE_PRODUCTS) {
          const rate = own.get(product) ?? 0;
          const upline = ceiling.get(product) ?? 0;
          if (rate > upline) {
            throw new AppError('operator.agent.move.rates', {
              field: 'toUpline',
              params: { product, rate: percent(rate), upline: percent(upline) },
            });
          }
          const quota = rules.quotas.find((q) => q.product === product && q.rateBp === rate);
          if (quota && (await quotaUse(tx, target.id, product, rate)) >= quota.perAgent) {
            throw new AppError('operator.agent.move.quota', {
              field: 'toUpline',
              params: { product, rate: percent(rate) },
            });
          }
        }
        const team = await inTx.lockTeam(merchantId, prefix);
        const fromUpline =
          mover.uplineId === null ? null : (locked.find((m) => m.id === mover.uplineId) ?? null);
        // The rates it holds now, kept as rows: the default of a member depends on its upline.
        await writeRates(
          tx,
          mover.id,
          REBATE_PRODUCTS.map((product) => ({ product, rateBp: own.get(product) ?? 0 })),
        );
        const rewritten = await inTx.move(merchantId, mover, target);
        if (rewritten !== team) throw new Error('agent move: the team changed under its locks');
        const path = `${target.path}${target.id}/`;
        await audit?.(tx, {
          action: 'agent.moved',
          target: `member:${mover.id}`,
          before: { upline: fromUpline?.account ?? null, path: mover.path, team },
          after: { upline: target.account, path, team, moved: team + 1, reason: body.reason },
        });
        return {
          account: mover.account,
          fromUpline: fromUpline?.account ?? null,
          toUpline: target.account,
          moved: team + 1,
        };
      });
    },

    rebates,

    /**
     * Raises `account`'s rates as its upline would (the house, for a top agent): a rate is only
     * raised, never above its upline's (a top agent: the merchant's maximum), within the upline's
     * quota at that rate; never lowered, as lowering could leave a downline above it and cuts an
     * income already promised. The merchant's bounds and quotas are not changed here.
     */
    async setRates(
      merchantId: number,
      account: string,
      body: { rates: RebateRate[]; reason: string },
      audit?: DecisionAudit,
    ): Promise<OperatorAgentRebates> {
      await db.transaction(async (tx) => {
        // Alone in the merchant's tree: its upline cannot change under this check (a move).
        await lockForTransaction(tx, LOCK_SPACE.agentTree, String(merchantId));
        const inTx = createOperatorAgentsRepository(tx);
        const seen = await inTx.byAccount(merchantId, account);
        if (!seen) throw notFound(account);
        const ids = [seen.id, ...(seen.uplineId === null ? [] : [seen.uplineId])];
        const locked = await inTx.lockMembers(merchantId, ids);
        const agent = locked.find((m) => m.id === seen.id);
        if (!agent) throw notFound(account);
        const upline = locked.find((m) => m.id === agent.uplineId);
        await lockAgentRates(tx, upline?.id ?? agent.id);
        const rules = await merchantRules(tx, merchantId);
        const all = await ratesOf(tx, rules, upline ? [agent, upline] : [agent]);
        const own = all.get(agent.id) as Rates;
        const ceiling = upline ? (all.get(upline.id) as Rates) : undefined;
        const seenProducts = new Set<RebateProduct>();
        const changes: { product: RebateProduct; rateBp: number }[] = [];
        for (const { product, rateBp } of body.rates) {
          if (seenProducts.has(product) || !Number.isInteger(rateBp)) {
            throw new AppError('agent.rebate.series', { field: product });
          }
          seenProducts.add(product);
          const { maxBp } = rules.boundsOf(product);
          const limit = Math.min(maxBp, ceiling?.get(product) ?? maxBp);
          const current = own.get(product) ?? 0;
          if (rateBp > limit) {
            throw new AppError('operator.agent.rate.upline', {
              field: product,
              params: { product, limit: percent(limit) },
            });
          }
          if (rateBp < current) {
            throw new AppError('operator.agent.rate.lower', {
              field: product,
              params: { product, current: percent(current) },
            });
          }
          if (rateBp === current) continue;
          const quota = rules.quotas.find((q) => q.product === product && q.rateBp === rateBp);
          if (
            upline &&
            quota &&
            (await quotaUse(tx, upline.id, product, rateBp, agent.id)) >= quota.perAgent
          ) {
            throw new AppError('agent.rebate.quota', { field: product });
          }
          changes.push({ product, rateBp });
        }
        await writeRates(tx, agent.id, changes);
        await audit?.(tx, {
          action: 'agent.rates.set',
          target: `member:${agent.id}`,
          before: Object.fromEntries(changes.map((c) => [c.product, own.get(c.product) ?? 0])),
          after: {
            ...Object.fromEntries(changes.map((c) => [c.product, c.rateBp])),
            reason: body.reason,
          },
        });
      });
      return rebates(merchantId, account);
    },
  };
}

export type OperatorAgentsService = ReturnType<typeof createOperatorAgentsService>;
