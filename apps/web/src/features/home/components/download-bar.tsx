import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/shared/ui/logo';
import { useSite } from '@/shared/site/use-site';
import { CloseIcon, DownloadIcon, StarIcon } from './home-icons';
import { IconButton } from '@/shared/ui/icon-button';

/** SPEC §2: the rating the bar shows is fixed. */
const RATING = '5.0';

type Props = { onDownload: () => void; onClose: () => void };

/**
 * SPEC §2 download bar: the app's icon, name and description (the merchant's mobile template
 * app_desc in its app_desc_font_color, when given), five stars at 5.0, Download and close.
 */
export function DownloadBar({ onDownload, onClose }: Props) {
  const { t } = useTranslation('home');
  const { settings, merchantName } = useSite();
  const icon = settings?.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url;
  const template = settings?.mobileTemplate;
  const description = template?.app_desc.trim() || t('promos.desc');
  const color = template?.app_desc_font_color.trim() || undefined;

  return (
    <div className="promo-card download-bar">
      <span className="promo-icon">
        {icon ? <img src={icon} alt="" width={44} height={44} /> : <LogoMark size={44} />}
      </span>
      <div className="promo-body">
        <p className="promo-title">{t('promos.app', { site: merchantName })}</p>
        <p className="promo-desc download-bar-desc" style={color ? { color } : undefined}>
          {description}
        </p>
        <p
          className="download-bar-rating"
          role="img"
          aria-label={t('promos.rating', { rating: RATING })}
        >
          <span className="download-bar-stars" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <StarIcon key={i} />
            ))}
          </span>
          <span aria-hidden="true">{RATING}</span>
        </p>
      </div>
      <button type="button" className="promo-action" onClick={onDownload}>
        <DownloadIcon className="promo-action-icon" />
        <span>{t('promos.download')}</span>
      </button>
      <IconButton className="promo-close" label={t('promos.close_bar')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
