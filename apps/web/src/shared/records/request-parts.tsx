import type { UseMutationResult } from '@tanstack/react-query';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useCancelRequest } from './use-cancel-request';

/*
 * What a deposit's and a withdrawal's row in their records share, in each feature's own words
 * (reason, cancel.*) and classes (<namespace>-item-ref, -item-reason, -cancel).
 */

type Namespace = 'deposit' | 'withdraw';
type Request = {
  id: number;
  amount: number;
  reference: string;
  createdAt: number;
  status: string;
  rejectReason?: string | null | undefined;
};

/** The request's reference, when it was made, and the cashier's reason when it was rejected. */
export function RequestFacts({ namespace, request }: { namespace: Namespace; request: Request }) {
  const { t, i18n } = useTranslation(namespace);
  return (
    <>
      <span className={`${namespace}-item-ref`}>{request.reference}</span>
      <time dateTime={new Date(request.createdAt).toISOString()}>
        {formatDateTime(request.createdAt, parseLanguage(i18n.language))}
      </time>
      {request.status === 'rejected' && request.rejectReason && (
        <span className={`${namespace}-item-reason`}>
          {t('reason', { reason: request.rejectReason })}
        </span>
      )}
    </>
  );
}

/** A pending request's cancel button (asked first, see useCancelRequest); nothing otherwise. */
export function CancelRequestButton({
  namespace,
  request,
  cancel,
  label,
}: {
  namespace: Namespace;
  request: Request;
  cancel: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
  /** The button's accessible name, when the word alone does not say which request. */
  label?: string;
}) {
  const { t } = useTranslation(namespace);
  const handleCancel = useCancelRequest(namespace, cancel);
  if (request.status !== 'pending') return null;
  return (
    <Button
      size="mini"
      fill="outline"
      className={`${namespace}-cancel`}
      aria-label={label}
      loading={cancel.isPending}
      onClick={() => void handleCancel(request)}
    >
      {t('cancel.button')}
    </Button>
  );
}
