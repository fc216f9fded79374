import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeOpenIcon } from '../ui/icons';

/** The show/hide button of a masked input (`id`): an eye, open while the text shows. */
export function RevealToggle({
  id,
  className,
  isVisible,
  onToggle,
}: {
  id: string;
  className: string;
  isVisible: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={className}
      aria-label={isVisible ? t('password_hide') : t('password_show')}
      aria-controls={id}
      onClick={onToggle}
    >
      {isVisible ? <EyeOpenIcon /> : <EyeClosedIcon />}
    </button>
  );
}
