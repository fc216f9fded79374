import { SLOT_CHERRY_PAIR, SLOT_LINES, SLOT_PAYS, SLOT_SYMBOLS } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { SlotSymbolArt } from './slot-symbols';

/**
 * The pay table in multiples of the line bet (stake ÷ 5), drawn from the one the server settles
 * with (contracts' SLOT_PAYS, SLOT_CHERRY_PAIR): three of a kind on a line, best first, and two
 * cherries from the left.
 */
export function PayTable() {
  const { t } = useTranslation('inhouse');
  const symbols = [...SLOT_SYMBOLS].sort((a, b) => SLOT_PAYS[b] - SLOT_PAYS[a]);
  return (
    <details className="pay-table">
      <summary>{t('slot.paytable')}</summary>
      <p>{t('slot.paytable_hint', { lines: SLOT_LINES.length })}</p>
      <p>{t('slot.paytable_back', { lines: SLOT_LINES.length })}</p>
      <ul>
        {symbols.map((symbol) => (
          <li key={symbol}>
            <span
              className="pay-symbols"
              aria-label={t('slot.three', { symbol: t(`slot.symbols.${symbol}`) })}
            >
              <SlotSymbolArt symbol={symbol} />
              <SlotSymbolArt symbol={symbol} />
              <SlotSymbolArt symbol={symbol} />
            </span>
            <strong>×{SLOT_PAYS[symbol]}</strong>
          </li>
        ))}
        <li>
          <span className="pay-symbols" aria-label={t('slot.pair')}>
            <SlotSymbolArt symbol="cherry" />
            <SlotSymbolArt symbol="cherry" />
            <span className="pay-any" aria-hidden="true">
              ?
            </span>
          </span>
          <strong>×{SLOT_CHERRY_PAIR}</strong>
        </li>
      </ul>
    </details>
  );
}
