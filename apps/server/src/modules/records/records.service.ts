import {
  type GameRecord,
  type Language,
  type OrdersPage,
  type RecordGame,
  type RecordsFilter,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { rangeOf } from '@/lib/record-range.js';
import type { InhouseRecords } from '../inhouse/index.js';
import type { LotteryRecords } from '../lottery/index.js';
import type { GameRecords, RecordFilter, RecordRef } from '../play-history/index.js';
import type { VendorRecords } from '../providers/index.js';

/**
 * The member's game records (SPEC §7 /lgw/orders, /orders/detail): in-house bets and lottery
 * orders in one list, theirs alone. Each game's module maps its own rows.
 */
export function createRecordsService({
  records,
  inhouse,
  lottery,
  vendor,
  now = () => new Date(),
}: {
  records: GameRecords;
  inhouse: InhouseRecords;
  lottery: LotteryRecords;
  vendor: VendorRecords;
  now?: () => Date;
}) {
  /** The records of `refs`, in their order. */
  async function load(memberId: number, refs: RecordRef[], language: Language) {
    const ids = (table: 'inhouse' | 'lottery' | 'vendor') =>
      refs
        .filter(
          (ref) =>
            (ref.game === 'lottery' || ref.game === 'vendor' ? ref.game : 'inhouse') === table,
        )
        .map((ref) => ref.id);
    const [bets, orders, rounds] = await Promise.all([
      inhouse.byIds(memberId, ids('inhouse')),
      lottery.byIds(memberId, ids('lottery'), language),
      vendor.byIds(memberId, ids('vendor')),
    ]);
    const byRef = new Map<string, GameRecord>(
      [...bets, ...orders, ...rounds].map((record): [string, GameRecord] => [
        `${record.game}:${record.id}`,
        record,
      ]),
    );
    return refs.flatMap((ref) => byRef.get(`${ref.game}:${ref.id}`) ?? []);
  }

  return {
    async page(memberId: number, query: RecordsFilter, language: Language): Promise<OrdersPage> {
      const filter: RecordFilter = {
        memberId,
        ...(query.game === undefined ? {} : { game: query.game }),
        ...(query.gameCode === undefined ? {} : { gameCode: query.gameCode }),
        ...(query.open === undefined ? {} : { open: query.open }),
        ...rangeOf(query, now()),
      };
      const { pageNo, pageSize } = query;
      const [refs, totals] = await Promise.all([
        records.page(filter, (pageNo - 1) * pageSize, pageSize),
        records.totals(filter),
      ]);
      return {
        list: await load(memberId, refs, language),
        pageNum: pageNo,
        totalPages: Math.ceil(totals.count / pageSize),
        total: totals.count,
        totals: { ...totals, profit: totals.payout - totals.stake },
      };
    },

    /**
     * One record: an in-house bet by default (dice and slot share ids), game=lottery an order,
     * game=vendor a provider's round.
     */
    async detail(
      memberId: number,
      query: { id: number; game?: RecordGame | undefined },
      language: Language,
    ): Promise<GameRecord> {
      const [record] =
        query.game === 'lottery'
          ? await lottery.byIds(memberId, [query.id], language)
          : query.game === 'vendor'
            ? await vendor.byIds(memberId, [query.id])
            : await inhouse.byIds(memberId, [query.id]);
      if (!record || (query.game !== undefined && record.game !== query.game)) {
        throw new AppError('order.not.found', { field: 'id' });
      }
      return record;
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
