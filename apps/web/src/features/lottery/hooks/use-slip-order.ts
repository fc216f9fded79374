import type { LotteryGame, PrizeMode } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api-client';
import { dialog, toast } from '@/shared/feedback';
import { useApplyBalance, useMoney } from '@/shared/money';
import { isLostAnswer } from '@/shared/keyed-mutation';
import { isBrowserOffline, moneyActionErrorText, offlineBetText } from '@/shared/offline';
import { queryKeys } from '@/shared/query-keys';
import { usePlaceOrder } from '../api/orders';
import { orderBody, slipTotal, type SlipBet } from '../lib/slip';

/** Where a refusal shows: under a bet of the slip (by its index), or above the button. */
export type OrderProblem = { message: string; bet?: number };

const BET_FIELD = /^bets\.(\d+)\./;

/** The server's refusal placed: `bets.<n>.<field>` under that bet, the rest above the button. */
export function problemOf(error: Error): OrderProblem {
  const field = error instanceof ApiError ? error.field : undefined;
  const match = field ? BET_FIELD.exec(field) : null;
  return match ? { message: error.message, bet: Number(match[1]) } : { message: error.message };
}

/**
 * Sends the slip as one order on the current draw after the member confirms it. The order's
 * idempotency key (usePlaceOrder's) stays while the same slip is sent again after a network
 * failure (the server answers the first order, never a second), and is new once the slip or the
 * draw changes.
 */
export function useSlipOrder(options: {
  game: LotteryGame;
  prizeMode: PrizeMode;
  slip: readonly SlipBet[];
  onPlaced: () => void;
}) {
  const { game, prizeMode, slip, onPlaced } = options;
  const { t } = useTranslation('lottery');
  const { money } = useMoney();
  const place = usePlaceOrder();
  const applyBalance = useApplyBalance();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<OrderProblem>();
  const [isRetry, setIsRetry] = useState(false);

  async function submit() {
    const numero = game.numero;
    if (!numero || slip.length === 0 || place.isPending) return;
    // Offline nothing is sent (and nothing queued for later): the member sends again when back.
    if (isBrowserOffline()) {
      setProblem({ message: offlineBetText() });
      return;
    }
    const total = money(slipTotal(slip));
    const confirmed = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.body', { count: slip.length, numero, total, name: game.gameName }),
      confirmText: t('confirm.yes'),
      cancelText: t('confirm.no'),
    });
    if (!confirmed) return;
    const body = orderBody({ gameCode: game.gameCode, numero, prizeMode, bets: slip });
    setProblem(undefined);
    place.mutate(body, {
      onSuccess: (result) => {
        setIsRetry(false);
        applyBalance(result.balance);
        void queryClient.invalidateQueries({ queryKey: queryKeys.member('records') });
        toast.success(t('placed', { total: money(result.stake), numero: result.numero }));
        onPlaced();
      },
      onError: (error) => {
        // A lost answer keeps the key: sending the same slip again cannot bet twice.
        const lost = isLostAnswer(error);
        setIsRetry(lost);
        setProblem(
          lost
            ? { message: `${moneyActionErrorText(error)} ${t('retry_safe')}` }
            : problemOf(error),
        );
      },
    });
  }

  return {
    submit: () => void submit(),
    isPending: place.isPending,
    problem,
    isRetry,
    clearProblem: () => setProblem(undefined),
  };
}
