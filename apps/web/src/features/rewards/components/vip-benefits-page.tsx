import type { MemberClub } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhole } from '@/shared/format';
import { useMemberClub } from '@/shared/member-club';
import { useMoney } from '@/shared/money';
import { useSite } from '@/shared/site/use-site';
import { NoData } from '@/shared/ui/no-data';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { QueryState } from '@/shared/ui/query-state';
import './rewards.css';
import { DetailRow } from '@/shared/ui/detail-row';

type Level = MemberClub['levels'][number];

/**
 * /m/member/benefits (shown when the merchant's VIP benefit display is on): the member's level,
 * how far the next one is on each of its two thresholds, and every level's benefits.
 */
export function VipBenefitsPage() {
  const { t } = useTranslation('rewards');
  const { flags } = useSite();
  const club = useMemberClub();
  if (flags.MEMCLUB3 !== true) {
    return (
      <section className="rewards-page">
        <NoData note={t('vip.off')} noteClass="rewards-empty" />
      </section>
    );
  }
  return (
    <section className="rewards-page" aria-labelledby="vip-level">
      <QueryState query={club} skeletonRows={4}>
        {(data) => <Club club={data} />}
      </QueryState>
    </section>
  );
}

function Club({ club }: { club: MemberClub }) {
  const { t } = useTranslation('rewards');
  const { money } = useMoney();
  const { flags } = useSite();
  const { next } = club;
  return (
    <>
      <header className="vip-hero">
        <VipBadge level={club.level} large />
        <div className="vip-hero-text">
          <h2 id="vip-level">{t('vip.level', { level: club.level })}</h2>
          <p>
            {t('vip.lifetime', { deposit: money(club.deposit), turnover: money(club.turnover) })}
          </p>
        </div>
      </header>
      <section className="vip-next" aria-labelledby="vip-next-title">
        <h3 id="vip-next-title">{next ? t('vip.next', { level: next.level }) : t('vip.top')}</h3>
        {next && (
          <>
            <Progress label={t('vip.deposits')} value={club.deposit} goal={next.deposit} />
            <Progress label={t('vip.turnover')} value={club.turnover} goal={next.turnover} />
            <p className="vip-next-bonus">
              {t('vip.next_bonus', { amount: money(next.levelUpBonus) })}
            </p>
          </>
        )}
      </section>
      <ol className="vip-levels" aria-label={t('vip.levels')}>
        {club.levels.map((level) => (
          <LevelCard key={level.level} level={level} current={club.level} />
        ))}
      </ol>
      <p className="rewards-note">
        {t('vip.note')}{' '}
        {flags.REWCEN3 === true && <Link to="/m/rewardCenter">{t('vip.to_rewards')}</Link>}
      </p>
    </>
  );
}

function Progress({ label, value, goal }: { label: string; value: number; goal: number }) {
  const { money } = useMoney();
  const percent = goal === 0 ? 100 : Math.min(100, Math.floor((value / goal) * 100));
  return (
    <div className="vip-progress">
      <div className="vip-progress-head">
        <span>{label}</span>
        <span className="vip-progress-figures">
          {money(Math.min(value, goal))} / {money(goal)}
        </span>
      </div>
      <ProgressBar className="vip-bar" label={label} percent={percent} />
    </div>
  );
}

function LevelCard({ level, current }: { level: Level; current: number }) {
  const { t } = useTranslation('rewards');
  const { money } = useMoney();
  const state = level.level < current ? 'reached' : level.level === current ? 'current' : 'locked';
  return (
    <li
      className={`vip-level-card is-${state}`}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <VipBadge level={level.level} />
      <div className="vip-level-body">
        <div className="vip-level-head">
          <strong>{t('vip.level', { level: level.level })}</strong>
          <span className={`vip-state is-${state}`}>{t(`vip.state.${state}`)}</span>
        </div>
        {level.level > 0 && (
          <p className="vip-level-needs">
            {t('vip.needs', { deposit: money(level.deposit), turnover: money(level.turnover) })}
          </p>
        )}
        <dl className="vip-benefits">
          {level.levelUpBonus > 0 && (
            <DetailRow term={t('vip.bonus')}>{money(level.levelUpBonus)}</DetailRow>
          )}
          <DetailRow term={t('vip.withdrawals')}>
            {t('vip.per_day', {
              count: level.dailyWithdrawCount,
              n: formatWhole(level.dailyWithdrawCount),
            })}
          </DetailRow>
          <DetailRow term={t('vip.withdraw_total')}>{money(level.dailyWithdrawAmount)}</DetailRow>
        </dl>
      </div>
    </li>
  );
}

/** A gem with the level's number, its colour rising with the level. */
export function VipBadge({ level, large = false }: { level: number; large?: boolean }) {
  return (
    <span
      className={`vip-badge tier-${Math.min(level, 6)}${large ? ' is-large' : ''}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 40 40">
        <path d="M20 3 L35 13 L29 35 H11 L5 13 Z" className="vip-badge-gem" />
        <path d="M5 13 L20 18 L35 13 M20 18 L20 35" className="vip-badge-facet" />
      </svg>
      <b>{level}</b>
    </span>
  );
}
