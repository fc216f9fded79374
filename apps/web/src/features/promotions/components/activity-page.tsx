import { LEADERBOARD_PRIZES, manilaTimeText, parseLanguage } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { usePlayBreak } from '@/shared/play-break';
import { QueryState } from '@/shared/ui/query-state';
import { usePromotions } from '../api/get-promotions';
import { PromotionActionButton } from './promotion-action-button';
import { PromotionBanner } from './promotion-banner';
import { PromotionPeriod } from './promotion-period';
import { PromotionSummary } from './promotion-rules';
import './promotions.css';

/**
 * /m/activity: the merchant's promotions as cards (drawn banner, title, period, rule) with the
 * member's label as the button that acts (Join, Claim); a guest's Join opens the login.
 */
export function ActivityPage() {
  const { t } = useTranslation('promotions');
  const { t: tc, i18n } = useTranslation('common');
  const promotions = usePromotions();
  // A member on a break is offered nothing (the server lists nothing and refuses claims): say why.
  const playBreak = usePlayBreak();
  if (playBreak) {
    const until = manilaTimeText(playBreak.until, parseLanguage(i18n.language));
    return (
      <section className="promo-page" aria-label={t('list.title')}>
        <p className="promo-paused" role="status">
          {tc('play_break.promotions_paused', { until })}
        </p>
      </section>
    );
  }
  return (
    <section className="promo-page" aria-label={t('list.title')}>
      <LeaderboardLink />
      <QueryState query={promotions} isEmpty={(list) => list.length === 0} skeletonRows={3}>
        {(list) => (
          <ul className="promo-list">
            {list.map((promotion) => (
              <li key={promotion.id} className="promo-card">
                <Link
                  to={`/m/activityInfo?id=${promotion.id}`}
                  className="promo-card-link"
                  aria-label={t('list.details', { title: promotion.title })}
                >
                  <PromotionBanner kind={promotion.kind} id={promotion.id} />
                </Link>
                <div className="promo-card-body">
                  <h2 className="promo-title">
                    <Link to={`/m/activityInfo?id=${promotion.id}`}>{promotion.title}</Link>
                  </h2>
                  <PromotionPeriod promotion={promotion} />
                  <PromotionSummary promotion={promotion} />
                  <div className="promo-card-foot">
                    <Link to={`/m/activityInfo?id=${promotion.id}`} className="promo-more">
                      {t('list.more')}
                    </Link>
                    <PromotionActionButton promotion={promotion} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The weekly leaderboard's entry at the top of the promotions (its own page, by route). */
function LeaderboardLink() {
  const { t } = useTranslation('promotions');
  const { money } = useMoney();
  const top = LEADERBOARD_PRIZES[0]?.amount ?? 0;
  return (
    <Link to="/m/leaderBoard" className="promo-leaderboard">
      <span className="promo-leaderboard-cup" aria-hidden="true" />
      <span className="promo-leaderboard-text">
        <strong>{t('leaderboard.title')}</strong>
        <span>{t('leaderboard.text', { amount: money(top) })}</span>
      </span>
      <span className="promo-leaderboard-cta">{t('leaderboard.cta')}</span>
    </Link>
  );
}
