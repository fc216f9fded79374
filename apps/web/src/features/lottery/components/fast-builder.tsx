import { ODDS_SCALE, oddsOf, type LotteryGame, type LotteryPick } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsText } from '@/shared/lottery/bet-label';
import { pickKey } from '../lib/slip';
import {
  DIGITS,
  POSITIONS,
  SIDE_PICKS,
  sideBetType,
  sideRange,
  SUMS,
  type SidePick,
} from '../lib/picks';

type Props = {
  game: LotteryGame;
  /** The picks chosen so far, by pickKey. */
  chosen: ReadonlyMap<string, LotteryPick>;
  onToggle: (pick: LotteryPick) => void;
};

type On = 'digit' | 'sum';

/**
 * The fast games' (D5) bets: a position's digit, its big/small and odd/even, and the same on the
 * sum of the five digits, or the exact sum. Taps choose picks; the amount comes after.
 */
export function FastBuilder({ game, chosen, onToggle }: Props) {
  const { t } = useTranslation('lottery');
  const [on, setOn] = useState<On>('digit');
  const [position, setPosition] = useState(1);
  const format = game.numberFormat;
  const isChosen = (pick: LotteryPick) => chosen.has(pickKey(pick));
  const perPosition = (at: number) =>
    [...chosen.values()].filter((pick) => pick.position === at).length;

  const sides = (
    <div className="side-grid">
      {SIDE_PICKS.map((side: SidePick) => {
        const pick: LotteryPick = {
          betType: sideBetType(on, side),
          pick: side,
          ...(on === 'digit' ? { position } : {}),
        };
        const range = sideRange(on, side);
        return (
          <button
            key={side}
            type="button"
            className="side-button"
            aria-pressed={isChosen(pick)}
            onClick={() => onToggle(pick)}
          >
            <span className="side-name">{t(`side.${side}`)}</span>
            {range && <span className="side-range">{range}</span>}
            <span className="pick-odds">{oddsText(oddsOf(format, pick.betType, side))}</span>
          </button>
        );
      })}
    </div>
  );

  return (
    <div className="bet-builder">
      <div className="segmented" role="group" aria-label={t('builder.on_label')}>
        {(['digit', 'sum'] as const).map((item) => (
          <button key={item} type="button" aria-pressed={on === item} onClick={() => setOn(item)}>
            {t(`builder.on.${item}`)}
          </button>
        ))}
      </div>
      {on === 'digit' && (
        <div className="position-chips" role="group" aria-label={t('builder.position_label')}>
          {POSITIONS.map((at) => (
            <button
              key={at}
              type="button"
              aria-pressed={position === at}
              aria-label={t('builder.position_name', { position: at })}
              onClick={() => setPosition(at)}
            >
              {t('builder.position_short', { position: at })}
              {perPosition(at) > 0 && (
                <span className="position-count" aria-hidden="true">
                  {perPosition(at)}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      {game.entPlaySwitch && sides}
      {game.tradPlaySwitch && (
        <>
          <p className="builder-hint">
            {on === 'digit'
              ? t('builder.digit_hint', {
                  position: position,
                  odds: oddsText(oddsOf(format, 'DIGIT', '0')),
                })
              : t('builder.sum_hint')}
          </p>
          <div
            className={`number-grid${on === 'sum' ? ' is-sum' : ''}`}
            role="group"
            aria-label={
              on === 'digit' ? t('builder.digits_label', { position }) : t('builder.sums_label')
            }
          >
            {(on === 'digit' ? DIGITS : SUMS).map((value) => {
              const pick: LotteryPick =
                on === 'digit'
                  ? { betType: 'DIGIT', position, pick: value }
                  : { betType: 'SUM', pick: value };
              return (
                <button
                  key={value}
                  type="button"
                  className="number-ball"
                  aria-pressed={isChosen(pick)}
                  aria-label={
                    on === 'sum'
                      ? t('builder.sum_pick', {
                          sum: value,
                          odds: oddsText(oddsOf(format, 'SUM', value)),
                        })
                      : undefined
                  }
                  onClick={() => onToggle(pick)}
                >
                  <span className="number-ball-value">{value}</span>
                  {on === 'sum' && (
                    <span className="pick-odds" aria-hidden="true">
                      {shortOdds(oddsOf(format, 'SUM', value))}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

/** Odds short enough for a small cell: ×9700, ×64.6, ×9.70 (the slip shows them whole). */
function shortOdds(oddsBp: number): string {
  const odds = oddsBp / ODDS_SCALE;
  if (odds >= 100) return `×${Math.floor(odds)}`;
  if (odds >= 10) return `×${(Math.floor(odds * 10) / 10).toFixed(1)}`;
  return `×${odds.toFixed(2)}`;
}
