import {
  isValidDiceBet,
  VALID_BET_MAX_WIN_PERCENT,
  type BetResult,
  type DiceDirection,
} from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DICE_TARGET } from '../constants';
import { useGameBet } from '../hooks/use-game-bet';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { BetResultBanner } from './bet-result';
import { DiceBoard } from './dice-board';
import { GameFrame } from './game-frame';
import { PlayControls } from './play-controls';
import './inhouse.css';
import './inhouse-play.css';

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
  const game = useGameBet('dice');
  const { stake, symbol, settle } = game;
  const [target, setTarget] = useState(DEFAULT_DICE_TARGET);
  const [direction, setDirection] = useState<DiceDirection>('under');
  /** The bet whose roll is on screen, and whether it has landed. */
  const [current, setCurrent] = useState<{ result: BetResult; landed: boolean }>();
  const rolling = game.pending || (current !== undefined && !current.landed);
  /** Whether this bet counts as a valid bet (contracts/valid-bet.ts, the server's rule). */
  const counts = isValidDiceBet(target, direction);

  const onRolled = useCallback(() => {
    if (!current || current.landed) return;
    settle(current.result);
    setCurrent({ ...current, landed: true });
  }, [current, settle]);

  const play = () => {
    if (game.issue || rolling) return;
    game.place({ target, direction }, (result) => setCurrent({ result, landed: false }));
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
      <PlayControls
        bet={game}
        busy={rolling}
        label={rolling ? t('dice.rolling') : t('dice.roll')}
        onPlay={play}
      >
        <p
          className={`valid-bet-note${counts ? '' : ' is-warning'}`}
          data-testid="valid-bet-note"
          role={counts ? undefined : 'status'}
        >
          {t(counts ? 'valid_bet.rule' : 'valid_bet.not_counted', {
            percent: VALID_BET_MAX_WIN_PERCENT,
          })}
        </p>
      </PlayControls>
    </>
  );
}
