import {
  REBATE_PRODUCTS,
  teamReportRangeError,
  type DownlineRebates,
  type GrantedRates,
  type RebateProduct,
  type RebateSettings,
  type TeamRebateQuery,
  type TeamRebateReport,
  type UpdateDownlineRebatesBody,
} from '@app/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client.js';
import { agentRebateAccruals, members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { LOCK_SPACE, shareForTransaction } from '@/db/locks.js';
import { createAgentScope, type AgentCaller, type AgentScope, type TeamMember } from '../scope.js';
import {
  checkGrant,
  lockAgentRates,
  merchantRules,
  quotasOf,
  ratesOf,
  writeRates,
  type MerchantRules,
} from './rates.js';

type Granted = z.output<typeof GrantedRates>;
type UpdateBody = z.output<typeof UpdateDownlineRebatesBody>;
type ReportQuery = z.output<typeof TeamRebateQuery>;

const ratesList = (rates: Map<RebateProduct, number>) =>
  REBATE_PRODUCTS.map((product) => ({ product, rateBp: rates.get(product) ?? 0 }));

/**
 * Rebate settings (contracts/agent-rebates.ts): the caller's own rates with the bounds and its
 * quota use, a direct downline's rates and raising them, the rates a new downline is given, and
 * the team rebate report. Every call is about the caller or its direct downlines (scope.ts).
 */
export function createRebatesService({
  db,
  scope,
  now = () => Date.now(),
}: {
  db: Db;
  scope: AgentScope;
  now?: () => number;
}) {
  async function ratesOfOne(tx: DbOrTx, rules: MerchantRules, member: TeamMember) {
    const rates = await ratesOf(tx, rules, [member]);
    return rates.get(member.id) as Map<RebateProduct, number>;
  }

  return {
    async settings(caller: AgentCaller): Promise<RebateSettings> {
      const [self, rules] = await Promise.all([
        scope.self(caller),
        merchantRules(db, caller.merchantId),
      ]);
      const rates = await ratesOfOne(db, rules, self);
      const quotas = await quotasOf(db, rules, self.id);
      return {
        settings: REBATE_PRODUCTS.map((product) => ({
          product,
          rateBp: rates.get(product) ?? 0,
          ...rules.boundsOf(product),
        })),
        quotas,
      };
    },

    async downline(caller: AgentCaller, memberId: number): Promise<DownlineRebates> {
      const [member, rules] = await Promise.all([
        scope.directDownline(caller, memberId),
        merchantRules(db, caller.merchantId),
      ]);
      const rates = await ratesOfOne(db, rules, member);
      return { memberId: member.id, account: member.account, rates: ratesList(rates) };
    },

    /** POST /wps/agent/updateDownlineRebates: raise a direct downline's rates, never lower. */
    async update(caller: AgentCaller, body: UpdateBody): Promise<DownlineRebates> {
      return db.transaction(async (tx) => {
        // Shares the merchant's tree with registrations and waits for a move or a house rate
        // change (operator/agents): the downline checked here is still direct when written.
        await shareForTransaction(tx, LOCK_SPACE.agentTree, String(caller.merchantId));
        const inScope = createAgentScope(tx);
        const member = await inScope.directDownline(caller, body.memberId);
        const self = await inScope.self(caller);
        await lockAgentRates(tx, caller.memberId);
        const rules = await merchantRules(tx, caller.merchantId);
        const all = await ratesOf(tx, rules, [self, member]);
        const own = all.get(self.id) as Map<RebateProduct, number>;
        const current = all.get(member.id) as Map<RebateProduct, number>;
        const changes = await checkGrant(tx, rules, { id: self.id, rates: own }, body.rates, {
          id: member.id,
          rates: current,
        });
        await writeRates(tx, member.id, changes);
        for (const c of changes) current.set(c.product, c.rateBp);
        return { memberId: member.id, account: member.account, rates: ratesList(current) };
      });
    },

    /**
     * The rates a new direct downline of `upline` is given, checked (open account, a link's
     * registration); written in the member's own creation transaction `tx`.
     */
    async grant(
      tx: DbOrTx,
      merchantId: number,
      upline: { id: number; uplineId: number | null },
      memberId: number,
      granted: Granted,
    ): Promise<void> {
      if (granted.length === 0) return;
      await lockAgentRates(tx, upline.id);
      const rules = await merchantRules(tx, merchantId);
      const own = (await ratesOf(tx, rules, [upline])).get(upline.id) as Map<RebateProduct, number>;
      const changes = await checkGrant(tx, rules, { id: upline.id, rates: own }, granted);
      await writeRates(tx, memberId, changes);
    },

    /** Checks rates before anything is made (the open-account form answers on its field). */
    async checkGranted(caller: AgentCaller, granted: Granted): Promise<void> {
      if (granted.length === 0) return;
      const rules = await merchantRules(db, caller.merchantId);
      const self = await scope.self(caller);
      const own = await ratesOfOne(db, rules, self);
      await checkGrant(db, rules, { id: self.id, rates: own }, granted);
    },

    /** GET /wps/agent/teamRebate: the caller's income per day, direct downline and product. */
    async teamRebate(caller: AgentCaller, query: ReportQuery): Promise<TeamRebateReport> {
      const error = teamReportRangeError(query, now());
      if (error) throw new AppError(error.code, { field: error.field });
      if (query.memberId !== undefined) await scope.directDownline(caller, query.memberId);
      const a = agentRebateAccruals;
      const rows = await db
        .select({
          day: a.day,
          memberId: a.viaId,
          account: members.account,
          product: a.product,
          bets: sql<number>`count(*)::int`,
          validBet: sql<number>`sum(${a.validBet})::bigint`.mapWith(Number),
          amount: sql<number>`sum(${a.amount})::bigint`.mapWith(Number),
        })
        .from(a)
        .innerJoin(members, eq(members.id, a.viaId))
        .where(
          and(
            eq(a.agentId, caller.memberId),
            gte(a.day, query.startDate),
            lte(a.day, query.endDate),
            query.memberId === undefined ? undefined : eq(a.viaId, query.memberId),
            query.product === undefined ? undefined : eq(a.product, query.product),
          ),
        )
        .groupBy(a.day, a.viaId, members.account, a.product)
        .orderBy(sql`${a.day} DESC`, members.account, a.product);
      const totals = { bets: 0, validBet: 0, amount: 0 };
      for (const row of rows) {
        totals.bets += row.bets;
        totals.validBet += row.validBet;
        totals.amount += row.amount;
      }
      return { rows: rows.map((r) => ({ ...r, product: r.product as RebateProduct })), totals };
    },
  };
}

export type RebatesService = ReturnType<typeof createRebatesService>;
