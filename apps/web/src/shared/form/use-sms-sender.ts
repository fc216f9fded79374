import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';
import { toast } from '../feedback';
import { errorText } from './messages';
import type { SmsButton } from './sms-code-field';
import { useCountdown } from './use-countdown';

/** SPEC §9 SMS sending: loading up to 9999 ms. */
export const SMS_LOADING_MS = 9999;

type Options<A extends unknown[]> = {
  /** Asks the server for a code (its endpoint, its body): how many minutes the code lives. */
  send: (...args: A) => Promise<{ expiredMinutes: number }>;
  /** Takes a refusal when it can place it (on a field, say): true when it did. */
  onError?: (error: ApiError) => boolean;
  /** Runs after every request that went out, whatever the answer (a captcha sent with it is spent). */
  onAnswered?: () => void;
};

/**
 * Sends an SMS code through `send`: loading while it goes (up to 9999 ms), then a countdown of
 * expiredMinutes × 60 s that starts only on success. A failure hides the loading and goes to
 * `onError`, else to a toast with the server's message.
 */
export function useSmsSender<A extends unknown[]>({
  send: request,
  onError,
  onAnswered,
}: Options<A>) {
  const { t } = useTranslation('common');
  const countdown = useCountdown();
  const mutation = useMutation({
    mutationKey: ['sms-code'],
    mutationFn: (args: A) => request(...args),
  });

  const send = async (...args: A): Promise<boolean> => {
    if (countdown.running || mutation.isPending) return false;
    toast.loading(t('please_wait'), SMS_LOADING_MS);
    try {
      const { expiredMinutes } = await mutation.mutateAsync(args);
      countdown.start(expiredMinutes * 60);
      toast.success(t('form.sms.sent', { count: expiredMinutes }));
      onAnswered?.();
      return true;
    } catch (error) {
      toast.clear();
      onAnswered?.();
      const isHandled = error instanceof ApiError && onError?.(error) === true;
      if (!isHandled) toast.message(errorText(error));
      return false;
    }
  };

  return {
    send,
    /**
     * The send button: usable when the form is ready to send (SPEC §5: a valid number) and no
     * countdown runs.
     */
    button(isReady: boolean, onSend: () => void): SmsButton {
      return {
        remaining: countdown.remaining,
        canSend: isReady && !countdown.running,
        isSending: mutation.isPending,
        onSend,
      };
    },
  };
}
