import type { RebateClaimResult } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useResultHeading } from '@/shared/form/use-result-heading';
import { useMoney } from '@/shared/money';
import { RebateLineCard } from './rebate-line-card';
import { DetailRow } from '@/shared/ui/detail-row';

/** The claim just paid: the amount, its reference and time, per category, the new balance. */
export function RebateResult({ claim, onBack }: { claim: RebateClaimResult; onBack: () => void }) {
  const { t, i18n } = useTranslation('rebate');
  const { money } = useMoney();
  const heading = useResultHeading();
  return (
    <article className="rebate-result" aria-labelledby="rebate-result-title" aria-live="polite">
      <header className="rebate-hero is-done">
        <h2 id="rebate-result-title" ref={heading} tabIndex={-1} className="rebate-hero-label">
          {t('done.title')}
        </h2>
        <p className="rebate-hero-amount" data-testid="rebate-claimed">
          +{money(claim.amount)}
        </p>
        <dl className="rebate-result-details">
          <DetailRow term={t('done.reference')}>{claim.reference}</DetailRow>
          <DetailRow term={t('done.turnover')}>{money(claim.turnover)}</DetailRow>
          <DetailRow term={t('done.balance')} testId="rebate-balance">
            {money(claim.balance)}
          </DetailRow>
        </dl>
        <time className="rebate-result-time" dateTime={new Date(claim.createdAt).toISOString()}>
          {formatDateTime(claim.createdAt, parseLanguage(i18n.language))}
        </time>
      </header>
      <ul className="rebate-lines">
        {claim.lines
          .filter((line) => line.bets > 0)
          .map((line) => (
            <RebateLineCard key={line.category} line={line} />
          ))}
      </ul>
      <Button block className="rebate-claim-button is-secondary" onClick={onBack}>
        {t('done.again')}
      </Button>
      <Link to="/m/member/rebateReport" className="rebate-report-link">
        {t('done.record')}
      </Link>
    </article>
  );
}
