import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import type { OperatorMerchantState } from '@app/contracts';
import { App } from 'antd';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';

type Method = 'put' | 'delete';

/**
 * A change sent to the operator API: "Done" or the server's refusal (errorText) in a message, and
 * `reread` afterwards either way, so the page shows what the server holds now. Answers whether
 * the server took it.
 */
export function useSiteChange(reread: () => Promise<unknown>) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async (path: string, method: Method, values: object = {}): Promise<boolean> => {
    try {
      await mutateAsync({
        url: merchantPath(currentMerchant(), path),
        method,
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('actions.done'));
      return true;
    } catch (error) {
      void message.error(errorText(error, t));
      return false;
    } finally {
      await reread();
    }
  };
  return { send, isPending: mutation.isPending };
}

/** The chosen merchant's switches (GET /operator/merchants/:code), undefined while loading. */
export function useMerchantState() {
  const code = currentMerchant();
  const { result, query } = useCustom<OperatorMerchantState>({
    url: `/operator/merchants/${encodeURIComponent(code)}`,
    method: 'get',
    errorNotification: false,
  });
  return {
    code,
    state: query.data ? result.data : undefined,
    error: query.error,
    reread: () => query.refetch(),
  };
}
