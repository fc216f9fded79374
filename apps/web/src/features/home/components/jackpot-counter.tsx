import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { useSite } from '@/shared/site/use-site';
import { JACKPOT } from '../constants';
import { useJackpot } from '../hooks/use-jackpot';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * SPEC §2/§4 jackpot counter: every digit is a fixed-width reel that rolls (CSS transition) to its
 * next value, so the number never changes width while it grows; with reduced motion it just changes.
 * Screen readers get the whole amount, politely, not the reels.
 */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const { settings } = useSite();
  const value = useJackpot();
  // SPEC §9: the jackpot has 0 decimals.
  const text = formatWhole(value);
  const symbol = settings?.currencySymbol ?? '';

  return (
    <section
      className="home-jackpot"
      aria-labelledby="home-jackpot-title"
      // SPEC §9's digit height, narrower on a 320 px phone so eleven reels still fit.
      style={{ '--digit-h': `min(${JACKPOT.digitHeight / 2 / 16}rem, 8vw)` } as React.CSSProperties}
    >
      <h2 id="home-jackpot-title" className="jackpot-title">
        {t('jackpot')}
      </h2>
      <p className="jackpot-amount" data-testid="jackpot-amount" data-value={value}>
        <span className="visually-hidden">{`${symbol}${text}`}</span>
        <span className="jackpot-reels" aria-hidden="true">
          {symbol && <span className="jackpot-symbol">{symbol}</span>}
          {Array.from(text).map((char, i) =>
            /\d/.test(char) ? (
              <span key={i} className="jackpot-digit">
                <span
                  className="jackpot-strip"
                  style={{ transform: `translateY(${-Number(char) * 10}%)` }}
                >
                  {DIGITS.map((d) => (
                    <span key={d}>{d}</span>
                  ))}
                </span>
              </span>
            ) : (
              <span key={i} className="jackpot-sep">
                {char}
              </span>
            ),
          )}
        </span>
      </p>
    </section>
  );
}
