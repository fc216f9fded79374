import {
  LEDGER_KIND_TYPES,
  DAY_MS,
  siteDayKeyStart,
  type MemberPnl,
  type PnlFigures,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { siteDaySql } from '@/db/site-day.js';
import { createLedgerRepository } from './ledger.repository.js';
import { MEMBER_CASH } from './ledger.service.js';

const zero = (): PnlFigures => ({
  bets: 0,
  wins: 0,
  refunds: 0,
  net: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
});

/** Adds one kind's net cash movement (signed minor units) to a day's figures. */
function add(figures: PnlFigures, kind: string, amount: number): void {
  switch (LEDGER_KIND_TYPES[kind] ?? 'bonus') {
    case 'bet':
      figures.bets -= amount;
      break;
    case 'win':
      figures.wins += amount;
      break;
    case 'refund':
      figures.refunds += amount;
      break;
    case 'deposit':
      figures.deposits += amount;
      break;
    case 'withdraw':
    case 'withdraw_return':
      figures.withdrawals -= amount;
      break;
    case 'bonus':
      figures.bonuses += amount;
      break;
    case 'transfer':
      // Money sent to (or received from) a downline or upline: neither won nor lost.
      break;
    case 'opening':
      // The money an account starts with (demo seed, trial): not a bonus, neither won nor lost.
      break;
    case 'adjustment':
      // An operator's correction, with its reason: neither won nor lost.
      break;
  }
  figures.net = figures.wins + figures.refunds - figures.bets;
}

type Row = { day: string; kind: string; amount: string | number };

/**
 * The member's profit and loss (ODSFE2_MemPNL) from their cash account's movements, summed by
 * the Philippines' day and ledger kind in one query.
 */
export function createPnlService({ db }: { db: DbOrTx }) {
  const ledger = createLedgerRepository(db);

  return {
    async of(
      member: { memberId: number; merchantId: number },
      startDate: string,
      endDate: string,
    ): Promise<MemberPnl> {
      const first = Date.parse(`${startDate}T00:00:00Z`);
      const count = Math.round((Date.parse(`${endDate}T00:00:00Z`) - first) / DAY_MS) + 1;
      const dates = Array.from({ length: count }, (_, i) =>
        new Date(first + i * DAY_MS).toISOString().slice(0, 10),
      );
      const days = new Map(dates.map((date) => [date, zero()]));
      const total = zero();

      const account = await ledger.findAccount({ ...member, kind: MEMBER_CASH });
      if (account) {
        const from = new Date(siteDayKeyStart(startDate));
        const to = new Date(siteDayKeyStart(startDate) + count * DAY_MS);
        const result = await db.execute(sql`
          SELECT ${siteDaySql(sql`t.created_at`)} AS day,
                 t.kind, SUM(p.amount) AS amount
          FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
          WHERE p.account_id = ${account.id}
            AND t.created_at >= ${from.toISOString()} AND t.created_at < ${to.toISOString()}
          GROUP BY 1, 2`);
        const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
        for (const row of rows) {
          const figures = days.get(row.day);
          if (!figures) continue;
          add(figures, row.kind, Number(row.amount));
          add(total, row.kind, Number(row.amount));
        }
      }
      return { days: dates.map((date) => ({ date, ...(days.get(date) ?? zero()) })), total };
    },
  };
}

export type PnlService = ReturnType<typeof createPnlService>;
