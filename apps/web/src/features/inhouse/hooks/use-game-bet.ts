import type { BetResult, InhouseGame } from '@app/contracts';
import { useState } from 'react';
import { toast } from '@/shared/feedback';
import { isBrowserOffline, moneyActionErrorText, offlineBetText } from '@/shared/offline';
import { usePlaceBet, useSettle, type BetInputs } from '../api/bet';
import { useGameBalance } from '../components/game-frame';
import { DEFAULT_STAKE_MINOR } from '../constants';
import { stakeIssue } from '../lib/stake';

/**
 * What both games do around a bet: the balance, the stake and its issue, and place(), which says
 * so when offline (false: nothing was sent) and shows a refusal as a toast after the game's onError.
 */
export function useGameBet<G extends InhouseGame>(game: G) {
  const { balance, symbol } = useGameBalance();
  const [stake, setStake] = useState<number | undefined>(DEFAULT_STAKE_MINOR);
  const bet = usePlaceBet(game);
  const settle = useSettle();
  const place = (
    input: Omit<BetInputs[G], 'amount'>,
    onSuccess: (result: BetResult) => void,
    onError?: () => void,
  ) => {
    if (stake === undefined) return false;
    if (isBrowserOffline()) {
      toast.message(offlineBetText());
      return false;
    }
    bet.mutate({ ...input, amount: stake } as BetInputs[G], {
      onSuccess,
      onError: (error) => {
        onError?.();
        toast.message(moneyActionErrorText(error));
      },
    });
    return true;
  };
  return {
    balance,
    symbol,
    stake,
    setStake,
    issue: stakeIssue(stake, balance),
    pending: bet.isPending,
    settle,
    place,
  };
}
