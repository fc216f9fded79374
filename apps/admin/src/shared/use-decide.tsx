import { useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import { App } from 'antd';
import { errorText } from './error-text';
import { formatMoney } from './format';
import { currentMerchant, merchantPath } from './merchant';

export type Decidable = { id: number; amount: number };

/**
 * A queue's decisions: `confirm` asks before a step (approve, process, pay), `decide` sends it
 * (reject with its reason), tells the outcome and refreshes the queue. A refusal for the role
 * says so.
 */
export function useDecide(resource: 'deposits' | 'withdrawals') {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<{ replayed?: boolean; status?: string }>();

  const decide = async (id: number, step: string, values: object = {}): Promise<boolean> => {
    try {
      const { data } = await mutateAsync({
        url: merchantPath(currentMerchant(), `${resource}/${id}/${step}`),
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      if (step === 'pay' && data.status !== 'paid') {
        // Four eyes: above the merchant's limit this approval waits for another operator's.
        void message.info(t('actions.awaitingSecond'));
      } else {
        void message.success(data.replayed ? t('actions.replayed') : t('actions.done'));
      }
      return true;
    } catch (error) {
      void message.error(errorText(error, t));
      return false;
    } finally {
      await invalidate({ resource, invalidates: ['list'] });
    }
  };

  const confirm = (row: Decidable, step: string) => {
    modal.confirm({
      title: t(`actions.${step}`),
      content: t(`actions.${step}Confirm`, { id: row.id, amount: formatMoney(row.amount) }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => decide(row.id, step),
    });
  };

  return { decide, confirm };
}
