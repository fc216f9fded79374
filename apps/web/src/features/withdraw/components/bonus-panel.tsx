import type { BonusBalance } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { WagerProgress } from './wager-progress';

/**
 * A bonus still owing wagering, kept apart from the cash: its amount, the wagering bet so far and
 * what is left; it becomes cash once played through, and a withdrawal before then forfeits it.
 */
export function BonusPanel({ bonus }: { bonus: BonusBalance }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const progress = t('bonus.progress', {
    wagered: money(bonus.wagered),
    required: money(bonus.required),
  });
  return (
    <section className="withdraw-bonus" aria-labelledby="withdraw-bonus-title">
      <div className="withdraw-turnover-head">
        <h2 id="withdraw-bonus-title">{t('bonus.title')}</h2>
        <span className="withdraw-bonus-amount" data-testid="withdraw-bonus">
          {money(bonus.balance)}
        </span>
      </div>
      <WagerProgress
        labelledBy="withdraw-bonus-title"
        className="withdraw-progress withdraw-progress-thin"
        wagered={bonus.wagered}
        required={bonus.required}
        text={progress}
      />
      <p className="withdraw-bonus-progress">{progress}</p>
      <p className="withdraw-bonus-note">
        {t('bonus.note', { left: money(Math.max(0, bonus.required - bonus.wagered)) })}
      </p>
    </section>
  );
}
