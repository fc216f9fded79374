import type { PromotionItem } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';

/** "From … to …", or "From … · no end date". */
export function PromotionPeriod({ promotion }: { promotion: PromotionItem }) {
  const { t, i18n } = useTranslation('promotions');
  const language = parseLanguage(i18n.language);
  const from = formatDateTime(promotion.startAt, language);
  return (
    <p className="promo-period">
      {promotion.endAt === null
        ? t('period.open', { from })
        : t('period.range', { from, to: formatDateTime(promotion.endAt, language) })}
    </p>
  );
}
