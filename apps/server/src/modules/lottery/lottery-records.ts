import type { Language, LotteryRecord } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { lotteryRecordOf } from './order-view.js';
import { createOrdersRepository } from './orders.repository.js';

/** The member's lottery orders as game records, by id (another member's are absent). */
export function createLotteryRecords(db: DbOrTx) {
  const orders = createOrdersRepository(db);
  return {
    async byIds(memberId: number, ids: number[], language: Language): Promise<LotteryRecord[]> {
      const found = await orders.ordersOf(memberId, ids);
      const bets = await orders.subordersOf(found.map(({ order }) => order.id));
      const records = new Map(
        found.map((row) => [
          row.order.id,
          lotteryRecordOf(
            row,
            bets.filter((bet) => bet.orderId === row.order.id),
            language,
          ),
        ]),
      );
      return ids.flatMap((id) => records.get(id) ?? []);
    },
  };
}

export type LotteryRecords = ReturnType<typeof createLotteryRecords>;
