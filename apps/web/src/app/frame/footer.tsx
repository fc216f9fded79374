import { DEPOSIT_TAG_TEXT, HOME_PATHS, isTrialType } from '@app/contracts/zod-free';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useSettings } from '@/shared/site/get-settings';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '@/shared/ui/icons';
import { INVITE_FRIENDS_PATH, useInviteGate } from '@/shared/invite-gate';
import { HOME_PATH } from '@/shared/paths';
import { usePlayBreak } from '@/shared/play-break';
import { useSession } from '@/shared/session';
import { useUnreadCount } from '@/shared/unread-count';

/** The free trial's page: what a trial account can and cannot do (no deposits). */
const TRAIL_PATH = '/m/trail';

type Entry = {
  to: string;
  label: string;
  icon: ReactNode;
  active?: boolean;
  /** Drawn over the icon (the unread dot). */
  badge?: ReactNode;
  /** Instead of following the link at once (the invite's rule). */
  onClick?: (event: { preventDefault: () => void }) => void;
};

/**
 * SPEC §2 footer: home, promotions, the raised deposit button with its pulsing tag (currency
 * symbol + 258), invite (SPEC §2's rule: guests to login, contact service while the REFERRAL
 * promotion does not run), member page (a dot while the member has unread messages).
 */
export function Footer() {
  const { t } = useTranslation('frame');
  const { data: settings } = useSettings();
  const symbol = settings?.currencySymbol ?? '';
  const { pathname } = useLocation();
  const atHome = (HOME_PATHS as readonly string[]).includes(pathname);
  const session = useSession();
  const signedIn = session !== undefined;
  const isTrial = session !== undefined && isTrialType(session.type);
  const invite = useInviteGate();
  // The ₱258 tag is a deposit offer: none for a trial account (play money, no deposits) nor
  // during a break from play (no marketing). A trial's deposit button says what a trial is.
  const playBreak = usePlayBreak();
  const showsOffer = !isTrial && !playBreak;

  const side = (entry: Entry) => (
    <NavLink
      key={entry.to}
      to={entry.to}
      {...(entry.onClick ? { onClick: entry.onClick } : {})}
      className={({ isActive }) => `footer-item${(entry.active ?? isActive) ? ' is-active' : ''}`}
    >
      <span className="footer-icon">
        {entry.icon}
        {entry.badge}
      </span>
      <span className="footer-label">{entry.label}</span>
    </NavLink>
  );

  return (
    <nav className="app-footer" aria-label={t('main_nav')}>
      {side({ to: HOME_PATH, label: t('home'), icon: <HomeIcon />, active: atHome })}
      {side({ to: '/m/activity', label: t('promotions'), icon: <GiftIcon /> })}
      <NavLink
        to={isTrial ? TRAIL_PATH : '/m/voucherCenter'}
        className="footer-item footer-deposit"
      >
        {showsOffer && (
          <span className="deposit-tag" data-testid="deposit-tag">
            {t('deposit_tag', { symbol, amount: DEPOSIT_TAG_TEXT })}
          </span>
        )}
        <span className="deposit-button">
          <WalletIcon />
        </span>
        <span className="footer-label">{t('deposit')}</span>
      </NavLink>
      {side({
        to: INVITE_FRIENDS_PATH,
        label: t('invite'),
        icon: <InviteIcon />,
        onClick: invite,
      })}
      {side({
        to: '/m/mine',
        label: t('member'),
        icon: <UserIcon />,
        ...(signedIn ? { badge: <UnreadDot /> } : {}),
      })}
    </nav>
  );
}

/** The member tab's dot while the member has unread messages, and its words for a screen reader. */
function UnreadDot() {
  const { t } = useTranslation('frame');
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <>
      <span className="unread-dot" />
      <span className="visually-hidden">{t('unread_messages', { count: unread })}</span>
    </>
  );
}
