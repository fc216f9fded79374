import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dialog, toast } from '@/shared/feedback';
import { useMoney } from '@/shared/money';

type Cancellable = { id: number; amount: number; reference: string };

/**
 * Cancelling a pending deposit or withdrawal request: asked first (amount and reference, in the
 * feature's own words: cancel.title, cancel.content, cancel.confirm, cancel.keep), then sent,
 * with a toast for the outcome (cancel.done, or the server's message).
 */
export function useCancelRequest(
  namespace: 'deposit' | 'withdraw',
  cancel: Pick<UseMutationResult<unknown, Error, number>, 'mutate'>,
) {
  const { t } = useTranslation(namespace);
  const { money } = useMoney();
  return async function handleCancel(request: Cancellable) {
    const sure = await dialog.confirm({
      title: t('cancel.title'),
      content: t('cancel.content', { amount: money(request.amount), reference: request.reference }),
      confirmText: t('cancel.confirm'),
      cancelText: t('cancel.keep'),
    });
    if (!sure) return;
    cancel.mutate(request.id, {
      onSuccess: () => toast.success(t('cancel.done')),
      onError: (error) => toast.message(error.message),
    });
  };
}
