import { SMS_CODE_MAX_DIGITS } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/** The state of the send-code button, as useSmsSender's `button()` gives it. */
export type SmsButton = {
  /** Seconds until a new code may be asked for; 0 when ready. */
  remaining: number;
  canSend: boolean;
  isSending: boolean;
  onSend: () => void;
};

type Props = Omit<TextFieldProps, 'end' | 'digitsOnly' | 'maxLength' | 'type'> & {
  button: SmsButton;
};

/** SMS code (digits, at most 10) with its send button: ready, countdown, ready again (SPEC §4). */
export function SmsCodeField({ button, ...props }: Props) {
  const { remaining, canSend, isSending, onSend } = button;
  const { t } = useTranslation('common');
  const isCounting = remaining > 0;
  return (
    <TextField
      hint={t('form.hint.sms')}
      {...props}
      digitsOnly
      maxLength={SMS_CODE_MAX_DIGITS}
      autoComplete="one-time-code"
      end={
        <button
          type="button"
          className="form-sms-button"
          disabled={!canSend || isCounting || isSending}
          aria-label={isCounting ? t('form.sms.wait_label', { count: remaining }) : undefined}
          onClick={onSend}
        >
          {isCounting ? t('form.sms.wait', { count: remaining }) : t('form.sms.send')}
        </button>
      }
    />
  );
}
