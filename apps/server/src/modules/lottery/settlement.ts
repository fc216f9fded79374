import { hitsOf, payoutOf, validLotteryBets } from '@app/contracts';
import type { Db, DbTx } from '@/db/client.js';
import {
  countValidStake,
  createMovements,
  type HouseKind,
  type Movements,
} from '../wallet/index.js';
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
 * and a crash halfway leaves the batch's bets open for the next run.
 */
export function createSettlement({ db, now }: { db: Db; now: () => number }) {
  /** One member's bets on a void draw: their stakes back, each bet refunded. */
  async function refund(
    movements: Movements,
    draw: UnsettledDraw,
    memberId: number,
    open: LockedSuborder[],
  ): Promise<Close[]> {
    const { transactionId } = await movements.refund(
      { merchantId: draw.merchantId, memberId, currency: draw.currency },
      {
        parts: open.map((bet) => ({
          house: bet.houseKind as HouseKind,
          amountMinor: BigInt(bet.stake),
        })),
        key: `lottery:refund:${draw.id}:${memberId}`,
        kind: 'lottery_refund',
        memo: 'lottery draw void: stakes refunded',
      },
    );
    return open.map((bet) => ({
      id: bet.id,
      status: 'refunded',
      hits: null,
      payout: 0,
      valid: false,
      settleTransactionId: transactionId,
    }));
  }

  /** One member's bets on a drawn draw: winners paid in one movement, notices, valid stakes. */
  async function settle(
    tx: DbTx,
    movements: Movements,
    draw: UnsettledDraw & { winningNumber: string },
    memberId: number,
    open: LockedSuborder[],
  ): Promise<Close[]> {
    const results = open.map((bet) => {
      const hits = hitsOf(draw.numberFormat, bet, draw.winningNumber);
      return { bet, hits, payout: payoutOf(bet.stake, bet.oddsBp, hits) };
    });
    const winners = results.filter((result) => result.payout > 0);
    const paid =
      winners.length === 0
        ? undefined
        : await movements.payout(
            { merchantId: draw.merchantId, memberId, currency: draw.currency },
            {
              parts: winners.map(({ bet, payout }) => ({
                house: bet.houseKind as HouseKind,
                amountMinor: BigInt(payout),
              })),
              key: `lottery:payout:${draw.id}:${memberId}`,
              kind: 'lottery_payout',
              memo: 'lottery win',
            },
          );
    await sendWinNotices(tx, draw, memberId, winners);
    // Settled now: the valid ones count (turnover, VIP, missions, leaderboard, rebates).
    const valid = validLotteryBets(draw.numberFormat, open);
    const validStake = open.reduce((sum, bet, i) => (valid[i] ? sum + bet.stake : sum), 0);
    if (validStake > 0) await countValidStake(tx, memberId, validStake);
    return results.map(({ bet, hits, payout }, i) => ({
      id: bet.id,
      status: payout > 0 ? 'won' : 'lost',
      hits,
      payout,
      valid: valid[i] ?? false,
      settleTransactionId: payout > 0 ? (paid?.transactionId ?? null) : null,
    }));
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
      for (const bet of open)
        byMember.set(bet.memberId, [...(byMember.get(bet.memberId) ?? []), bet]);
      const { winningNumber } = draw;
      if (draw.status !== 'void' && winningNumber === null) {
        throw new Error(`lottery: draw ${draw.id} has no result`);
      }
      const closes: Close[] = [];
      for (const [memberId, bets] of byMember) {
        closes.push(
          ...(draw.status === 'void' || winningNumber === null
            ? await refund(movements, draw, memberId, bets)
            : await settle(tx, movements, { ...draw, winningNumber }, memberId, bets)),
        );
      }
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
