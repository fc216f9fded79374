import { CAPTCHA_MAX_DIGITS } from '@app/contracts';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../ui/icons';
import { TextField } from './text-field';
import type { CaptchaImage } from './use-captcha-image';

type Props = CaptchaImage & {
  name: string;
  /** A tap on the picture: a new picture and an empty input (SPEC §4). */
  onRefresh: () => void;
};

/** Captcha (always required): up to 6 digits, with the picture beside it as a refresh button. */
export function CaptchaField({ name, image, isLoading, isError, onRefresh }: Props) {
  const { t } = useTranslation('common');
  const pictureLabel = isError ? t('form.captcha.failed') : t('form.captcha.image');
  return (
    <TextField
      name={name}
      label={t('form.captcha.label')}
      required
      digitsOnly
      maxLength={CAPTCHA_MAX_DIGITS}
      hint={t('form.hint.captcha')}
      end={
        <button
          type="button"
          className="form-captcha"
          aria-label={pictureLabel}
          onClick={onRefresh}
        >
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
