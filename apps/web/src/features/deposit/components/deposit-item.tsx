import type { DepositRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { CancelRequestButton, RequestFacts } from '@/shared/records/request-parts';
import { useCancelDeposit } from '../api/cancel-deposit';
import { ChannelIcon } from './channel-icon';

/** A status as a coloured pill. */
export function StatusPill({ status }: { status: DepositRequest['status'] }) {
  const { t } = useTranslation('deposit');
  return <span className={`deposit-status is-${status}`}>{t(`status.${status}`)}</span>;
}

/**
 * One request in a list: channel, reference, when, amount and what it credits, its status (and
 * the operator's reason for a rejection); a pending one can be cancelled.
 */
export function DepositItem({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  const cancel = useCancelDeposit();

  return (
    <li className="deposit-item" data-testid="deposit-item" data-status={request.status}>
      <ChannelIcon kind={request.kind} code={request.channelCode} />
      <div className="deposit-item-main">
        <span className="deposit-item-title">
          {request.channelName} <StatusPill status={request.status} />
        </span>
        <RequestFacts namespace="deposit" request={request} />
      </div>
      <div className="deposit-item-amounts">
        <strong>{money(request.amount)}</strong>
        {request.fee > 0 && (
          <span className="deposit-item-fee">{t('item.fee', { fee: money(request.fee) })}</span>
        )}
        <CancelRequestButton namespace="deposit" request={request} cancel={cancel} />
      </div>
    </li>
  );
}
