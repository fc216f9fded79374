import type { Turnover } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { WagerSection, wagerShare } from './wager-progress';

/**
 * What is left to bet before withdrawing: a progress bar of the wager so far against what the
 * deposits require, the amount still to bet, and a way to the games.
 */
export function TurnoverPanel({ turnover }: { turnover: Turnover }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const share = wagerShare(turnover.wagered, turnover.required);
  return (
    <WagerSection
      kind="turnover"
      wagered={turnover.wagered}
      required={turnover.required}
      aside={
        <span className="withdraw-turnover-percent" aria-hidden="true">
          {Math.floor(share * 100)}%
        </span>
      }
    >
      <p className="withdraw-turnover-left" data-testid="turnover-remaining">
        {t('turnover.remaining', { remaining: money(turnover.remaining) })}
      </p>
      <p className="withdraw-turnover-why">{t('turnover.why')}</p>
      <Link to="/m/gameCenter" className="pill pill-outline withdraw-play">
        {t('turnover.play')}
      </Link>
    </WagerSection>
  );
}
