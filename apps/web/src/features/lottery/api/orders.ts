import {
  CancelSubordersResult,
  INHOUSE_PATHS,
  LOTTERY_MAX_BETS,
  LOTTERY_PATHS,
  LotteryOrderResult,
  LotteryRecord,
  OrdersPage,
  type LotteryOrderInput,
} from '@app/contracts';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useKeyedMutation } from '@/shared/keyed-mutation';
import { useMemberQuery } from '@/shared/member-query';
import { useSession } from '@/shared/session';
import { queryKeys } from '@/shared/query-keys';
import { nextPage } from '@/shared/paged';

/**
 * POST /lgw/orders: the slip's bets on one draw. The key is useKeyedMutation's: a lost answer is
 * asked again with the same key, which the server answers once (replayed), never placing the
 * bets twice; the same slip sent again after it keeps the key too.
 */
export const usePlaceOrder = () =>
  useKeyedMutation<Omit<LotteryOrderInput, 'idempotencyKey'>, LotteryOrderResult>({
    mutationFn: (body) => api.post(LOTTERY_PATHS.order, LotteryOrderResult, { body }),
  });

/** POST /lgw/orders/suborders/cancel: open bets before their draw's sale closes, refunded. */
export const useCancelBets = () =>
  useMutation({
    mutationFn: (suborderIds: number[]) =>
      api.post(LOTTERY_PATHS.cancel, CancelSubordersResult, { body: { suborderIds } }),
  });

/** An order with at least one bet waiting for its draw. */
export const isOpenOrder = (record: LotteryRecord) =>
  record.suborders.some((bet) => bet.status === 'open');

/**
 * The member's orders of one game with a bet still waiting for its draw (GET /lgw/orders filtered
 * by the game's code and `open` on the server). Under the records' key: a bet, a cancel or a
 * settlement refreshes it.
 */
export function useOpenOrders(gameCode: string) {
  return useMemberQuery({
    queryKey: queryKeys.member('records', 'lottery-open', gameCode),
    queryFn: ({ signal }) =>
      api.get(INHOUSE_PATHS.orders, OrdersPage, {
        query: { game: 'lottery', gameCode, open: true, pageSize: LOTTERY_MAX_BETS },
        signal,
      }),
    select: (page) =>
      page.list.filter(
        (record): record is LotteryRecord => record.game === 'lottery' && isOpenOrder(record),
      ),
    staleTime: 0,
    // A draw drawn but not yet settled is asked about again shortly.
    refetchInterval: (query) =>
      query.state.data?.list.some(
        (record) =>
          record.game === 'lottery' && isOpenOrder(record) && record.draw.status === 'drawn',
      )
        ? 3_000
        : false,
  });
}

/** Settled orders a page of "My bets → Settled" holds. */
export const SETTLED_PAGE_SIZE = 10;

/**
 * The member's orders of one game with no bet left waiting (GET /lgw/orders, `open=false`:
 * settled, refunded or cancelled), newest first, page after page. Asked for once shown.
 */
export function useSettledOrders(gameCode: string, enabled: boolean) {
  const isSignedIn = useSession() !== undefined;
  return useInfiniteQuery({
    queryKey: queryKeys.member('records', 'lottery-settled', gameCode),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(INHOUSE_PATHS.orders, OrdersPage, {
        query: {
          game: 'lottery',
          gameCode,
          open: false,
          pageNo: pageParam,
          pageSize: SETTLED_PAGE_SIZE,
        },
        signal,
      }),
    getNextPageParam: nextPage,
    select: (data) =>
      data.pages.flatMap((page) =>
        page.list.filter((record): record is LotteryRecord => record.game === 'lottery'),
      ),
    enabled: isSignedIn && enabled,
  });
}

/** GET /lgw/orders/detail: one of the member's lottery orders as it stands now. */
export const fetchLotteryOrder = (id: number) =>
  api.get(INHOUSE_PATHS.detail, LotteryRecord, { query: { id, game: 'lottery' } });
