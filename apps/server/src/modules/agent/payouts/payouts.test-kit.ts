import { randomBytes } from 'node:crypto';
import { BET_TYPES, type ContractKind, type ContractTermsOf } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import {
  agentContracts,
  inhouseBets,
  inhouseSeeds,
  lotteryDraws,
  lotteryGames,
  lotteryOrders,
  lotterySuborders,
  members,
} from '@/db/schema/index.js';
import { houseKindOf } from '@/modules/lottery/index.js';
import { createMovements } from '@/modules/wallet/index.js';

/** Test fixtures of the period engine: a tree of members, contracts and settled bets. */
export type Member = { id: number; merchantId: number; path: string };

const tag = () => randomBytes(5).toString('hex');

/** A member under `upline` (or none), with its path set as registration sets it. */
export async function member(
  db: Db,
  merchantId: number,
  upline: Member | null,
  type: number,
): Promise<Member> {
  const account = `pay${tag()}`;
  const path = upline ? `${upline.path}${upline.id}/` : '/';
  const [row] = await db
    .insert(members)
    .values({
      merchantId,
      account,
      accountKey: account,
      passwordHash: 'not-a-hash',
      type,
      uplineId: upline?.id ?? null,
      path,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member not created');
  return { id: row.id, merchantId, path };
}

/** Cash from the house (an opening balance). */
export async function fund(db: Db, who: Member, amount: number): Promise<void> {
  if (amount <= 0) return;
  await createMovements(db).grant(
    { merchantId: who.merchantId, memberId: who.id },
    {
      amountMinor: BigInt(amount),
      key: `fund:${tag()}`,
      kind: 'opening',
      from: 'house_opening',
      wagering: 'none',
    },
  );
}

/** A settled in-house bet placed at `at`: its stake from the member's cash, its payout back. */
export async function bet(
  db: Db,
  who: Member,
  at: Date,
  stake: number,
  payout = 0,
  valid = true,
): Promise<void> {
  await fund(db, who, stake);
  const movements = createMovements(db);
  const ref = { merchantId: who.merchantId, memberId: who.id };
  const key = `bet:${tag()}`;
  const staked = await movements.stake(ref, {
    house: 'house_inhouse',
    amountMinor: BigInt(stake),
    key,
    kind: 'inhouse_stake',
  });
  if (payout > 0) {
    await movements.payout(ref, {
      house: 'house_inhouse',
      amountMinor: BigInt(payout),
      key: `${key}:win`,
      kind: 'inhouse_win',
    });
  }
  if (valid) await movements.countValidStakes([{ memberId: who.id, stake }]);
  let [seed] = await db.select().from(inhouseSeeds).where(eq(inhouseSeeds.memberId, who.id));
  if (!seed) {
    [seed] = await db
      .insert(inhouseSeeds)
      .values({ memberId: who.id, serverSeed: 's', serverSeedHash: 'h', clientSeed: 'c' })
      .returning();
  }
  if (!seed) throw new Error('seed not created');
  await db.insert(inhouseBets).values({
    merchantId: who.merchantId,
    memberId: who.id,
    game: 'slots',
    idempotencyKey: key,
    stake,
    payout,
    seedId: seed.id,
    clientSeed: 'c',
    nonce: 0,
    outcome: { game: 'slots' } as never,
    stakeTransactionId: staked.transactionId,
    valid,
    createdAt: at,
  });
}

/**
 * A lost lottery bet placed at `placedAt` on a draw of its own, settled at `settledAt` (the
 * merchant needs a lottery game: seedDemoLottery). Its stake leaves the member's cash.
 */
export async function lotteryBet(
  db: Db,
  who: Member,
  placedAt: Date,
  settledAt: Date,
  stake: number,
): Promise<void> {
  await fund(db, who, stake);
  const [game] = await db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantId, who.merchantId))
    .limit(1);
  if (!game) throw new Error('the merchant has no lottery game');
  const key = `lottery:${tag()}`;
  const houseKind = houseKindOf(who.id, 0);
  const staked = await createMovements(db).stake(
    { merchantId: who.merchantId, memberId: who.id },
    { house: houseKind, amountMinor: BigInt(stake), key, kind: 'lottery_stake' },
  );
  await createMovements(db).countValidStakes([{ memberId: who.id, stake }]);
  const [draw] = await db
    .insert(lotteryDraws)
    .values({
      merchantId: who.merchantId,
      gameId: game.id,
      numero: key,
      openAt: new Date(placedAt.getTime() - 60_000),
      lockAt: new Date(placedAt.getTime() + 60_000),
      drawAt: settledAt,
      seed: 's',
      seedHash: 'h',
      status: 'drawn',
      winningNumber: '0',
      drawnAt: settledAt,
      settledAt,
    })
    .returning({ id: lotteryDraws.id });
  if (!draw) throw new Error('draw not created');
  const [order] = await db
    .insert(lotteryOrders)
    .values({
      merchantId: who.merchantId,
      memberId: who.id,
      drawId: draw.id,
      idempotencyKey: key,
      prizeMode: 'LOTT',
      houseKind,
      stakeTransactionId: staked.transactionId,
      createdAt: placedAt,
    })
    .returning({ id: lotteryOrders.id });
  if (!order) throw new Error('order not created');
  await db.insert(lotterySuborders).values({
    orderId: order.id,
    drawId: draw.id,
    memberId: who.id,
    betType: BET_TYPES[0],
    pick: '1',
    amount: stake,
    multiple: 1,
    stake,
    oddsBp: 19_000,
    status: 'lost',
    settledAt,
    valid: true,
  });
}

/** A contract in force from `startedAt` (ended at `endedAt`, when given). */
export async function contract<K extends ContractKind>(
  db: Db,
  kind: K,
  upline: Member | null,
  downline: Member,
  terms: ContractTermsOf[K],
  startedAt: Date,
  endedAt: Date | null = null,
): Promise<number> {
  const [row] = await db
    .insert(agentContracts)
    .values({
      merchantId: downline.merchantId,
      kind,
      uplineId: upline?.id ?? null,
      downlineId: downline.id,
      terms,
      status: endedAt ? 'T' : 'A',
      version: 1,
      decidedAt: startedAt,
      startedAt,
      endedAt,
    })
    .returning({ id: agentContracts.id });
  if (!row) throw new Error('contract not created');
  return row.id;
}

export const cashOf = (db: Db, who: Member) =>
  createMovements(db).cashBalance({ merchantId: who.merchantId, memberId: who.id }).then(Number);
