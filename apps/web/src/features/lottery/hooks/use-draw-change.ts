import type { LotteryGame, LotteryRecord } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSyncBalance } from '@/shared/money';
import { queryKeys } from '@/shared/query-keys';
import { drawHistoryKey } from '../api/draw-history';

/**
 * What follows a draw of this game while its betting page is open: a new result (the lobby's
 * refresh brings it) asks for the history again, and for the member's open bets when they had
 * some; bets leaving the open list (settled, or cancelled) bring the wallet's new balance to the
 * header and refresh the records.
 */
export function useDrawChange(game: LotteryGame, openOrders: readonly LotteryRecord[] | undefined) {
  const queryClient = useQueryClient();
  const syncBalance = useSyncBalance();
  const previousNumero = useRef(game.previousNumero);
  const openIds = useRef<ReadonlySet<number>>(undefined);

  useEffect(() => {
    if (previousNumero.current === game.previousNumero) return;
    previousNumero.current = game.previousNumero;
    void queryClient.invalidateQueries({ queryKey: drawHistoryKey(game.gameCode) });
    if (openIds.current?.size) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.member('records') });
    }
  }, [game.gameCode, game.previousNumero, queryClient]);

  useEffect(() => {
    if (!openOrders) return;
    const ids = new Set(openOrders.map((order) => order.id));
    const before = openIds.current;
    openIds.current = ids;
    if (before && [...before].some((id) => !ids.has(id))) {
      syncBalance();
      void queryClient.invalidateQueries({
        queryKey: queryKeys.member('records'),
        refetchType: 'none',
      });
    }
  }, [openOrders, queryClient, syncBalance]);
}
