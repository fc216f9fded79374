import type { PromotionItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';

/** The bonus rule in one line, as the server's figures say it. */
export function PromotionSummary({ promotion }: { promotion: PromotionItem }) {
  const { t } = useTranslation('promotions');
  const { money } = useMoney();
  const { kind, percentBp, cap, fixedAmount, turnoverMultiplier } = promotion;
  const rule =
    kind === 'FIRST_DEPOSIT'
      ? t('rule.first_deposit', { percent: percentBp / 100, cap: money(cap) })
      : kind === 'DAILY_CHECKIN'
        ? t('rule.checkin', { amount: money(fixedAmount) })
        : t('rule.info');
  return (
    <ul className="promo-rules">
      <li>{rule}</li>
      {kind !== 'REFERRAL' && kind !== 'MISSION' && (
        <li>{t('rule.turnover', { times: turnoverMultiplier })}</li>
      )}
      {promotion.needsApproval && <li>{t('rule.approval')}</li>}
    </ul>
  );
}
