import { useEffect, useState } from 'react';
import { errorText } from '@/shared/form';
import { toast } from '@/shared/feedback';

/** A send-code button's state: sending, then a countdown of the code's life (SPEC §4). */
export function useCodeSender(send: () => Promise<{ expiredMinutes: number }>) {
  const [left, setLeft] = useState(0);
  const [isSending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return {
    left,
    isBusy: isSending || left > 0,
    async send(): Promise<boolean> {
      setSending(true);
      try {
        const { expiredMinutes } = await send();
        setLeft(expiredMinutes * 60);
        return true;
      } catch (error) {
        toast.message(errorText(error));
        return false;
      } finally {
        setSending(false);
      }
    },
  };
}
