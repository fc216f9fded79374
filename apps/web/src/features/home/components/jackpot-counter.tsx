import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/use-site';
import { JackpotReels } from '@/shared/ui/jackpot';
import { useIsShown } from '@/shared/use-is-shown';
import { JACKPOT } from '../constants';
import { useJackpot, type JackpotConfig } from '../hooks/use-jackpot';

// SPEC §9's digit height, narrower on a 320 px phone so eleven reels still fit.
const DIGIT_HEIGHT = `min(${JACKPOT.digitHeight / 2 / 16}rem, 8vw)`;

/**
 * SPEC §2/§4 jackpot counter: rolling digits (shared/ui/jackpot) that grow on the merchant's ticks
 * (SPEC §9 defaults), 0 decimals, with the currency symbol. It counts once the merchant's settings
 * are known, so a merchant's own range never jumps from the defaults.
 */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const { settings } = useSite();
  const section = useRef<HTMLElement>(null);
  const isShown = useIsShown(section);
  return (
    <section ref={section} className="home-jackpot" aria-labelledby="home-jackpot-title">
      <h2 id="home-jackpot-title" className="jackpot-title">
        {t('jackpot')}
      </h2>
      {settings ? (
        <JackpotAmount
          config={settings.jackpot}
          symbol={settings.currencySymbol}
          isRunning={isShown}
        />
      ) : (
        // The reels' height kept while the settings load: nothing moves when they come.
        <p className="jackpot-amount" aria-busy="true" style={{ minHeight: DIGIT_HEIGHT }} />
      )}
    </section>
  );
}

type AmountProps = { config: JackpotConfig; symbol: string; isRunning: boolean };

function JackpotAmount({ config, symbol, isRunning }: AmountProps) {
  const value = useJackpot(config, isRunning);
  return (
    <JackpotReels
      value={value}
      decimals={JACKPOT.decimals}
      symbol={symbol}
      digitHeight={DIGIT_HEIGHT}
    />
  );
}
