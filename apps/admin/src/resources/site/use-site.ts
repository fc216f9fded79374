import { useCustom } from '@refinedev/core';
import type { OperatorMerchantState } from '@app/contracts';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useSend } from '@/shared/use-send';

type Method = 'put' | 'delete';

/** A change of the site at a path of the merchant's (shared/use-send: told, then `reread`). */
export function useSiteChange(reread: () => Promise<unknown>) {
  const { send, isPending } = useSend(reread);
  return {
    send: (path: string, method: Method, values: object = {}) =>
      send({ url: merchantPath(currentMerchant(), path), method, values }),
    isPending,
  };
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
