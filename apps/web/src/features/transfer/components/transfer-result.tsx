import type { UplineTransferResult } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useResultHeading } from '@/shared/form/use-result-heading';
import { useMoney } from '@/shared/money';

/** The transfer just made: how much, to whom, when, the balance left; another, or the record. */
export function TransferResult({
  result,
  onAgain,
}: {
  result: UplineTransferResult;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation('transfer');
  const { money } = useMoney();
  const heading = useResultHeading();
  return (
    <article className="ut-card ut-result" aria-labelledby="ut-result-title" aria-live="polite">
      <span className="ut-result-mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="M5 12.5 10 17.5 19 7" fill="none" stroke="currentColor" strokeWidth="2.6" />
        </svg>
      </span>
      <h2 id="ut-result-title" ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <p className="ut-result-amount" data-testid="ut-result-amount">
        {money(result.amount)}
      </p>
      <dl className="ut-details">
        <div>
          <dt>{t('result.to')}</dt>
          <dd>{result.upline.account}</dd>
        </div>
        <div>
          <dt>{t('result.time')}</dt>
          <dd>{formatDateTime(result.createdAt, parseLanguage(i18n.language))}</dd>
        </div>
        <div>
          <dt>{t('result.balance')}</dt>
          <dd data-testid="ut-result-balance">{money(result.balance)}</dd>
        </div>
      </dl>
      <div className="ut-actions">
        <Button block onClick={onAgain}>
          {t('result.again')}
        </Button>
        <Link to="/m/transaction/record" className="ut-link">
          {t('result.record')}
        </Link>
      </div>
    </article>
  );
}
