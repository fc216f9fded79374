import type { WithdrawRequest } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { useCancelRequest } from '@/shared/records/use-cancel-request';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { BankBadge } from './bank-badge';
import { StatusPill } from './status-pill';

/**
 * One request in a list: where it goes, its reference, when, the amount and its status (and
 * the cashier's reason for a rejection); a pending one can be cancelled, its hold returned, one
 * the cashier is already sending (processing) not.
 */
export function WithdrawItem({ request }: { request: WithdrawRequest }) {
  const { t, i18n } = useTranslation('withdraw');
  const { money } = useMoney();
  const cancel = useCancelWithdrawal();
  const handleCancel = useCancelRequest('withdraw', cancel);
  const { payee } = request;

  return (
    <li className="withdraw-item" data-testid="withdraw-item" data-status={request.status}>
      <BankBadge kind={payee.kind} />
      <div className="withdraw-item-main">
        <span className="withdraw-item-title">
          <span className="withdraw-item-bank">{payee.bankName}</span>{' '}
          <StatusPill status={request.status} />
        </span>
        <span className="withdraw-item-payee">
          {payee.accountNumber} · {payee.accountName}
        </span>
        <span className="withdraw-item-ref">{request.reference}</span>
        <time dateTime={new Date(request.createdAt).toISOString()}>
          {formatDateTime(request.createdAt, parseLanguage(i18n.language))}
        </time>
        {request.status === 'rejected' && request.rejectReason && (
          <span className="withdraw-item-reason">
            {t('reason', { reason: request.rejectReason })}
          </span>
        )}
      </div>
      <div className="withdraw-item-side">
        <strong>{money(request.amount)}</strong>
        {request.status === 'pending' && (
          <Button
            size="mini"
            fill="outline"
            className="withdraw-cancel"
            aria-label={t('cancel.label', { reference: request.reference })}
            loading={cancel.isPending}
            onClick={() => void handleCancel(request)}
          >
            {t('cancel.button')}
          </Button>
        )}
      </div>
    </li>
  );
}
