import { CAPTCHA_MAX_DIGITS } from '@app/contracts';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../shared/ui/icons';
import { TextField, type TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'end' | 'digitsOnly' | 'maxLength' | 'label' | 'required'> & {
  image: string | undefined;
  isLoading: boolean;
  isError: boolean;
  /** A tap on the picture: a new picture and an empty input (SPEC §4). */
  onRefresh: () => void;
};

/** Captcha: up to 6 digits, with the picture beside it as a refresh button. */
export function CaptchaField({ image, isLoading, isError, onRefresh, ...props }: Props) {
  const { t } = useTranslation('auth');
  const label = isError ? t('captcha.failed') : t('captcha.image');
  return (
    <TextField
      {...props}
      label={t('fields.captcha')}
      required
      digitsOnly
      maxLength={CAPTCHA_MAX_DIGITS}
      hint={props.hint ?? t('hint.captcha')}
      end={
        <button type="button" className="auth-captcha" aria-label={label} onClick={onRefresh}>
          {image && !isLoading ? (
            <img src={image} alt="" width={96} height={36} />
          ) : isError ? (
            <RefreshIcon />
          ) : (
            <DotLoading color="currentColor" />
          )}
        </button>
      }
    />
  );
}
