import { betTypesOf, oddsOf, type LotteryGame, type LotteryPick } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsText } from '@/shared/lottery/bet-label';
import {
  digitsOf,
  isRegionalBet,
  luckyNumber,
  parseNumbers,
  picksOf,
  type RegionalBet,
} from '../lib/picks';

type Props = {
  game: LotteryGame;
  chosen: ReadonlyMap<string, LotteryPick>;
  onAdd: (picks: LotteryPick[]) => void;
  onRemove: (pick: LotteryPick) => void;
};

/**
 * The regional (VN) draws' bets: 2 or 3 digits on the special prize's last digits, or on the
 * last digits of every prize (paid per hit). Numbers are typed (several at once) or drawn at
 * random; each becomes a pick.
 */
export function RegionalBuilder({ game, chosen, onAdd, onRemove }: Props) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const offered = betTypesOf(game.numberFormat, game).filter(isRegionalBet);
  const [betType, setBetType] = useState<RegionalBet>(offered[0] ?? 'SPECIAL_2D');
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);
  const digits = digitsOf(betType);
  const mine = [...chosen.values()].filter((pick) => pick.betType === betType);

  const add = () => {
    const parsed = parseNumbers(text, digits);
    setRejected(parsed.rejected);
    if (parsed.picks.length > 0) onAdd(picksOf(betType, parsed.picks));
    if (parsed.rejected.length === 0) setText('');
  };

  if (offered.length === 0) return <p className="builder-hint">{t('builder.none')}</p>;
  return (
    <div className="bet-builder">
      <div className="bet-type-grid" role="group" aria-label={t('builder.type_label')}>
        {offered.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={betType === type}
            onClick={() => {
              setBetType(type);
              setRejected([]);
            }}
          >
            <span className="side-name">{t(`bet_type.${type}`)}</span>
            <span className="pick-odds">
              {oddsText(oddsOf(game.numberFormat, type, '0'.repeat(digitsOf(type))))}
            </span>
          </button>
        ))}
      </div>
      <p className="builder-hint">{t(`regional_hint.${betType}`)}</p>
      <label className="builder-label" htmlFor={id}>
        {t('builder.numbers_label', { digits })}
      </label>
      <div className="regional-entry">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={digits === 2 ? '07 38 91' : '007 381'}
          aria-invalid={rejected.length > 0}
          aria-describedby={rejected.length > 0 ? `${id}-issue` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <button type="button" className="entry-button" onClick={add}>
          {t('builder.add_numbers')}
        </button>
        <button
          type="button"
          className="entry-button is-lucky"
          onClick={() => onAdd(picksOf(betType, [luckyNumber(digits)]))}
        >
          {t('builder.lucky')}
        </button>
      </div>
      {rejected.length > 0 && (
        <p id={`${id}-issue`} className="field-issue" role="alert">
          {t('builder.not_numbers', { digits, numbers: rejected.join(', ') })}
        </p>
      )}
      {mine.length > 0 && (
        <ul className="picked-numbers" aria-label={t('builder.picked')}>
          {mine.map((pick) => (
            <li key={pick.pick}>
              <button
                type="button"
                aria-label={t('builder.remove_number', { number: pick.pick })}
                onClick={() => onRemove(pick)}
              >
                {pick.pick} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
