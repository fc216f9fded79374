import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '@/shared/site/use-site';
import { ChevronIcon, InviteIcon } from '@/shared/ui/icons';
import { HOME_LINKS } from '../constants';
import { ChatIcon, DownloadIcon, FacebookIcon, TelegramIcon } from './home-icons';

const SOCIAL = [
  { type: 'FACEBOOK', label: 'side.facebook', icon: <FacebookIcon /> },
  { type: 'TELEGRAM', label: 'side.telegram', icon: <TelegramIcon /> },
  { type: 'TELEGRAM2', label: 'side.telegram2', icon: <TelegramIcon /> },
] as const;

type Props = { onDownload: () => void; onOpenLink: (url: string) => void };

/**
 * SPEC §2 side buttons, a rail on the right above the footer: referral, app download, live chat
 * (only when the site has a customer-service link) and FACEBOOK, TELEGRAM, TELEGRAM2 (only those
 * the site configured). The rail folds to a tab on the edge, so it never has to cover a game.
 */
export function SideButtons({ onDownload, onOpenLink }: Props) {
  const { t } = useTranslation('home');
  const { settings, customerServiceUrl } = useSite();
  const [isOpen, setIsOpen] = useState(true);
  const social = SOCIAL.flatMap((entry) => {
    const url = settings?.socialLinks.find((link) => link.type === entry.type)?.url;
    return url ? [{ ...entry, url }] : [];
  });

  const button = (key: string, label: string, icon: ReactNode, onClick: () => void) => (
    <button
      key={key}
      type="button"
      className={`side-button side-${key}`}
      aria-label={label}
      onClick={onClick}
    >
      {icon}
    </button>
  );

  return (
    <nav className={`home-side${isOpen ? '' : ' is-collapsed'}`} aria-label={t('side.label')}>
      <button
        type="button"
        className="side-toggle"
        aria-expanded={isOpen}
        aria-controls="home-side-list"
        aria-label={isOpen ? t('side.hide') : t('side.show')}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ChevronIcon />
      </button>
      <div id="home-side-list" className="side-list" hidden={!isOpen}>
        <Link
          to={HOME_LINKS.inviteFriends}
          className="side-button side-invite"
          aria-label={t('side.invite')}
        >
          <InviteIcon />
        </Link>
        {button('download', t('side.download'), <DownloadIcon />, onDownload)}
        {customerServiceUrl &&
          button('chat', t('side.chat'), <ChatIcon />, () => onOpenLink(customerServiceUrl))}
        {social.map((entry) =>
          button(entry.type.toLowerCase(), t(entry.label), entry.icon, () => onOpenLink(entry.url)),
        )}
      </div>
    </nav>
  );
}
