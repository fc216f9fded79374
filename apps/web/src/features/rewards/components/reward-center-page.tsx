import type { RewardTab } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { useSite } from '@/shared/site/use-site';
import { LoadMorePages } from '@/shared/ui/load-more';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useRewards } from '../api/get-rewards';
import { RewardCard } from './reward-card';
import { RewardIcon } from './reward-icon';
import './rewards.css';

const TABS: readonly RewardTab[] = ['available', 'history'];

/**
 * /m/rewardCenter (REWCEN3): what the member has been granted, a VIP level-up bonus, a friend's
 * first deposit, a leaderboard place, waiting to be claimed (soonest to expire first), and the
 * history of claimed and expired ones; with where else rewards come from.
 */
export function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const { money } = useMoney();
  const { settings } = useSite();
  const [tab, setTab] = useState<RewardTab>('available');
  const rewards = useRewards(tab);
  const summary = rewards.data?.summary;
  // One clock for every card's "days left", read when the page opens (the list refreshes on focus).
  const [now] = useState(Date.now);

  return (
    <section className="rewards-page" aria-labelledby="rewards-hero-label">
      <header className="rewards-hero">
        <h2 id="rewards-hero-label" className="rewards-hero-label">
          {t('hero.label')}
        </h2>
        <p className="rewards-hero-amount" data-testid="rewards-available">
          {summary ? money(summary.availableAmount) : '\u00a0'}
        </p>
        <p className="rewards-hero-sub">
          {summary
            ? `${t('hero.count', { count: summary.availableCount })} · ${t('hero.claimed', { amount: money(summary.claimedAmount) })}`
            : '\u00a0'}
        </p>
      </header>
      <ToggleGroup
        variant="segmented"
        label={t('tabs.label')}
        options={TABS.map((value) => ({ value, text: t(`tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <QueryState
        query={rewards}
        isEmpty={(view) => view.list.length === 0}
        skeletonRows={3}
        empty={<NoData note={t(`empty.${tab}`)} noteClass="rewards-empty" />}
      >
        {(view) => (
          <>
            <ul className="reward-list">
              {view.list.map((reward) => (
                <RewardCard key={reward.id} reward={reward} now={now} />
              ))}
            </ul>
            <LoadMorePages pages={rewards} />
          </>
        )}
      </QueryState>
      <section className="rewards-ways" aria-labelledby="rewards-ways-title">
        <h2 id="rewards-ways-title">{t('ways.title')}</h2>
        <ul>
          {settings?.vipBenefitDisplay === true && (
            <WayLink to="/m/member/benefits" source="VIP_LEVEL_UP" />
          )}
          <WayLink to="/m/inviteFriends" source="REFERRAL" />
          <WayLink to="/m/leaderBoard" source="LEADERBOARD" />
        </ul>
      </section>
      <p className="rewards-note">{t('note')}</p>
    </section>
  );
}

function WayLink({
  to,
  source,
}: {
  to: string;
  source: 'VIP_LEVEL_UP' | 'REFERRAL' | 'LEADERBOARD';
}) {
  const { t } = useTranslation('rewards');
  return (
    <li>
      <Link to={to} className="rewards-way">
        <RewardIcon source={source} />
        <span>
          <strong>{t(`ways.${source}.title`)}</strong>
          <small>{t(`ways.${source}.text`)}</small>
        </span>
      </Link>
    </li>
  );
}
