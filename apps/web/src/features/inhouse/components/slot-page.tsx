import { SLOT_CHERRY_PAIR, SLOT_LINES, SLOT_PAYS, slotGrid, type BetResult } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { useGameBet } from '../hooks/use-game-bet';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { BetResultBanner } from './bet-result';
import { GameFrame } from './game-frame';
import { PayTable } from './pay-table';
import { PlayControls } from './play-controls';
import { SlotReels, type ReelPhase } from './slot-reels';
import './inhouse.css';
import './inhouse-play.css';

/** What the reels show before the first spin. */
const OPENING_GRID = slotGrid([4, 8, 2]);
/** The rules line, from the pay table the server settles with (contracts). */
const PAYS = Object.values(SLOT_PAYS);
const RULES = {
  lines: SLOT_LINES.length,
  min: Math.min(...PAYS),
  max: Math.max(...PAYS),
  pair: SLOT_CHERRY_PAIR,
};

/** /m/inhouse/slot: three reels, five lines, one spin per tap. */
export function SlotPage() {
  return (
    <GameFrame game="slot">
      <SlotGame />
    </GameFrame>
  );
}

function SlotGame() {
  const { t, i18n } = useTranslation('inhouse');
  const animate = !useReducedMotion();
  const game = useGameBet('slot');
  const { stake, symbol, settle } = game;
  const [result, setResult] = useState<BetResult>();
  const [phase, setPhase] = useState<ReelPhase>('idle');
  const busy = game.pending || phase === 'spinning' || phase === 'stopping';
  const outcome = result?.outcome.game === 'slot' ? result.outcome : undefined;

  const land = useCallback(
    (landed: BetResult) => {
      settle(landed);
      setPhase('done');
    },
    [settle],
  );

  const spin = () => {
    if (game.issue || busy) return;
    const sent = game.place(
      {},
      (settled) => {
        setResult(settled);
        if (animate) setPhase('stopping');
        else land(settled);
      },
      () => setPhase(result ? 'done' : 'idle'),
    );
    if (sent && animate) setPhase('spinning');
  };

  const lineBet = stake === undefined ? undefined : stake / 5;
  return (
    <>
      <div
        className={`slot-cabinet${phase === 'done' && result && result.payout <= result.stake ? ' is-back' : ''}`}
      >
        <SlotReels
          grid={outcome?.grid ?? OPENING_GRID}
          stops={outcome?.stops}
          phase={phase}
          wins={outcome?.wins ?? []}
          onStopped={() => {
            if (result && phase === 'stopping') land(result);
          }}
        />
        <p className="slot-lines-note">
          {t('slot.lines', {
            count: 5,
            lineBet:
              lineBet === undefined
                ? '–'
                : formatMoney(lineBet, symbol, parseLanguage(i18n.language)),
          })}
        </p>
      </div>
      <div className="bet-result-slot">
        {phase === 'done' && result ? (
          <BetResultBanner result={result} symbol={symbol} />
        ) : (
          <p className="bet-result-hint">{busy ? t('slot.spinning') : t('slot.hint', RULES)}</p>
        )}
      </div>
      <PlayControls
        bet={game}
        busy={busy}
        label={busy ? t('slot.spinning') : t('slot.spin')}
        onPlay={spin}
      />
      <PayTable />
    </>
  );
}
