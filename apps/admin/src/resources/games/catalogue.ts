import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import type { OperatorGame, OperatorOrder, OperatorVendor } from '@app/contracts';
import { App } from 'antd';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** The merchant's whole catalogue as the operator sees it (switched-off games and vendors too). */
export function useCatalogue() {
  const code = currentMerchant();
  const games = useCustom<OperatorGame[]>({
    url: merchantPath(code, 'games'),
    method: 'get',
    errorNotification: false,
  });
  const vendors = useCustom<OperatorVendor[]>({
    url: merchantPath(code, 'games/vendors'),
    method: 'get',
    errorNotification: false,
  });
  return {
    games: games.query.data ? games.result.data : [],
    vendors: vendors.query.data ? vendors.result.data : [],
    gamesQuery: games.query,
    vendorsQuery: vendors.query,
  };
}

/**
 * A change of the catalogue (PUT), its answer handed to `onDone`; a refusal is shown with the
 * server's message and answers undefined.
 */
export function useCatalogueChange() {
  const t = useTranslate();
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();
  const put = async <T>(rest: string, values: object, done: string): Promise<T | undefined> => {
    try {
      const answer = await mutateAsync({
        url: merchantPath(currentMerchant(), rest),
        method: 'put',
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(done);
      return answer.data as T;
    } catch (error) {
      void message.error(errorText(error, t));
      return undefined;
    }
  };
  return {
    put,
    order: (order: OperatorOrder) => put<boolean>('games/order', order, t('games.ordered')),
    isPending: mutation.isPending,
  };
}
