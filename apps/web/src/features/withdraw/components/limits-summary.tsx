import type { WithdrawInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { dailyAmountLeft, dailyCountLeft } from '../lib/checks';

/** The rules that apply now: per request, requests and amount left today. */
export function LimitsSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const { limits } = info;
  return (
    <dl className="withdraw-limits" aria-label={t('limits.label')}>
      <div>
        <dt>{t('limits.per_request')}</dt>
        <dd>
          {money(limits.minAmount)} – {money(limits.maxAmount)}
        </dd>
      </div>
      <div>
        <dt>{t('limits.count_left')}</dt>
        <dd>{t('limits.count_value', { left: dailyCountLeft(info), total: limits.dailyCount })}</dd>
      </div>
      <div>
        <dt>{t('limits.amount_left')}</dt>
        <dd>{money(dailyAmountLeft(info))}</dd>
      </div>
    </dl>
  );
}
