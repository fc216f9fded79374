import type { BonusBalance } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { WagerSection } from './wager-progress';

/**
 * A bonus still owing wagering, kept apart from the cash: its amount, the wagering bet so far and
 * what is left; it becomes cash once played through, and a withdrawal before then forfeits it.
 */
export function BonusPanel({ bonus }: { bonus: BonusBalance }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  return (
    <WagerSection
      kind="bonus"
      wagered={bonus.wagered}
      required={bonus.required}
      isThin
      aside={
        <span className="withdraw-bonus-amount" data-testid="withdraw-bonus">
          {money(bonus.balance)}
        </span>
      }
    >
      <p className="withdraw-bonus-note">
        {t('bonus.note', { left: money(Math.max(0, bonus.required - bonus.wagered)) })}
      </p>
    </WagerSection>
  );
}
