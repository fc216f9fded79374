import type { ContractKind } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { createContractsReader, type ContractInForce } from '../contracts/index.js';
import { teamPrefixOf } from '../scope.js';
import { downlineShares, earned } from './compute.js';
import { teamFiguresOf } from './figures.repository.js';
import { createPayoutsRepository, type NewPayout } from './payouts.repository.js';
import { lengthOf, type Period } from './periods.js';

/**
 * The contracts a period pays: those of its length in force when it closed (accepted before its
 * end, not ended before it). A contract ended before the period closed earns nothing for it.
 */
export async function contractsOfPeriod(
  db: DbOrTx,
  merchantId: number,
  kind: ContractKind,
  period: Period,
): Promise<ContractInForce[]> {
  const closing = new Date(period.to - 1);
  const found = await createContractsReader(db).activeContractsAt(kind, closing, merchantId);
  return found.filter((contract) => lengthOf(kind, contract.terms) === period.length);
}

/**
 * Every payout of a period, computed from the team figures (nothing written): the same contracts
 * and bets always give the same rows. Dividends also get what each downline's own contracted
 * downlines receive.
 */
export async function computePayouts(
  db: DbOrTx,
  merchantId: number,
  kind: ContractKind,
  period: Period,
): Promise<NewPayout[]> {
  const contracts = await contractsOfPeriod(db, merchantId, kind, period);
  if (contracts.length === 0) return [];
  const { activeMinBet } = await createPayoutsRepository(db).settings(merchantId);
  const downlines = await db
    .select({ id: members.id, path: members.path })
    .from(members)
    .where(
      inArray(
        members.id,
        contracts.map((c) => c.downlineId),
      ),
    );
  const pathOf = new Map(downlines.map((m) => [m.id, m.path]));
  const rows: NewPayout[] = [];
  for (const contract of contracts) {
    const path = pathOf.get(contract.downlineId);
    if (path === undefined) continue;
    const prefix = teamPrefixOf({ id: contract.downlineId, path });
    const figures = await teamFiguresOf(
      db,
      { merchantId, prefix },
      new Date(period.from),
      new Date(period.to),
      activeMinBet,
    );
    const pay = earned(kind, contract.terms, figures);
    rows.push({
      merchantId,
      contractId: contract.id,
      kind,
      periodKey: period.key,
      uplineId: contract.uplineId,
      downlineId: contract.downlineId,
      depth: path.split('/').length,
      teamValidBet: figures.validBet,
      activeMembers: figures.activeMembers,
      netLoss: kind === 'dividend' ? figures.netLoss : 0,
      tier: pay.tier,
      rateBp: pay.rateBp,
      downlineShare: 0,
      due: pay.amount,
    });
  }
  if (kind === 'dividend') {
    const shares = downlineShares(
      rows.map((r) => ({ uplineId: r.uplineId ?? null, downlineId: r.downlineId, due: r.due })),
    );
    rows.forEach((row, i) => (row.downlineShare = shares[i] ?? 0));
  }
  return rows;
}

/**
 * Closes a period: writes its run and payouts in one transaction, once. A run already there is
 * left as it is (a second close computes nothing again); no contract, no run. Answers the run's
 * id, or undefined.
 */
export async function closePeriod(
  db: DbOrTx,
  merchantId: number,
  kind: ContractKind,
  period: Period,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const repo = createPayoutsRepository(tx);
    const existing = await repo.run(merchantId, kind, period.key);
    if (existing) return existing.id;
    const rows = await computePayouts(tx, merchantId, kind, period);
    if (rows.length === 0) return undefined;
    const run = await repo.openRun({
      merchantId,
      kind,
      periodKey: period.key,
      periodStart: new Date(period.from),
      periodEnd: new Date(period.to),
    });
    await repo.insertPayouts(run.id, rows);
    return run.id;
  });
}
