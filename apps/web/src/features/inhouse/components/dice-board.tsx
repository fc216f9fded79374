import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_ROLLS,
  diceMultiplier,
  dicePayout,
  diceWinningRolls,
  type DiceDirection,
  type DiceOutcome,
} from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format';
import { Figure } from '@/shared/ui/figure';
import { DICE_ROLL_MS } from '../constants';

type Props = {
  target: number;
  direction: DiceDirection;
  stake: number | undefined;
  symbol: string;
  onTarget: (target: number) => void;
  onDirection: (direction: DiceDirection) => void;
  /** The roll to show: a new one (its bet id) rolls, then onRolled; landed once it has. */
  roll: { id: number; outcome: DiceOutcome } | undefined;
  landed: boolean;
  animate: boolean;
  disabled: boolean;
  onRolled: () => void;
};

const hundredths = (value: number) => (value / 100).toFixed(2);
/**
 * Where a number sits on the track: where the slider's thumb centre would be for it (the thumb's
 * half-width in from each end), so the zones, the roll and the thumb line up.
 */
const onTrack = (value: number) =>
  `calc(var(--thumb) / 2 + (100% - var(--thumb)) * ${value / (DICE_ROLLS - 1)})`;

/** Target bounds for a direction, so the win chance stays within 1 %–98 %. */
const boundsOf = (direction: DiceDirection) =>
  direction === 'under'
    ? { min: DICE_MIN_WINNING, max: DICE_MAX_WINNING }
    : { min: DICE_ROLLS - 1 - DICE_MAX_WINNING, max: DICE_ROLLS - 1 - DICE_MIN_WINNING };

/** The dice table: the rolled number, the 0–100 track with the winning side, target and odds. */
export function DiceBoard(props: Props) {
  const { t, i18n } = useTranslation('inhouse');
  const { target, direction, stake, roll } = props;
  const shown = useRolledNumber(roll, props.landed, props.animate, props.onRolled);
  const winning = diceWinningRolls(target, direction);
  const bounds = boundsOf(direction);
  const settled = roll && props.landed;
  const tone = settled ? (roll.outcome.win ? 'is-win' : 'is-lose') : '';
  const payout = stake === undefined ? undefined : dicePayout(stake, target, direction);

  return (
    <div className="dice-board">
      <output className={`dice-number ${tone}`} aria-live="polite" data-testid="dice-roll">
        {shown === undefined ? '–' : hundredths(shown)}
      </output>
      <div className="dice-track">
        <span
          className={`dice-zone is-${direction}`}
          style={{ ['--split' as string]: onTrack(target) }}
        />
        {shown !== undefined && (
          <span
            className={`dice-marker ${tone}`}
            style={{ left: onTrack(shown) }}
            aria-hidden="true"
          />
        )}
        <input
          type="range"
          min={0}
          max={DICE_ROLLS - 1}
          step={1}
          value={target}
          disabled={props.disabled}
          aria-label={t('dice.slider')}
          aria-valuetext={hundredths(target)}
          onChange={(event) =>
            props.onTarget(Math.min(bounds.max, Math.max(bounds.min, Number(event.target.value))))
          }
        />
        <span className="dice-scale" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </span>
      </div>
      <div className="dice-direction" role="group" aria-label={t('dice.direction')}>
        {(['under', 'over'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={direction === side}
            disabled={props.disabled}
            onClick={() => {
              if (side === direction) return;
              // The same win chance on the other side of the track.
              props.onDirection(side);
              props.onTarget(DICE_ROLLS - 1 - target);
            }}
          >
            {t(`dice.${side}`)} <strong>{hundredths(target)}</strong>
          </button>
        ))}
      </div>
      <dl className="dice-stats">
        <div>
          <dt>{t('dice.chance')}</dt>
          <dd>{(winning / 100).toFixed(2)}%</dd>
        </div>
        <div>
          <dt>{t('dice.multiplier')}</dt>
          <dd>
            <Figure>×{diceMultiplier(target, direction).toFixed(4)}</Figure>
          </dd>
        </div>
        <div>
          <dt>{t('dice.on_win')}</dt>
          <dd>
            <Figure>
              {payout === undefined
                ? '–'
                : formatMoney(payout, props.symbol, parseLanguage(i18n.language))}
            </Figure>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The number on the table: flickers for DICE_ROLL_MS towards a new roll, then calls onRolled
 * once (the parent marks it landed); without animation it lands at once.
 */
function useRolledNumber(
  roll: Props['roll'],
  landed: boolean,
  animate: boolean,
  onRolled: () => void,
): number | undefined {
  const [flicker, setFlicker] = useState<{ id: number; value: number }>();
  const done = useRef(onRolled);
  useEffect(() => {
    done.current = onRolled;
  });
  const id = roll?.id;
  const final = roll?.outcome.roll;
  useEffect(() => {
    if (id === undefined || final === undefined || landed) return;
    if (!animate) {
      done.current();
      return;
    }
    const start = performance.now();
    let frame = 0;
    let over = false;
    const land = () => {
      if (over) return;
      over = true;
      done.current();
    };
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / DICE_ROLL_MS);
      if (progress >= 1) {
        land();
        return;
      }
      // Random at first, closing in on the roll as the time runs out.
      const spread = (1 - progress) * DICE_ROLLS;
      const guess = Math.round(final + (Math.random() - 0.5) * spread);
      setFlicker({ id, value: Math.max(0, Math.min(DICE_ROLLS - 1, guess)) });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // A hidden tab pauses frames: the roll still lands.
    const fallback = window.setTimeout(() => {
      cancelAnimationFrame(frame);
      land();
    }, DICE_ROLL_MS + 400);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
    };
  }, [id, final, animate, landed]);
  if (final === undefined) return undefined;
  if (landed || !animate) return final;
  return flicker !== undefined && flicker.id === id ? flicker.value : undefined;
}
