import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';
import { toast } from '../feedback';
import { errorText } from './messages';
import { useSendSmsCode, type SmsPurpose } from './send-sms-code';
import type { SmsButton } from './sms-code-field';
import { useCountdown } from './use-countdown';

/** SPEC §9 SMS sending: loading up to 9999 ms. */
export const SMS_LOADING_MS = 9999;

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
  const { t } = useTranslation('common');
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
    /** The send button: usable when the number is valid and no countdown runs (SPEC §5). */
    button(isNumberValid: boolean, onSend: () => void): SmsButton {
      return {
        remaining: countdown.remaining,
        canSend: isNumberValid && !countdown.running,
        isSending: mutation.isPending,
        onSend,
      };
    },
  };
}
