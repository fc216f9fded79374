import { useInvalidate, useTranslate } from '@refinedev/core';
import { App } from 'antd';
import { formatMoney } from './format';
import { currentMerchant, merchantPath } from './merchant';
import { useSend } from './use-send';

export type Decidable = { id: number; amount: number };

/** What a decision answers, as much as the outcome's message reads. */
type Answer = { replayed?: boolean; status?: string };

/**
 * A queue's decisions: `confirm` asks before a step (approve, process, pay), `decide` sends it
 * (reject with its reason) to `path/:id/step`, tells the outcome and reads the queue again. A
 * refusal for the role says so. `waiting` names the message for an answer that waits for a second
 * operator (four eyes); `reread` reads the queue when it is not a data-provider resource's list.
 */
export function useDecide(
  path: 'deposits' | 'withdrawals' | 'adjustments' | 'promotions/applications',
  {
    waiting,
    reread,
  }: {
    waiting?: (step: string, answer: Answer) => string | undefined;
    reread?: () => Promise<unknown>;
  } = {},
) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { send } = useSend<Answer>(() =>
    reread ? reread() : invalidate({ resource: path, invalidates: ['list'] }),
  );

  const decide = (id: number, step: string, values: object = {}) =>
    send({
      url: merchantPath(currentMerchant(), `${path}/${id}/${step}`),
      method: 'post',
      values,
      done: (answer) => (answer.replayed ? t('actions.replayed') : t('actions.done')),
      ...(waiting && { waiting: (answer: Answer) => waiting(step, answer) }),
    });

  /**
   * Asks before a step, in the words of `actions.<step>Confirm` or of the key given (with the
   * row's id and amount, and `more` of what it names).
   */
  const confirm = (row: Decidable, step: string, key?: string, more: object = {}) => {
    modal.confirm({
      title: t(`actions.${step}`),
      content: t(key ?? `actions.${step}Confirm`, {
        id: row.id,
        amount: formatMoney(row.amount),
        ...more,
      }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => decide(row.id, step),
    });
  };

  return { decide, confirm };
}
