import { hitsOf, payoutOf } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { countSettledLotteryBets } from '../wallet/index.js';
import type { UnsettledDraw } from './draws.repository.js';
import { createDrawsRepository } from './draws.repository.js';
import { moveMoney } from './lottery-ledger.js';
import { createOrdersRepository, type LockedSuborder } from './orders.repository.js';
import { sendWinNotices } from './win-notice.js';

/** Members settled per batch of a draw; each member is one database transaction. */
const MEMBER_BATCH = 100;

/**
 * Settles the bets of drawn draws and refunds those of void ones. Each member's open bets on a
 * draw are settled in one database transaction: the bets are row-locked, leave `open` by a
 * conditional update, and the payout (or refund) is one ledger transaction whose idempotency key
 * names the draw and the member. So a bet is paid once however often, or by however many engines,
 * this runs, and a crash halfway leaves the member's bets open for the next run.
 */
export function createSettlement({ db, now }: { db: Db; now: () => number }) {
  async function closeAll(
    orders: ReturnType<typeof createOrdersRepository>,
    closes: {
      bet: LockedSuborder;
      status: 'won' | 'lost' | 'refunded';
      hits: number | null;
      payout: number;
      txId: number | null;
    }[],
  ): Promise<void> {
    const settledAt = new Date(now());
    for (const { bet, status, hits, payout, txId } of closes) {
      const closed = await orders.close(bet.id, {
        status,
        hits,
        payout,
        settleTransactionId: txId,
        settledAt,
      });
      if (!closed) throw new Error(`lottery: bet ${bet.id} left open twice`);
    }
  }

  /** One member's open bets on `draw`; answers how many were settled. */
  async function settleMember(draw: UnsettledDraw, memberId: number): Promise<number> {
    return db.transaction(async (tx) => {
      const orders = createOrdersRepository(tx);
      const open = await orders.lockOpen(draw.id, memberId);
      if (open.length === 0) return 0;
      const movement = { merchantId: draw.merchantId, memberId, currency: draw.currency };
      if (draw.status === 'void') {
        const txId = await moveMoney(tx, 'toMember', {
          ...movement,
          idempotencyKey: `lottery:refund:${draw.id}:${memberId}`,
          kind: 'lottery_refund',
          memo: 'lottery draw void: stakes refunded',
          parts: open.map((bet) => ({ houseKind: bet.houseKind, amount: bet.stake })),
        });
        await closeAll(
          orders,
          open.map((bet) => ({ bet, status: 'refunded', hits: null, payout: 0, txId })),
        );
        return open.length;
      }
      const winningNumber = draw.winningNumber;
      if (winningNumber === null) throw new Error(`lottery: draw ${draw.id} has no result`);
      const results = open.map((bet) => {
        const hits = hitsOf(draw.numberFormat, bet, winningNumber);
        return { bet, hits, payout: payoutOf(bet.stake, bet.oddsBp, hits) };
      });
      const winners = results.filter((result) => result.payout > 0);
      const txId =
        winners.length === 0
          ? null
          : await moveMoney(tx, 'toMember', {
              ...movement,
              idempotencyKey: `lottery:payout:${draw.id}:${memberId}`,
              kind: 'lottery_payout',
              memo: 'lottery win',
              parts: winners.map(({ bet, payout }) => ({
                houseKind: bet.houseKind,
                amount: payout,
              })),
            });
      await closeAll(
        orders,
        results.map(({ bet, hits, payout }) => ({
          bet,
          status: payout > 0 ? 'won' : 'lost',
          hits,
          payout,
          txId: payout > 0 ? txId : null,
        })),
      );
      await sendWinNotices(tx, { ...draw, winningNumber }, memberId, winners);
      // Settled now: the valid ones count (turnover, VIP, missions, leaderboard, rebates).
      await countSettledLotteryBets(tx, draw.numberFormat, memberId, open);
      return open.length;
    });
  }

  return {
    settleMember,

    /** Every open bet of `draw`, member by member, then the draw is marked settled. */
    async settleDraw(draw: UnsettledDraw): Promise<number> {
      const orders = createOrdersRepository(db);
      let settled = 0;
      for (;;) {
        const members = await orders.openMembers(draw.id, MEMBER_BATCH);
        for (const memberId of members) settled += await settleMember(draw, memberId);
        if (members.length < MEMBER_BATCH) break;
      }
      await createDrawsRepository(db).markSettled(draw.id, new Date(now()));
      return settled;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
