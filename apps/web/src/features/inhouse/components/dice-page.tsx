import {
  isValidDiceBet,
  VALID_BET_MAX_WIN_PERCENT,
  type BetResult,
  type DiceDirection,
} from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { isBrowserOffline, moneyActionErrorText, offlineBetText } from '@/shared/offline';
import { usePlaceBet, useSettle } from '../api/bet';
import { DEFAULT_DICE_TARGET, DEFAULT_STAKE_MINOR } from '../constants';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { stakeIssue } from '../lib/stake';
import { BetResultBanner } from './bet-result';
import { DiceBoard } from './dice-board';
import { GameFrame, useGameBalance } from './game-frame';
import { StakeInput } from './stake-input';
import './inhouse.css';

/** /m/inhouse/dice: pick a target, roll under or over it; 99 % over the win chance pays. */
export function DicePage() {
  return (
    <GameFrame game="dice">
      <DiceGame />
    </GameFrame>
  );
}

function DiceGame() {
  const { t } = useTranslation('inhouse');
  const animate = !useReducedMotion();
  const { balance, symbol } = useGameBalance();
  const [stake, setStake] = useState<number | undefined>(DEFAULT_STAKE_MINOR);
  const [target, setTarget] = useState(DEFAULT_DICE_TARGET);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const bet = usePlaceBet('dice');
  const settle = useSettle();
  /** The bet whose roll is on screen, and whether it has landed. */
  const [current, setCurrent] = useState<{ result: BetResult; landed: boolean }>();
  const rolling = bet.isPending || (current !== undefined && !current.landed);
  const issue = stakeIssue(stake, balance);
  /** Whether this bet counts as a valid bet (contracts/valid-bet.ts, the server's rule). */
  const counts = isValidDiceBet(target, direction);

  const onRolled = useCallback(() => {
    if (!current || current.landed) return;
    settle(current.result);
    setCurrent({ ...current, landed: true });
  }, [current, settle]);

  const play = () => {
    if (stake === undefined || issue || rolling) return;
    if (isBrowserOffline()) {
      toast.message(offlineBetText());
      return;
    }
    bet.mutate(
      { amount: stake, target, direction },
      {
        onSuccess: (result) => setCurrent({ result, landed: false }),
        onError: (error) => toast.message(moneyActionErrorText(error)),
      },
    );
  };

  const roll =
    current && current.result.outcome.game === 'dice'
      ? { id: current.result.id, outcome: current.result.outcome }
      : undefined;

  return (
    <>
      <DiceBoard
        target={target}
        direction={direction}
        stake={stake}
        symbol={symbol}
        onTarget={setTarget}
        onDirection={setDirection}
        roll={roll}
        landed={current?.landed ?? false}
        animate={animate}
        disabled={rolling}
        onRolled={onRolled}
      />
      <div className="bet-result-slot">
        {current?.landed ? (
          <BetResultBanner result={current.result} symbol={symbol} />
        ) : (
          <p className="bet-result-hint">{rolling ? t('dice.rolling') : t('dice.hint')}</p>
        )}
      </div>
      <StakeInput
        value={stake}
        onChange={setStake}
        balance={balance}
        symbol={symbol}
        disabled={rolling}
      />
      <p
        className={`valid-bet-note${counts ? '' : ' is-warning'}`}
        data-testid="valid-bet-note"
        role={counts ? undefined : 'status'}
      >
        {t(counts ? 'valid_bet.rule' : 'valid_bet.not_counted', {
          percent: VALID_BET_MAX_WIN_PERCENT,
        })}
      </p>
      <button
        type="button"
        className="play-button"
        disabled={rolling || issue !== undefined}
        onClick={play}
      >
        {rolling ? t('dice.rolling') : t('dice.roll')}
      </button>
    </>
  );
}
