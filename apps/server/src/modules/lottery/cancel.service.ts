import type { CancelSubordersResult } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import { createMovements, type HouseKind } from '../wallet/index.js';
import type { Bettor } from './orders.service.js';
import { createOrdersRepository } from './orders.repository.js';

/**
 * POST /lgw/orders/suborders/cancel: the member's open bets, before their draw's sale closes,
 * refunded through the ledger in one transaction with their move to `cancelled`. All or none:
 * one bet that cannot be cancelled refuses the call. A bet cancelled before is left as it is
 * (a retried cancel refunds nothing twice).
 */
export function createCancelService({ db, now }: { db: Db; now: () => number }) {
  return {
    async cancel(bettor: Bettor, suborderIds: number[]): Promise<CancelSubordersResult> {
      const ids = [...new Set(suborderIds)].sort((a, b) => a - b);
      const { memberId } = bettor;
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCK_SPACE.lotteryMember, String(memberId));
        const orders = createOrdersRepository(tx);
        const rows = await orders.lockForCancel(memberId, ids);
        if (rows.length !== ids.length) {
          throw new AppError('order.not.found', { field: 'suborderIds' });
        }
        const time = now();
        const toCancel = rows.filter(({ suborder }) => suborder.status !== 'cancelled');
        for (const { suborder, draw } of toCancel) {
          const onSale = draw.status === 'scheduled' || draw.status === 'selling';
          if (suborder.status !== 'open' || !onSale || time >= draw.lockAt.getTime()) {
            throw new AppError('lottery.not.cancellable', { field: 'suborderIds' });
          }
        }
        const refunded = toCancel.reduce((sum, { suborder }) => sum + suborder.stake, 0);
        const first = toCancel[0];
        let balance: bigint | undefined;
        if (first) {
          // The lowest bet cancelled here is cancelled once ever: its id keys the refund.
          const refund = await createMovements(tx).refund(bettor, {
            parts: toCancel.map(({ suborder, houseKind }) => ({
              house: houseKind as HouseKind,
              amountMinor: BigInt(suborder.stake),
            })),
            key: `lottery:cancel:${first.suborder.id}`,
            kind: 'lottery_refund',
            memo: 'lottery bets cancelled',
          });
          const closes = toCancel.map(({ suborder }) => ({
            id: suborder.id,
            status: 'cancelled' as const,
            hits: null,
            payout: 0,
            valid: false,
            settleTransactionId: refund.transactionId,
          }));
          if ((await orders.closeSettled(closes, new Date(time))) !== closes.length) {
            throw new Error('lottery: a cancelled bet left open twice');
          }
          balance = refund.balanceMinor;
        }
        return {
          cancelled: ids,
          refunded,
          balance: Number(balance ?? (await createMovements(tx).cashBalance(bettor))),
        };
      });
    },
  };
}

export type CancelService = ReturnType<typeof createCancelService>;
