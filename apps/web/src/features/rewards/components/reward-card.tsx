import type { Reward } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { useClaimReward } from '../api/claim-reward';
import { RewardIcon } from './reward-icon';

const DAY_MS = 86_400_000;
const BASIS_POINTS = 10_000;

/**
 * One reward: what earned it, its amount and turnover, and either the claim button with the time
 * left to claim, or when it was claimed or expired.
 */
export function RewardCard({ reward, now }: { reward: Reward; now: number }) {
  const { t, i18n } = useTranslation('rewards');
  const { money } = useMoney();
  const claim = useClaimReward();
  const language = parseLanguage(i18n.language);
  const title = t(`source.${reward.source}.title`, reward.detail);
  const daysLeft = Math.max(0, Math.ceil((reward.expiresAt - now) / DAY_MS));

  // mutateAsync, not mutate's callbacks: the claim refreshes the list, which takes this card
  // away, and the member must still be told what happened.
  async function handleClaim() {
    try {
      const result = await claim.mutateAsync(reward.id);
      toast.success(t('claimed_toast', { amount: money(result.reward.amount) }));
    } catch (error) {
      toast.message(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <li className={`reward-card is-${reward.status}`} aria-label={title} data-testid="reward">
      <RewardIcon source={reward.source} />
      <div className="reward-card-body">
        <strong className="reward-card-title">{title}</strong>
        <span className="reward-card-detail">
          {t(`source.${reward.source}.detail`, reward.detail)}
        </span>
        <span className="reward-card-when">
          {reward.status === 'available' &&
            (daysLeft <= 3
              ? t('when.soon', { count: daysLeft })
              : t('when.by', { date: formatDateTime(reward.expiresAt, language) }))}
          {reward.status === 'claimed' &&
            reward.claimedAt !== null &&
            t('when.claimed', { date: formatDateTime(reward.claimedAt, language) })}
          {reward.status === 'expired' &&
            t('when.expired', { date: formatDateTime(reward.expiresAt, language) })}
        </span>
        {reward.turnoverBp > 0 && (
          <span className="reward-card-turnover">
            {t('turnover', { times: reward.turnoverBp / BASIS_POINTS })}
          </span>
        )}
      </div>
      <div className="reward-card-side">
        <strong className="reward-card-amount">{money(reward.amount)}</strong>
        {reward.status === 'available' ? (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            className="reward-claim"
            loading={claim.isPending}
            onClick={() => void handleClaim()}
          >
            {t('claim')}
          </Button>
        ) : (
          <span className={`reward-chip is-${reward.status}`}>{t(`status.${reward.status}`)}</span>
        )}
      </div>
    </li>
  );
}
