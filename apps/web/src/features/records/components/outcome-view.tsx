import { SLOT_LINES, type BetOutcome } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const hundredths = (value: number) => (value / 100).toFixed(2);

/** One line of what happened: the roll against its target, or the slot's winning lines. */
export function OutcomeSummary({ outcome }: { outcome: BetOutcome }) {
  const { t } = useTranslation('records');
  if (outcome.game === 'dice') {
    return (
      <>
        {t('dice_summary', {
          roll: hundredths(outcome.roll),
          side: t(`side.${outcome.direction}`),
          target: hundredths(outcome.target),
        })}
      </>
    );
  }
  return <>{t('slot_summary', { count: outcome.wins.length })}</>;
}

/** The whole outcome in the detail: the dice numbers, or the slot's grid with its lines. */
export function OutcomeDetail({ outcome }: { outcome: BetOutcome }) {
  const { t } = useTranslation('records');
  if (outcome.game === 'dice') {
    return (
      <dl className="record-facts">
        <Fact label={t('roll')} value={hundredths(outcome.roll)} />
        <Fact
          label={t('target')}
          value={`${t(`side.${outcome.direction}`)} ${hundredths(outcome.target)}`}
        />
        <Fact label={t('multiplier')} value={`×${outcome.multiplier.toFixed(4)}`} />
      </dl>
    );
  }
  const winning = new Set(
    outcome.wins.flatMap((win) =>
      (SLOT_LINES[win.line] ?? []).map((row, reel) => `${row}:${reel}`),
    ),
  );
  return (
    <>
      <div className="record-grid" role="table" aria-label={t('reels')}>
        {outcome.grid.map((row, rowIndex) => (
          <div key={rowIndex} role="row" className="record-grid-row">
            {row.map((symbol, reel) => (
              <span
                key={reel}
                role="cell"
                className={`record-symbol is-${symbol}${winning.has(`${rowIndex}:${reel}`) ? ' is-win' : ''}`}
              >
                {t(`symbols.${symbol}`)}
              </span>
            ))}
          </div>
        ))}
      </div>
      <ul className="record-wins">
        {outcome.wins.length === 0 && <li>{t('no_win_lines')}</li>}
        {outcome.wins.map((win) => (
          <li key={win.line}>
            {t('win_line', {
              line: t(`lines.${win.line}`),
              count: win.count,
              symbol: t(`symbols.${win.symbol}`),
              multiplier: win.multiplier,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="record-fact">
      <dt>{label}</dt>
      <dd className={mono ? 'record-mono' : undefined}>{value}</dd>
    </div>
  );
}
