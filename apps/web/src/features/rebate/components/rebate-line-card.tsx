import type { RebateLine } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALES } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { CategoryIcon } from './category-icon';

/** A rate in basis points as a percentage: 50 → "0.5%". */
export function useRate() {
  const { i18n } = useTranslation();
  const locale = NUMBER_LOCALES[parseLanguage(i18n.language)];
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (rateBp: number) => format.format(rateBp / 10_000);
}

/** One category: its rate, the turnover of its counted bets, their number, and what they earn. */
export function RebateLineCard({ line, waiting = 0 }: { line: RebateLine; waiting?: number }) {
  const { t } = useTranslation('rebate');
  const { money } = useMoney();
  const rate = useRate();
  const titleId = `rebate-line-${line.category}`;
  return (
    <li className="rebate-line" data-category={line.category} aria-labelledby={titleId}>
      <CategoryIcon category={line.category} />
      <div className="rebate-line-head">
        <h3 id={titleId}>{t(`categories.${line.category}`)}</h3>
        <span className="rebate-rate">{t('line.rate', { rate: rate(line.rateBp) })}</span>
      </div>
      <dl className="rebate-line-figures">
        <div>
          <dt>{t('line.turnover')}</dt>
          <dd>{money(line.turnover)}</dd>
          <dd className="rebate-line-bets">{t('line.bets', { count: line.bets })}</dd>
        </div>
        <div className="rebate-line-amount">
          <dt>{t('line.amount')}</dt>
          <dd>{money(line.amount)}</dd>
        </div>
      </dl>
      {waiting > 0 && (
        <p className="rebate-line-waiting">{t('line.waiting', { count: waiting })}</p>
      )}
    </li>
  );
}
