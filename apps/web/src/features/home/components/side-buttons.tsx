import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInviteGate } from '@/shared/invite-gate';
import { useSite } from '@/shared/site/use-site';
import { ChatDot } from '@/shared/ui/chat-dot';
import { InviteIcon } from '@/shared/ui/icons';
import { HOME_LINKS } from '../constants';
import {
  ChatIcon,
  CloseIcon,
  DownloadIcon,
  FacebookIcon,
  QuickLinksIcon,
  TelegramIcon,
} from './home-icons';

const SOCIAL = [
  { type: 'FACEBOOK', label: 'side.facebook', icon: <FacebookIcon /> },
  { type: 'TELEGRAM', label: 'side.telegram', icon: <TelegramIcon /> },
  { type: 'TELEGRAM2', label: 'side.telegram2', icon: <TelegramIcon /> },
] as const;

type Props = { onDownload: () => void; onOpenLink: (url: string) => void };

/**
 * SPEC §2 side buttons: referral (the invite's rule: shared/invite-gate.ts), app download, live chat (only when the site has a
 * customer-service link; a red dot while the staff's chat messages wait unseen) and FACEBOOK, TELEGRAM, TELEGRAM2 (only those the site configured).
 * They sit folded in one round button on the right above the footer and open upwards, so a
 * column of six never covers the page's own buttons (the ticker's 'see all', a game tile).
 */
export function SideButtons({ onDownload, onOpenLink }: Props) {
  const { t } = useTranslation('home');
  const { settings, customerServiceUrl } = useSite();
  const [isOpen, setIsOpen] = useState(false);
  const invite = useInviteGate();
  const navRef = useRef<HTMLElement>(null);

  // Open, it closes on Escape and on a tap anywhere else.
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);
  const social = SOCIAL.flatMap((entry) => {
    const url = settings?.socialLinks.find((link) => link.type === entry.type)?.url;
    return url ? [{ ...entry, url }] : [];
  });

  const chatDot = <ChatDot label={(count) => t('side.chat_unread', { count })} />;
  const button = (
    key: string,
    label: string,
    icon: ReactNode,
    onClick: () => void,
    badge?: ReactNode,
  ) => (
    <button
      key={key}
      type="button"
      className={`side-button side-${key}`}
      aria-label={label}
      onClick={() => {
        setIsOpen(false);
        onClick();
      }}
    >
      {icon}
      {badge}
    </button>
  );

  return (
    <nav
      ref={navRef}
      className={`home-side${isOpen ? ' is-open' : ''}`}
      aria-label={t('side.label')}
    >
      <button
        type="button"
        className="side-toggle"
        aria-expanded={isOpen}
        aria-controls="home-side-list"
        aria-label={isOpen ? t('side.hide') : t('side.show')}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <CloseIcon /> : <QuickLinksIcon />}
        {/* Folded, the rail still tells that the staff wrote (a live chat of the site's own). */}
        {!isOpen && customerServiceUrl && chatDot}
      </button>
      <div id="home-side-list" className="side-list" hidden={!isOpen}>
        <Link
          to={HOME_LINKS.inviteFriends}
          className="side-button side-invite"
          aria-label={t('side.invite')}
          onClick={(event) => {
            setIsOpen(false);
            invite(event);
          }}
        >
          <InviteIcon />
        </Link>
        {button('download', t('side.download'), <DownloadIcon />, onDownload)}
        {customerServiceUrl &&
          button(
            'chat',
            t('side.chat'),
            <ChatIcon />,
            () => onOpenLink(customerServiceUrl),
            chatDot,
          )}
        {social.map((entry) =>
          button(entry.type.toLowerCase(), t(entry.label), entry.icon, () => onOpenLink(entry.url)),
        )}
      </div>
    </nav>
  );
}
