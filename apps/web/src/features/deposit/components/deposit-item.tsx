import type { DepositRequest } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { useCancelRequest } from '@/shared/records/use-cancel-request';
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
  const { t, i18n } = useTranslation('deposit');
  const { money } = useMoney();
  const cancel = useCancelDeposit();
  const handleCancel = useCancelRequest('deposit', cancel);
  const language = parseLanguage(i18n.language);

  return (
    <li className="deposit-item" data-testid="deposit-item" data-status={request.status}>
      <ChannelIcon kind={request.kind} code={request.channelCode} />
      <div className="deposit-item-main">
        <span className="deposit-item-title">
          {request.channelName} <StatusPill status={request.status} />
        </span>
        <span className="deposit-item-ref">{request.reference}</span>
        <time dateTime={new Date(request.createdAt).toISOString()}>
          {formatDateTime(request.createdAt, language)}
        </time>
        {request.status === 'rejected' && request.rejectReason && (
          <span className="deposit-item-reason">
            {t('reason', { reason: request.rejectReason })}
          </span>
        )}
      </div>
      <div className="deposit-item-amounts">
        <strong>{money(request.amount)}</strong>
        {request.fee > 0 && (
          <span className="deposit-item-fee">{t('item.fee', { fee: money(request.fee) })}</span>
        )}
        {request.status === 'pending' && (
          <Button
            size="mini"
            fill="outline"
            className="deposit-cancel"
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
