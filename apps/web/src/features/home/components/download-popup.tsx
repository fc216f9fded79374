import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/use-site';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import {
  detectDevice,
  downloadLinks,
  isIosOutsideSafari,
  type DownloadKind,
} from '../lib/downloads';
import { AndroidIcon, AppleIcon, DownloadIcon, ProfileIcon } from './home-icons';
import { HomeSheet } from './home-sheet';

const ICONS: Record<DownloadKind, React.ReactNode> = {
  android: <AndroidIcon />,
  ios: <AppleIcon />,
  mobileconfig: <ProfileIcon />,
};

type Props = { visible: boolean; onClose: () => void };

/** SPEC §2 download popup: the Android, iOS and mobile-config links of the site for this device. */
export function DownloadPopup({ visible, onClose }: Props) {
  const { t } = useTranslation('home');
  const { settings, merchantName } = useSite();
  const device = detectDevice();
  const links = downloadLinks(settings?.resources, device);
  const icon = settings?.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url;

  return (
    <HomeSheet
      visible={visible}
      onClose={onClose}
      className="download-popup"
      titleId="download-popup-title"
      title={t('download.title', { site: merchantName })}
      icon={icon && <img className="download-app-icon" src={icon} alt="" width={48} height={48} />}
    >
      {links.length > 0 ? (
        <>
          <p className="popup-text">{t('download.body')}</p>
          {device === 'ios' && isIosOutsideSafari() && (
            <p className="popup-note">{t('download.safari')}</p>
          )}
          <ul className="download-links">
            {links.map((link) => (
              <li key={link.kind}>
                <a
                  className="download-link"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  // From the profile's web clip a registration says WEBCLIP (SPEC §3).
                  onClick={
                    link.kind === 'mobileconfig'
                      ? () => storage.set(STORAGE_KEYS.webClip, '1')
                      : undefined
                  }
                >
                  <span className="download-link-icon">{ICONS[link.kind]}</span>
                  <span className="download-link-name">{t(`download.${link.kind}`)}</span>
                  <DownloadIcon className="download-link-go" />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="popup-text">{t('download.none')}</p>
      )}
    </HomeSheet>
  );
}
