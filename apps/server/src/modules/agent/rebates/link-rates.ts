import type { RebateProduct } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { affiliateLinks, agentRebateLinkRates, members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import {
  checkGrant,
  lockAgentRates,
  merchantRules,
  ratesOf,
  writeRates,
  type RateChange,
} from './rates.js';

/** The rates a new link grants (checked by the caller against the agent's own first). */
export async function writeLinkRates(db: DbOrTx, linkId: number, rates: readonly RateChange[]) {
  if (rates.length === 0) return;
  await db
    .insert(agentRebateLinkRates)
    .values(rates.map((r) => ({ linkId, product: r.product, rateBp: r.rateBp })));
}

/**
 * A registration through link `linkId` gives the new member the link's rates, checked again
 * against the agent's rates and quotas of now (in the registration's transaction). A rate that
 * no longer fits (a quota used up since) is left out: the member starts at the minimum there.
 */
export async function grantLinkRates(tx: DbOrTx, linkId: number, memberId: number) {
  const granted = await tx
    .select({ product: agentRebateLinkRates.product, rateBp: agentRebateLinkRates.rateBp })
    .from(agentRebateLinkRates)
    .where(eq(agentRebateLinkRates.linkId, linkId));
  if (granted.length === 0) return;
  const [agent] = await tx
    .select({ id: members.id, uplineId: members.uplineId, merchantId: members.merchantId })
    .from(affiliateLinks)
    .innerJoin(members, eq(members.id, affiliateLinks.memberId))
    .where(eq(affiliateLinks.id, linkId));
  if (!agent) return;
  await lockAgentRates(tx, agent.id);
  const rules = await merchantRules(tx, agent.merchantId);
  const own = (await ratesOf(tx, rules, [agent])).get(agent.id) as Map<RebateProduct, number>;
  const fitting: RateChange[] = [];
  for (const rate of granted) {
    const change = { product: rate.product as RebateProduct, rateBp: rate.rateBp };
    try {
      fitting.push(...(await checkGrant(tx, rules, { id: agent.id, rates: own }, [change])));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  await writeRates(tx, memberId, fitting);
}
