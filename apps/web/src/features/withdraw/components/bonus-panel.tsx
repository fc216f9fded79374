import type { BonusBalance } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';

/**
 * A bonus still owing wagering, kept apart from the cash: its amount, the wagering bet so far and
 * what is left; it becomes cash once played through, and a withdrawal before then forfeits it.
 */
export function BonusPanel({ bonus }: { bonus: BonusBalance }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const share = bonus.required > 0 ? Math.min(1, bonus.wagered / bonus.required) : 0;
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
      <div
        className="withdraw-progress withdraw-progress-thin"
        role="progressbar"
        aria-labelledby="withdraw-bonus-title"
        aria-valuemin={0}
        aria-valuemax={bonus.required}
        aria-valuenow={Math.min(bonus.wagered, bonus.required)}
        aria-valuetext={progress}
      >
        <span style={{ ['--share' as string]: share }} />
      </div>
      <p className="withdraw-bonus-progress">{progress}</p>
      <p className="withdraw-bonus-note">
        {t('bonus.note', { left: money(Math.max(0, bonus.required - bonus.wagered)) })}
      </p>
    </section>
  );
}
