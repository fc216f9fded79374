import { referralLinkPath, type ReferralInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { QueryState } from '@/shared/ui/query-state';
import { useReferral } from '../api/get-referral';
import { InviteArt } from './invite-art';
import { InviteFriendsList } from './invite-friends-list';
import { InviteShareCard } from './invite-share-card';
import './invite.css';
import { InviteCard } from './invite-card';

/**
 * /m/inviteFriends (SPEC §2 "Invite friends"): what a friend earns the member, their code and
 * link to copy, share or scan, how it works, their counts and the friends they invited. While the
 * merchant's REFERRAL promotion does not run, the hero says to contact customer service.
 */
export function InviteFriendsPage() {
  const referral = useReferral();
  return (
    <div className="invite-page">
      <QueryState query={referral} skeletonRows={5}>
        {(info) => <InviteContent info={info} />}
      </QueryState>
    </div>
  );
}

function InviteContent({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const { money } = useMoney();
  const link = `${window.location.origin}${info.linkPath || referralLinkPath(info.code)}`;
  const reward = money(info.rewardAmount);
  const minimum = money(info.minDeposit);
  return (
    <>
      <section
        className={`invite-hero${info.running ? '' : ' is-off'}`}
        aria-labelledby="invite-hero-title"
      >
        <InviteArt />
        {info.running ? (
          <>
            <p className="invite-hero-kicker">{t('hero.kicker')}</p>
            <h2 id="invite-hero-title" className="invite-hero-amount" data-testid="invite-reward">
              {reward}
            </h2>
            <p className="invite-hero-text">{t('hero.per_friend', { minimum })}</p>
          </>
        ) : (
          <>
            <h2 id="invite-hero-title" className="invite-hero-off">
              {t('hero.off_title')}
            </h2>
            <p className="invite-hero-text">{t('hero.off_text')}</p>
            <Link to="/m/service" className="pill pill-gold invite-service">
              {t('hero.service')}
            </Link>
          </>
        )}
      </section>

      <InviteShareCard
        code={info.code}
        link={link}
        shareText={
          info.running
            ? t('share_text', { code: info.code })
            : t('share_text_plain', { code: info.code })
        }
      />

      <InviteCard titleId="invite-steps-title" title={t('steps.title')}>
        <ol className="invite-steps">
          <li>
            <strong>{t('steps.share')}</strong>
            <span>{t('steps.share_text')}</span>
          </li>
          <li>
            <strong>{t('steps.join')}</strong>
            <span>{t('steps.join_text', { minimum })}</span>
          </li>
          <li>
            <strong>{t('steps.earn')}</strong>
            <span>
              {t('steps.earn_text', {
                amount: info.running ? reward : t('steps.reward'),
                times: info.turnoverMultiplier,
              })}
            </span>
          </li>
        </ol>
      </InviteCard>

      <section className="invite-stats" aria-label={t('stats.title')}>
        <Stat
          label={t('stats.invited')}
          value={String(info.stats.invited)}
          testId="invite-invited"
        />
        <Stat label={t('stats.deposited')} value={String(info.stats.deposited)} />
        <Stat label={t('stats.earned')} value={money(info.stats.rewardedAmount)} isMoney />
      </section>

      <InviteFriendsList />
    </>
  );
}

function Stat({
  label,
  value,
  isMoney = false,
  testId,
}: {
  label: string;
  value: string;
  isMoney?: boolean;
  testId?: string;
}) {
  return (
    <div className={`invite-stat${isMoney ? ' is-money' : ''}`}>
      <strong data-testid={testId}>{value}</strong>
      <span>{label}</span>
    </div>
  );
}
