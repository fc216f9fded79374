import {
  REBATE_PRODUCTS,
  REBATE_RATES_BP,
  type GrantedRates,
  type RebateProduct,
} from '@app/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client.js';
import {
  agentRebateBounds,
  agentRebateQuotas,
  agentRebateRates,
  members,
} from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';

export type Bounds = { minBp: number; maxBp: number };
export type Quota = { product: RebateProduct; rateBp: number; perAgent: number };
export type RateChange = { product: RebateProduct; rateBp: number };
type Granted = z.output<typeof GrantedRates>;

/**
 * Bounds of a merchant without its own (agent_rebate_bounds): 0–2 % on vendors' categories,
 * and up to 3 % on the site's lottery and in-house games.
 */
const DEFAULT_MAX_BP: Partial<Record<RebateProduct, number>> = { LOTTERY: 300, INHOUSE: 300 };
const DEFAULT_VENDOR_MAX_BP = 200;
/** Quotas of a merchant without its own: two direct downlines per agent at the maximum. */
const DEFAULT_TOP_QUOTA = 2;

/**
 * The player's own manual rebate (rebate.ts) pays its fixed rate on the same bets; every minimum
 * is at least that rate, so the bettor's rate covers it and chain + player never pay more than
 * the top agent's rate.
 */
const manualRateOf = (product: RebateProduct): number =>
  product === 'LOTTERY'
    ? REBATE_RATES_BP.lottery
    : product === 'INHOUSE'
      ? REBATE_RATES_BP.inhouse
      : 0;

/** The merchant's bounds and quotas per product (its rows, else the defaults). */
export async function merchantRules(db: DbOrTx, merchantId: number) {
  const [boundRows, quotaRows] = await Promise.all([
    db.select().from(agentRebateBounds).where(eq(agentRebateBounds.merchantId, merchantId)),
    db.select().from(agentRebateQuotas).where(eq(agentRebateQuotas.merchantId, merchantId)),
  ]);
  const bounds = new Map<RebateProduct, Bounds>();
  const quotas: Quota[] = [];
  for (const product of REBATE_PRODUCTS) {
    const row = boundRows.find((b) => b.product === product);
    const maxBp = row?.maxBp ?? DEFAULT_MAX_BP[product] ?? DEFAULT_VENDOR_MAX_BP;
    const minBp = Math.min(maxBp, Math.max(row?.minBp ?? 0, manualRateOf(product)));
    bounds.set(product, { minBp, maxBp });
    const own = quotaRows.filter((q) => q.product === product);
    if (own.length > 0) {
      for (const q of own) quotas.push({ product, rateBp: q.rateBp, perAgent: q.perAgent });
    } else if (maxBp > minBp) {
      quotas.push({ product, rateBp: maxBp, perAgent: DEFAULT_TOP_QUOTA });
    }
  }
  quotas.sort(
    (a, b) =>
      REBATE_PRODUCTS.indexOf(a.product) - REBATE_PRODUCTS.indexOf(b.product) ||
      b.rateBp - a.rateBp,
  );
  return { bounds, quotas, boundsOf: (product: RebateProduct) => bounds.get(product) as Bounds };
}
export type MerchantRules = Awaited<ReturnType<typeof merchantRules>>;

/**
 * Every product's rate of each member: its own row, else the merchant minimum (the maximum for
 * a member without an upline: the operator's top agents start at the top).
 */
export async function ratesOf(
  db: DbOrTx,
  rules: MerchantRules,
  people: readonly { id: number; uplineId: number | null }[],
): Promise<Map<number, Map<RebateProduct, number>>> {
  const ids = [...new Set(people.map((p) => p.id))];
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(agentRebateRates).where(inArray(agentRebateRates.memberId, ids));
  const out = new Map<number, Map<RebateProduct, number>>();
  for (const person of people) {
    const rates = new Map<RebateProduct, number>();
    for (const product of REBATE_PRODUCTS) {
      const { minBp, maxBp } = rules.boundsOf(product);
      rates.set(product, person.uplineId === null ? maxBp : minBp);
    }
    out.set(person.id, rates);
  }
  for (const row of rows) out.get(row.memberId)?.set(row.product as RebateProduct, row.rateBp);
  return out;
}

/** Direct downlines of `agentId` holding `rateBp` on `product` (quota use), `except` one. */
export async function quotaUse(
  db: DbOrTx,
  agentId: number,
  product: RebateProduct,
  rateBp: number,
  except?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agentRebateRates)
    .innerJoin(members, eq(members.id, agentRebateRates.memberId))
    .where(
      and(
        eq(members.uplineId, agentId),
        eq(agentRebateRates.product, product),
        eq(agentRebateRates.rateBp, rateBp),
        except === undefined ? undefined : sql`${members.id} <> ${except}`,
      ),
    );
  return row?.n ?? 0;
}

/** Each of the merchant's quotas with how many of its places `agentId` has used. */
export const quotasOf = (db: DbOrTx, rules: MerchantRules, agentId: number) =>
  Promise.all(
    rules.quotas.map(async (q) => ({
      product: q.product,
      rateBp: q.rateBp,
      limit: q.perAgent,
      used: await quotaUse(db, agentId, q.product, q.rateBp),
    })),
  );

/** One agent's rate changes at a time (its quotas are counted, then used). */
export const lockAgentRates = (tx: DbOrTx, agentId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(727027, ${agentId}::int)`);

/**
 * Checks rates an agent gives a direct downline (a new one: `current` undefined). A fraction
 * of a basis point, above the agent's own rate or the maximum: series; below the downline's
 * current rate or the minimum: lower; a rate whose quota is used up: quota.
 */
export async function checkGrant(
  db: DbOrTx,
  rules: MerchantRules,
  agent: { id: number; rates: Map<RebateProduct, number> },
  changes: readonly RateChange[],
  downline?: { id: number; rates: Map<RebateProduct, number> },
): Promise<RateChange[]> {
  const seen = new Set<RebateProduct>();
  const changed: RateChange[] = [];
  for (const { product, rateBp } of changes) {
    if (seen.has(product)) throw new AppError('agent.rebate.series', { field: product });
    seen.add(product);
    const { minBp, maxBp } = rules.boundsOf(product);
    const own = agent.rates.get(product) ?? minBp;
    if (!Number.isInteger(rateBp) || rateBp > own || rateBp > maxBp) {
      throw new AppError('agent.rebate.series', { field: product });
    }
    const current = downline?.rates.get(product);
    if (rateBp < minBp || (current !== undefined && rateBp < current)) {
      throw new AppError(downline ? 'agent.rebate.lower' : 'agent.rebate.series', {
        field: product,
      });
    }
    if (rateBp === current) continue;
    const quota = rules.quotas.find((q) => q.product === product && q.rateBp === rateBp);
    if (quota && (await quotaUse(db, agent.id, product, rateBp, downline?.id)) >= quota.perAgent) {
      throw new AppError('agent.rebate.quota', { field: product });
    }
    changed.push({ product, rateBp });
  }
  return changed;
}

/** Writes `memberId`'s rates (new or raised). */
export async function writeRates(db: DbOrTx, memberId: number, changes: readonly RateChange[]) {
  if (changes.length === 0) return;
  await db
    .insert(agentRebateRates)
    .values(changes.map((c) => ({ memberId, product: c.product, rateBp: c.rateBp })))
    .onConflictDoUpdate({
      target: [agentRebateRates.memberId, agentRebateRates.product],
      set: { rateBp: sql`excluded.rate_bp`, updatedAt: sql`now()` },
    });
}

/** The rates a new member gets: those granted, the minimum for the rest (Granted → changes). */
export const grantedChanges = (granted: Granted): RateChange[] =>
  granted.map((g) => ({ product: g.product, rateBp: g.rateBp }));
