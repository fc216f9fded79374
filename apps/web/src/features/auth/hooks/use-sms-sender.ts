import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { useSendSmsCode, type SmsPurpose } from '../api/send-sms-code';
import { SMS_LOADING_MS } from '../constants';
import { errorText } from '../error-text';
import { useCountdown } from './use-countdown';
import { toast } from '../toasts';
import type { SmsButton } from '../components/sms-code-field';

/**
 * Sends an SMS code: loading while it goes (up to 9999 ms), then a countdown of expiredMinutes ×
 * 60 s that starts only on success. A failure hides the loading and goes to `onError` (a toast
 * with the server's message unless the caller places it on a field). `onAnswered` runs after
 * every request that went out, whatever the answer (a captcha sent with it is spent).
 */
export function useSmsSender(
  purpose: SmsPurpose,
  onError?: (error: ApiError) => boolean,
  onAnswered?: () => void,
) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown();
  const mutation = useSendSmsCode();

  const send = async (
    mobileNum: string,
    countryDialingCode: string,
    captcha?: string,
  ): Promise<boolean> => {
    if (countdown.running || mutation.isPending) return false;
    toast.loading(t('please_wait'), SMS_LOADING_MS);
    try {
      const { expiredMinutes } = await mutation.mutateAsync({
        purpose,
        mobileNum,
        countryDialingCode,
        captcha,
      });
      countdown.start(expiredMinutes * 60);
      toast.success(t('sms.sent', { count: expiredMinutes }));
      onAnswered?.();
      return true;
    } catch (error) {
      toast.clear();
      onAnswered?.();
      const handled = error instanceof ApiError && onError?.(error) === true;
      if (!handled) toast.message(errorText(error));
      return false;
    }
  };

  return {
    send,
    remaining: countdown.remaining,
    running: countdown.running,
    sending: mutation.isPending,
    /** The send button: usable when the number is valid and no countdown runs (SPEC §5). */
    button(numberValid: boolean, onSend: () => void): SmsButton {
      return {
        remaining: countdown.remaining,
        canSend: numberValid && !countdown.running,
        sending: mutation.isPending,
        onSend,
      };
    },
  };
}
