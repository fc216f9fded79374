import { isTrialType } from '@app/contracts/zod-free';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/shared/feedback';
import { useLoginPrompt } from '@/shared/login-prompt';
import { useMemberInfo } from '@/shared/member-info';
import { useSession } from '@/shared/session';
import { useMemberClub } from '@/shared/member-club';
import { templateOf } from '@/shared/site/templates';
import { useSite } from '@/shared/site/use-site';
import {
  BackIcon,
  ChevronIcon,
  GiftIcon,
  GlobeIcon,
  InviteIcon,
  MailIcon,
  ShieldIcon,
  ToolsIcon,
  UserIcon,
  WalletIcon,
  WithdrawIcon,
} from '@/shared/ui/icons';
import { useUnreadCount } from '@/shared/unread-count';
import { useRunningPromotions } from '../api/get-running-promotions';
import { MINE_LINKS, NOTICE_TOAST_MS, REFERRAL_PROMOTION } from '../constants';
import { joinedDays, listItems } from '../lib/member-centre';
import { DownloadPopup } from './download-popup';
import { IconButton } from '@/shared/ui/icon-button';
import './mine.css';

type Tile = { key: string; icon: ReactNode; to?: string; onClick?: () => void };

/** The tiles a free-trial account can use. */
const TRIAL_TILES: ReadonlySet<string> = new Set(['download_app']);
const TRAIL_PATH = '/m/trail';

/**
 * SPEC §2 "Member centre (Mine)" at /m/mine and /m/member/home: its own header (back home, title,
 * messages with the unread dot, settings), the guest's or member's card, the tiles and the list
 * by white-label flag. `balance` is the wallet's total balance (star mask and refresh), composed
 * in by the app.
 */
export function MinePage({ balance }: { balance: ReactNode }) {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const session = useSession();
  const { flags, settings } = useSite();
  const { data: info } = useMemberInfo();
  const { data: club } = useMemberClub();
  const [isDownloadOpen, setDownloadOpen] = useState(false);
  const isMember = session !== undefined;
  const template = templateOf(settings?.mobileTemplate);
  const withdrawalEnabled = settings?.withdrawalEnabled === true;
  const promotions = useRunningPromotions();

  const askToLogIn = useLoginPrompt();
  const needLogin = (to: string) => () => void navigate(isMember ? to : MINE_LINKS.login);
  // SPEC §2: a guest's message icon opens the login popup, not the login page.
  const openMessages = () =>
    isMember
      ? void navigate(MINE_LINKS.messages)
      : void askToLogIn(t('messages_login'), MINE_LINKS.messages);
  const invite = () => {
    if (!isMember) return void navigate(MINE_LINKS.login);
    if (!promotions.has(REFERRAL_PROMOTION)) {
      return toast.message(t('contact_service'), NOTICE_TOAST_MS);
    }
    void navigate(MINE_LINKS.inviteFriends);
  };

  // A free-trial account plays with play money: the tiles it cannot use (money, VIP, invites,
  // security) are not offered; a tile says what the trial is instead (SPEC §2 /m/trail).
  const isTrial = isMember && isTrialType(session.type);
  const allTiles: Tile[] = [
    ...(settings?.vipBenefitDisplay
      ? [{ key: 'level_benefits', icon: <GiftIcon />, to: MINE_LINKS.benefits }]
      : []),
    { key: 'download_app', icon: <GlobeIcon />, onClick: () => setDownloadOpen(true) },
    { key: 'deposit', icon: <WalletIcon />, to: MINE_LINKS.deposit },
    ...(withdrawalEnabled
      ? [{ key: 'withdraw', icon: <WithdrawIcon />, to: MINE_LINKS.withdraw }]
      : []),
    { key: 'invite_friends', icon: <InviteIcon />, onClick: invite },
    { key: 'security_center', icon: <ShieldIcon />, to: MINE_LINKS.securityCenter },
  ];
  const tiles: Tile[] = isTrial
    ? [
        ...allTiles.filter((tile) => TRIAL_TILES.has(tile.key)),
        { key: 'trial', icon: <GiftIcon />, to: TRAIL_PATH },
      ]
    : allTiles;
  const items = listItems({
    flags,
    withdrawalEnabled,
    promotions,
    member: info ? { type: info.type, toUpline: info.toUpline } : undefined,
  });

  return (
    <div
      className={`mine-page mine-${template.memberCentre}`}
      data-template={template.memberCentre}
    >
      <header className="mine-header">
        <Link to={MINE_LINKS.home} className="icon-button" aria-label={t('back_home')}>
          <BackIcon />
        </Link>
        <h1 className="mine-title">{t('title')}</h1>
        <IconButton
          className="icon-button mine-messages"
          label={t('messages')}
          onClick={openMessages}
        >
          <MailIcon />
          {isMember && !isTrialType(session.type) && <UnreadDot />}
        </IconButton>
        <IconButton
          className="icon-button"
          label={t('settings')}
          onClick={needLogin(MINE_LINKS.settings)}
        >
          <ToolsIcon />
        </IconButton>
      </header>

      <section className="mine-card" aria-label={t('profile')}>
        <span className="mine-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        {isMember ? (
          <div className="mine-who">
            <div className="mine-account">
              <strong>{info?.account ?? session.userName}</strong>
              <span className="mine-vip">{t('vip_label', { level: club?.level ?? 0 })}</span>
            </div>
            <p className="mine-days">
              {info ? t('joined_days', { count: joinedDays(info.regDate) }) : '\u00a0'}
            </p>
            <div className="mine-balance">
              <span className="mine-balance-label">{t('total_balance')}</span>
              {balance}
            </div>
          </div>
        ) : (
          <div className="mine-who">
            <p className="mine-days">{t('guest_days')}</p>
            <div className="mine-guest-actions">
              <Link to={MINE_LINKS.login} className="mine-button mine-button-primary">
                {t('login')}
              </Link>
              <Link to={MINE_LINKS.register} className="mine-button">
                {t('register')}
              </Link>
            </div>
          </div>
        )}
      </section>

      <nav className="mine-tiles" aria-label={t('shortcuts')}>
        {tiles.map((tile) =>
          tile.to ? (
            <Link key={tile.key} to={tile.to} className={`mine-tile mine-tile-${tile.key}`}>
              <span className="mine-tile-icon">{tile.icon}</span>
              <span className="mine-tile-label">{t(`tile.${tile.key}`)}</span>
            </Link>
          ) : (
            <button
              key={tile.key}
              type="button"
              className={`mine-tile mine-tile-${tile.key}`}
              onClick={tile.onClick}
            >
              <span className="mine-tile-icon">{tile.icon}</span>
              <span className="mine-tile-label">{t(`tile.${tile.key}`)}</span>
            </button>
          ),
        )}
      </nav>

      <ul className="mine-list" aria-label={t('more')}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="mine-item">
              <span className="mine-item-label">{t(`item.${item.key}`)}</span>
              <ChevronIcon className="mine-item-chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <DownloadPopup isOpen={isDownloadOpen} onClose={() => setDownloadOpen(false)} />
    </div>
  );
}

/** The dot on the message icon while the member has unread messages. */
function UnreadDot() {
  const { t } = useTranslation('mine');
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <>
      <span className="unread-dot" data-testid="mine-unread-dot" />
      <span className="visually-hidden">{t('unread', { count: unread })}</span>
    </>
  );
}
