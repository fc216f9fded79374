import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/use-site';

const LABELS = { IOS: 'ios', Android: 'android', MOBILECONFIG: 'mobileconfig' } as const;

/** SPEC §2 "download app popup": the merchant's Android, iOS and profile links. */
export function DownloadPopup({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('mine');
  const { settings } = useSite();
  const links = (settings?.resources ?? []).filter(
    (resource): resource is typeof resource & { resourceType: keyof typeof LABELS } =>
      resource.resourceType in LABELS && resource.url !== '',
  );
  return (
    <Popup visible={isOpen} onMaskClick={onClose} onClose={onClose} bodyClassName="mine-download">
      <h2 className="mine-download-title">{t('download.title')}</h2>
      {links.length === 0 ? (
        <p className="muted">{t('download.none')}</p>
      ) : (
        <ul className="mine-download-links">
          {links.map((link) => (
            <li key={link.resourceType}>
              <a className="mine-button mine-button-primary" href={link.url} rel="noopener">
                {t(`download.${LABELS[link.resourceType]}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="mine-button" onClick={onClose}>
        {t('download.close')}
      </button>
    </Popup>
  );
}
