import { MOBILE_MAX_DIGITS } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DialingCodePicker } from './dialing-code-picker';
import { TextField, type TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'start' | 'type' | 'digitsOnly' | 'maxLength' | 'inputMode'> & {
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
};

/** Mobile number: dialing-code picker, numeric keyboard, at most 20 digits (SPEC §5). */
export function MobileField({ dialingCode, onDialingCodeChange, ...props }: Props) {
  const { t } = useTranslation('common');
  return (
    <TextField
      hint={t('form.hint.mobile')}
      autoComplete="tel-national"
      {...props}
      type="tel"
      digitsOnly
      maxLength={MOBILE_MAX_DIGITS}
      start={<DialingCodePicker value={dialingCode} onChange={onDialingCodeChange} />}
    />
  );
}
