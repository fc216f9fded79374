import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { useBalance } from '@/shared/balance';
import { formatMoney } from '@/shared/format';
import { BALANCE_MASK } from '../constants';
import { useBalanceHidden } from '../hooks/use-balance-visibility';
import './balance-breakdown.css';

/** How much of a bonus's wagering is bet, as a whole percent (0–100). */
export const bonusPercent = (wagered: number, required: number): number =>
  required > 0 ? Math.min(100, Math.floor((wagered / required) * 100)) : 0;

/**
 * Under the member centre's balance: what may be withdrawn now (the server's own figure), and a
 * bonus still owing wagering with its progress. Bonus money is kept apart from the cash; it turns
 * into cash once played through, and withdrawing before that forfeits it. Masked with the balance.
 */
export function BalanceBreakdown() {
  const { t, i18n } = useTranslation('wallet');
  const { data } = useBalance();
  const hidden = useBalanceHidden();
  if (data?.withdrawableMinor === undefined) return null;
  const language = parseLanguage(i18n.language);
  const money = (minor: number) =>
    hidden ? BALANCE_MASK : formatMoney(minor, data.currencySymbol, language);
  const bonus = data.bonusMinor ?? 0;
  const percent = bonusPercent(data.bonusWageredMinor ?? 0, data.bonusRequiredMinor ?? 0);
  return (
    <dl className="balance-breakdown">
      <div className="balance-breakdown-row">
        <dt>{t('withdrawable')}</dt>
        <dd data-testid="balance-withdrawable">{money(data.withdrawableMinor)}</dd>
      </div>
      {bonus > 0 && (
        <div className="balance-breakdown-row balance-bonus">
          <dt>{t('bonus')}</dt>
          <dd data-testid="balance-bonus">{money(bonus)}</dd>
          <div
            className="balance-bonus-bar"
            role="progressbar"
            aria-label={t('bonus_progress_label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('bonus_progress', { percent })}
          >
            <span style={{ ['--share' as string]: percent / 100 }} />
          </div>
          <span className="balance-bonus-percent">{t('bonus_progress', { percent })}</span>
        </div>
      )}
    </dl>
  );
}
