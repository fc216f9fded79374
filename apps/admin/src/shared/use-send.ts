import { useCustomMutation, useTranslate, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { errorText } from './error-text';

/**
 * A change: where it goes, how, its body, and what the message says once done ("Done"), or, for
 * an answer that waits for a second operator (four eyes), what `waiting` says instead.
 */
export type Change<Answer> = {
  url: string;
  method: 'post' | 'put' | 'delete';
  values?: object;
  done?: (answer: Answer) => string;
  waiting?: (answer: Answer) => string | undefined;
};

/**
 * A change sent to the operator API (refine's own notifications off): the outcome in a message
 * (`done`'s text, or the server's refusal in errorText's words) and `reread` afterwards either
 * way, so the page shows what the server holds now. `send` answers whether the server took it.
 */
export function useSend<Answer extends BaseRecord = BaseRecord>(reread: () => Promise<unknown>) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation<Answer>();
  const send = async ({
    url,
    method,
    values = {},
    done,
    waiting,
  }: Change<Answer>): Promise<boolean> => {
    try {
      const { data } = await mutateAsync({
        url,
        method,
        values,
        successNotification: false,
        errorNotification: false,
      });
      const awaited = waiting?.(data);
      if (awaited) void message.info(awaited);
      else void message.success(done ? done(data) : t('actions.done'));
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
