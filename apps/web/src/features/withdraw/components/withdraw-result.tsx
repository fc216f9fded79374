import type { WithdrawRequest } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useResultHeading } from '@/shared/form/use-result-heading';
import { useMoney } from '@/shared/money';
import { BankBadge } from './bank-badge';
import { StatusPill } from './status-pill';
import { DetailRow } from '@/shared/ui/detail-row';

/** The request just made (as the list last saw it): amount, destination, reference, what next. */
export function WithdrawResult({
  request,
  onAgain,
}: {
  request: WithdrawRequest;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation('withdraw');
  const { money } = useMoney();
  const { payee } = request;
  const heading = useResultHeading();
  return (
    <article
      className="withdraw-card withdraw-result"
      aria-labelledby="withdraw-result-title"
      aria-live="polite"
    >
      <div className="withdraw-result-head">
        <h2 id="withdraw-result-title" ref={heading} tabIndex={-1}>
          {t(`created.${request.status}`)}
        </h2>
        <StatusPill status={request.status} />
      </div>
      <p className="withdraw-result-amount" data-testid="withdraw-result-amount">
        {money(request.amount)}
      </p>
      <dl className="withdraw-result-details">
        <div className="withdraw-result-payee">
          <dt>{t('result.to')}</dt>
          <dd>
            <BankBadge kind={payee.kind} />
            <span>
              <strong>{payee.bankName}</strong>
              <span>
                {payee.accountNumber} · {payee.accountName}
              </span>
            </span>
          </dd>
        </div>
        <DetailRow term={t('result.reference')} testId="withdraw-reference">
          {request.reference}
        </DetailRow>
        <DetailRow term={t('result.time')}>
          {formatDateTime(request.createdAt, parseLanguage(i18n.language))}
        </DetailRow>
        {request.status === 'rejected' && request.rejectReason && (
          <DetailRow term={t('result.reason')}>{request.rejectReason}</DetailRow>
        )}
      </dl>
      {request.status === 'pending' && <p className="withdraw-result-note">{t('result.note')}</p>}
      {request.status === 'processing' && (
        <p className="withdraw-result-note">{t('result.note_processing')}</p>
      )}
      <div className="withdraw-result-actions">
        <Button block className="withdraw-again" onClick={onAgain}>
          {t('created.again')}
        </Button>
        <Link to="/m/withdrawReport" className="withdraw-result-link">
          {t('created.record')}
        </Link>
      </div>
    </article>
  );
}
