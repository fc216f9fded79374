import { isAgentType, isTrialType } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import { creditOpening, DEMO_OPENING_MINOR } from '@/modules/wallet/index.js';
import type { DbTx } from '../client.js';
import { members } from '../schema/index.js';

/** Which opening a seeded member gets, read from the row: agents, players under an upline, others. */
function openingOf(row: { type: number; uplineId: number | null }): bigint | undefined {
  if (isTrialType(row.type)) return undefined; // trial accounts get their play money at login
  if (isAgentType(row.type)) return DEMO_OPENING_MINOR.agent;
  return row.uplineId === null ? DEMO_OPENING_MINOR.player : DEMO_OPENING_MINOR.downline;
}

/**
 * Opening balances of the demo members as ledger credits from the house opening account, never
 * as writes to the balance column. Keyed `seed:opening:<account>`, so a second run pays nothing.
 */
export async function seedDemoBalances(
  tx: DbTx,
  seeded: { id: number; account: string }[],
): Promise<void> {
  if (seeded.length === 0) return;
  const rows = await tx
    .select({
      id: members.id,
      merchantId: members.merchantId,
      type: members.type,
      uplineId: members.uplineId,
    })
    .from(members)
    .where(
      inArray(
        members.id,
        seeded.map((m) => m.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { id, account } of seeded) {
    const row = byId.get(id);
    if (!row) throw new Error(`seed: member ${account} (${id}) not found`);
    const amount = openingOf(row);
    if (amount === undefined) continue;
    await creditOpening(tx, { merchantId: row.merchantId, memberId: id, account }, amount);
  }
}
