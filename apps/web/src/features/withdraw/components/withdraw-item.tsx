import type { WithdrawRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { CancelRequestButton, RequestFacts } from '@/shared/records/request-parts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { BankBadge } from './bank-badge';
import { StatusPill } from './status-pill';

/**
 * One request in a list: where it goes, its reference, when, the amount and its status (and
 * the cashier's reason for a rejection); a pending one can be cancelled, its hold returned, one
 * the cashier is already sending (processing) not.
 */
export function WithdrawItem({ request }: { request: WithdrawRequest }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const cancel = useCancelWithdrawal();
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
        <RequestFacts namespace="withdraw" request={request} />
      </div>
      <div className="withdraw-item-side">
        <strong>{money(request.amount)}</strong>
        <CancelRequestButton
          namespace="withdraw"
          request={request}
          cancel={cancel}
          label={t('cancel.label', { reference: request.reference })}
        />
      </div>
    </li>
  );
}
