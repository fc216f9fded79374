import { MOBILE_MAX_DIGITS } from '@app/contracts';
import { DialingCodePicker } from './dialing-code-picker';
import { TextField, type TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'start' | 'type' | 'digitsOnly' | 'maxLength'> & {
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
};

/** Mobile number: dialing-code picker, numeric keyboard, at most 20 digits (SPEC §5). */
export function MobileField({ dialingCode, onDialingCodeChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete={props.autoComplete ?? 'tel-national'}
      digitsOnly
      maxLength={MOBILE_MAX_DIGITS}
      start={<DialingCodePicker value={dialingCode} onChange={onDialingCodeChange} />}
    />
  );
}
