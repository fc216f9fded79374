import { hitsOf, payoutOf, validLotteryBets } from '@app/contracts';
import type { Db, DbTx } from '@/db/client.js';
import { createMovements, type HouseKind, type Movements } from '../wallet/index.js';
import type { UnsettledDraw } from './draws.repository.js';
import { createDrawsRepository } from './draws.repository.js';
import { createOrdersRepository, type LockedSuborder } from './orders.repository.js';
import { sendWinNotices } from './win-notice.js';

/** Members settled per batch of a draw, each batch one database transaction. */
const MEMBER_BATCH = 100;

type Close = Parameters<ReturnType<typeof createOrdersRepository>['closeSettled']>[0][number];

/**
 * Settles the bets of drawn draws and refunds those of void ones, a batch of members per database
 * transaction: their open bets are row-locked, each member's payout (or refund) is one movement
 * whose key names the draw and the member, and every bet of the batch leaves `open` in one
 * set-based UPDATE. So a bet is paid once however often, or by however many engines, this runs,
 * and a crash halfway leaves the batch's bets open for the next run. A batch's movements, win
 * notices and valid stakes are each written in one statement (the movement API's batch calls).
 */
export function createSettlement({ db, now }: { db: Db; now: () => number }) {
  const partsOf = (bets: { bet: LockedSuborder; amount: number }[]) =>
    bets.map(({ bet, amount }) => ({
      house: bet.houseKind as HouseKind,
      amountMinor: BigInt(amount),
    }));

  /** The batch's bets on a void draw: each member's stakes back in one movement, each bet refunded. */
  async function refund(
    movements: Movements,
    draw: UnsettledDraw,
    byMember: Map<number, LockedSuborder[]>,
  ): Promise<Close[]> {
    const members = [...byMember];
    const refunded = await movements.refundMany(
      { merchantId: draw.merchantId, currency: draw.currency },
      members.map(([memberId, open]) => ({
        memberId,
        parts: partsOf(open.map((bet) => ({ bet, amount: bet.stake }))),
        key: `lottery:refund:${draw.id}:${memberId}`,
        kind: 'lottery_refund',
        memo: 'lottery draw void: stakes refunded',
      })),
    );
    return members.flatMap(([, open], i) =>
      open.map((bet) => ({
        id: bet.id,
        status: 'refunded' as const,
        hits: null,
        payout: 0,
        valid: false,
        settleTransactionId: refunded[i]?.transactionId ?? null,
      })),
    );
  }

  /** The batch's bets on a drawn draw: winners paid (a movement a member), notices, valid stakes. */
  async function settle(
    tx: DbTx,
    movements: Movements,
    draw: UnsettledDraw & { winningNumber: string },
    byMember: Map<number, LockedSuborder[]>,
  ): Promise<Close[]> {
    const members = [...byMember].map(([memberId, open]) => {
      const results = open.map((bet) => {
        const hits = hitsOf(draw.numberFormat, bet, draw.winningNumber);
        return { memberId, bet, hits, payout: payoutOf(bet.stake, bet.oddsBp, hits) };
      });
      // Settled now: the valid ones count (turnover, VIP, missions, leaderboard, rebates).
      const valid = validLotteryBets(draw.numberFormat, open);
      const validStake = open.reduce((sum, bet, i) => (valid[i] ? sum + bet.stake : sum), 0);
      const winners = results.filter((result) => result.payout > 0);
      return { memberId, results, valid, validStake, winners };
    });
    const paying = members.filter((member) => member.winners.length > 0);
    const paid = await movements.payoutMany(
      { merchantId: draw.merchantId, currency: draw.currency },
      paying.map(({ memberId, winners }) => ({
        memberId,
        parts: partsOf(winners.map(({ bet, payout }) => ({ bet, amount: payout }))),
        key: `lottery:payout:${draw.id}:${memberId}`,
        kind: 'lottery_payout',
        memo: 'lottery win',
      })),
    );
    const paidBy = new Map(paying.map((member, i) => [member.memberId, paid[i]?.transactionId]));
    await sendWinNotices(
      tx,
      draw,
      members.flatMap((member) => member.winners),
    );
    await movements.countValidStakes(
      members.map(({ memberId, validStake }) => ({ memberId, stake: validStake })),
    );
    return members.flatMap(({ memberId, results, valid }) =>
      results.map(({ bet, hits, payout }, i) => ({
        id: bet.id,
        status: payout > 0 ? ('won' as const) : ('lost' as const),
        hits,
        payout,
        valid: valid[i] ?? false,
        settleTransactionId: payout > 0 ? (paidBy.get(memberId) ?? null) : null,
      })),
    );
  }

  /** The open bets on `draw` of `memberIds`, in one transaction; answers how many were settled. */
  async function settleMembers(draw: UnsettledDraw, memberIds: number[]): Promise<number> {
    if (memberIds.length === 0) return 0;
    return db.transaction(async (tx) => {
      const orders = createOrdersRepository(tx);
      const movements = createMovements(tx);
      const open = await orders.lockOpen(draw.id, memberIds);
      if (open.length === 0) return 0;
      // Every account the batch will move money on, locked at once in id order.
      await movements.lockForBatch(
        { merchantId: draw.merchantId, currency: draw.currency },
        open.map((bet) => bet.memberId),
        open.map((bet) => bet.houseKind as HouseKind),
      );
      const byMember = new Map<number, LockedSuborder[]>();
      for (const bet of open) {
        const bets = byMember.get(bet.memberId);
        if (bets) bets.push(bet);
        else byMember.set(bet.memberId, [bet]);
      }
      const { winningNumber } = draw;
      if (draw.status !== 'void' && winningNumber === null) {
        throw new Error(`lottery: draw ${draw.id} has no result`);
      }
      const closes =
        draw.status === 'void' || winningNumber === null
          ? await refund(movements, draw, byMember)
          : await settle(tx, movements, { ...draw, winningNumber }, byMember);
      const closed = await orders.closeSettled(closes, new Date(now()));
      if (closed !== closes.length)
        throw new Error(`lottery: draw ${draw.id} bets left open twice`);
      return closed;
    });
  }

  return {
    /** One member's open bets on `draw` (a late settlement, a test). */
    settleMember: (draw: UnsettledDraw, memberId: number) => settleMembers(draw, [memberId]),

    /** Every open bet of `draw`, a batch of members at a time, then the draw is marked settled. */
    async settleDraw(draw: UnsettledDraw): Promise<number> {
      const orders = createOrdersRepository(db);
      let settled = 0;
      for (;;) {
        const members = await orders.openMembers(draw.id, MEMBER_BATCH);
        settled += await settleMembers(draw, members);
        if (members.length < MEMBER_BATCH) break;
      }
      await createDrawsRepository(db).markSettled(draw.id, new Date(now()));
      return settled;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
