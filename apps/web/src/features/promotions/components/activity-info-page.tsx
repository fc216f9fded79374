import type { PromotionItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { usePromotions } from '../api/get-promotions';
import { PromotionActionButton } from './promotion-action-button';
import { PromotionBanner } from './promotion-banner';
import { PromotionPeriod } from './promotion-period';
import { PromotionSummary } from './promotion-rules';
import './promotions.css';

/** Which promotion the query names: `?id=` (the list's links) or `?code=` (a promotion banner). */
function promotionOf(list: readonly PromotionItem[], params: URLSearchParams) {
  const code = params.get('code');
  if (code !== null) return list.find((item) => item.code === code);
  const id = Number(params.get('id'));
  return list.find((item) => item.id === id);
}

/**
 * /m/activityInfo?id=… or ?code=…: one promotion, its sanitised body, rules and the member's
 * action. A promotion banner names its promotion by code (stable across merchants and databases).
 */
export function ActivityInfoPage() {
  const { t } = useTranslation('promotions');
  const [params] = useSearchParams();
  const promotions = usePromotions();
  return (
    <section className="promo-page">
      <QueryState query={promotions} skeletonRows={5}>
        {(list) => {
          const promotion = promotionOf(list, params);
          if (!promotion) return <NoData />;
          return (
            <article className="promo-detail" aria-label={promotion.title}>
              <PromotionBanner kind={promotion.kind} id={promotion.id} />
              <div className="promo-card-body">
                <h2 className="promo-title">{promotion.title}</h2>
                <PromotionPeriod promotion={promotion} />
                <div className="promo-card-foot">
                  <span className="promo-status-label">{t('detail.status')}</span>
                  <PromotionActionButton promotion={promotion} />
                </div>
                {promotion.rejectReason && (
                  <p className="promo-reject" role="note">
                    {t('detail.rejected', { reason: promotion.rejectReason })}
                  </p>
                )}
                <h3>{t('detail.rules')}</h3>
                <PromotionSummary promotion={promotion} />
                <SafeHtml html={promotion.body} className="promo-body" />
              </div>
            </article>
          );
        }}
      </QueryState>
    </section>
  );
}
