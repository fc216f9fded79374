import type { WithdrawInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { dailyAmountLeft, dailyCountLeft } from '../lib/checks';
import { DetailRow } from '@/shared/ui/detail-row';

/** The rules that apply now: per request, requests and amount left today. */
export function LimitsSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const { limits } = info;
  return (
    <dl className="withdraw-limits" aria-label={t('limits.label')}>
      <DetailRow term={t('limits.per_request')}>
        {money(limits.minAmount)} – {money(limits.maxAmount)}
      </DetailRow>
      <DetailRow term={t('limits.count_left')}>
        {t('limits.count_value', { left: dailyCountLeft(info), total: limits.dailyCount })}
      </DetailRow>
      <DetailRow term={t('limits.amount_left')}>{money(dailyAmountLeft(info))}</DetailRow>
    </dl>
  );
}
