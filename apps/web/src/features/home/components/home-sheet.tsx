import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './home-icons';
import './popups.css';

/** A home popup's head: its title (the dialog's name, by titleId) and the ✕ that closes it. */
export function PopupHead({
  titleId,
  title,
  onClose,
  children,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  /** Shown before the title (the download popup's app icon). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <div className="popup-head">
      {children}
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="popup-x" aria-label={t('close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The bottom sheet of a home popup: a modal dialog named by its head. */
export function HomeSheet({
  visible,
  onClose,
  className,
  titleId,
  title,
  icon,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  /** Added to home-popup. */
  className: string;
  titleId: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      className={`home-popup ${className}`}
      bodyClassName="home-sheet"
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PopupHead titleId={titleId} title={title} onClose={onClose}>
          {icon}
        </PopupHead>
        {children}
      </div>
    </Popup>
  );
}
