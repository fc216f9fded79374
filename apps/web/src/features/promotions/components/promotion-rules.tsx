import {
  REFERRAL_MIN_DEPOSIT,
  VALID_BET_MAX_WIN_PERCENT,
  type PromotionItem,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { ProgressBar } from '@/shared/ui/progress-bar';

/** The bonus rule in one line, as the server's figures say it. */
export function PromotionSummary({ promotion }: { promotion: PromotionItem }) {
  const { t } = useTranslation('promotions');
  const { money } = useMoney();
  const { kind, percentBp, cap, fixedAmount, target, turnoverMultiplier } = promotion;
  const rules: Record<PromotionItem['kind'], string> = {
    FIRST_DEPOSIT: t('rule.first_deposit', { percent: percentBp / 100, cap: money(cap) }),
    DAILY_CHECKIN: t('rule.checkin', { amount: money(fixedAmount) }),
    REFERRAL: t('rule.referral', {
      amount: money(fixedAmount),
      minimum: money(REFERRAL_MIN_DEPOSIT),
    }),
    MISSION: t('rule.mission', { target: money(target), amount: money(fixedAmount) }),
  };
  return (
    <>
      <ul className="promo-rules">
        <li>{rules[kind]}</li>
        {kind === 'MISSION' && (
          <li>{t('rule.valid_bets', { percent: VALID_BET_MAX_WIN_PERCENT })}</li>
        )}
        <li>{t('rule.turnover', { times: turnoverMultiplier })}</li>
        {promotion.needsApproval && <li>{t('rule.approval')}</li>}
      </ul>
      {kind === 'MISSION' && promotion.progress !== null && (
        <MissionProgress promotion={promotion} />
      )}
    </>
  );
}

/** A daily mission's turnover today against its target, for the signed-in member. */
function MissionProgress({ promotion }: { promotion: PromotionItem }) {
  const { t } = useTranslation('promotions');
  const { money } = useMoney();
  const done = Math.min(promotion.progress ?? 0, promotion.target);
  const percent = promotion.target > 0 ? Math.floor((done / promotion.target) * 100) : 100;
  return (
    <div className="promo-mission">
      <span>{t('mission.progress', { done: money(done), target: money(promotion.target) })}</span>
      <ProgressBar className="promo-mission-bar" label={t('mission.label')} percent={percent} />
    </div>
  );
}
