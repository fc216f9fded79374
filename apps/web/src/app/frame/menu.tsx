import { isTrialType } from '@app/contracts/zod-free';
import { Popup } from '@/shared/ui/lazy-popup';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/account';
import { useSettings } from '@/shared/site/get-settings';
import { balanceVisibility, useBalanceHidden } from '@/features/wallet';
import { useRefreshBalance } from '@/shared/balance';
import { LanguageFlag } from '@/shared/ui/flags';
import { currentLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/session';
import { useUnreadCount } from '@/shared/unread-count';
import {
  ChevronIcon,
  EyeClosedIcon,
  EyeOpenIcon,
  FeedbackIcon,
  GlobeIcon,
  MailIcon,
  PasswordIcon,
  RefreshIcon,
  SignOutIcon,
  WalletIcon,
  WithdrawIcon,
} from '@/shared/ui/icons';
import { LanguagePicker } from './language-picker';
import { SettingsIcon } from './menu-icons';

type Item = {
  key: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  extra?: ReactNode;
};

/**
 * SPEC §2 "Menu": deposit, withdraw (when withdrawal is on), refresh and hide/show balance (logged
 * in), messages with their unread count (logged in), settings and change password (a real account: a free trial has no password to change),
 * feedback, language, sign out (logged in). Settings and change password have no other way in
 * until the member page lands.
 */
export function Menu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('frame');
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const session = useSession();
  const [picking, setPicking] = useState(false);
  const go = (path: string) => () => {
    onClose();
    void navigate(path);
  };
  const memberItems = useMemberItems(onClose);

  const items: Item[] = [
    { key: 'deposit', icon: <WalletIcon />, label: t('deposit'), onSelect: go('/m/voucherCenter') },
    ...(settings?.withdrawalEnabled
      ? [
          {
            key: 'withdraw',
            icon: <WithdrawIcon />,
            label: t('withdraw'),
            onSelect: go('/m/withdraw'),
          },
        ]
      : []),
    ...(session ? memberItems.balance : []),
    ...(session && !isTrialType(session.type)
      ? [
          {
            key: 'messages',
            icon: <MailIcon />,
            label: t('title.message'),
            onSelect: go('/m/webEmail'),
            extra: <UnreadBadge />,
          },
          {
            key: 'settings',
            icon: <SettingsIcon />,
            label: t('title.set'),
            onSelect: go('/m/set'),
          },
          {
            key: 'change-password',
            icon: <PasswordIcon />,
            label: t('title.changePsw'),
            onSelect: go('/m/changePsw'),
          },
        ]
      : []),
    { key: 'feedback', icon: <FeedbackIcon />, label: t('feedback'), onSelect: go('/m/feedback') },
    {
      key: 'language',
      icon: <GlobeIcon />,
      label: t('common:language'),
      onSelect: () => setPicking(true),
      extra: <LanguageFlag language={currentLanguage()} />,
    },
    ...(session ? memberItems.signOut : []),
  ];

  return (
    <>
      <Popup
        visible={open}
        position="right"
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName="menu-panel"
      >
        <nav aria-label={t('menu')}>
          <h2 className="sheet-title">{t('menu')}</h2>
          <ul className="menu-list">
            {items.map((item) => (
              <li key={item.key}>
                <button type="button" className="menu-item" onClick={item.onSelect}>
                  <span className="menu-icon">{item.icon}</span>
                  <span className="menu-label">{item.label}</span>
                  {item.extra}
                  <ChevronIcon className="menu-chevron" />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </Popup>
      <LanguagePicker
        open={picking}
        onClose={() => {
          setPicking(false);
          onClose();
        }}
      />
    </>
  );
}

/** The logged-in entries: balance refresh and hide/show, and sign out (confirmed first). */
function useMemberItems(onClose: () => void): { balance: Item[]; signOut: Item[] } {
  const { t } = useTranslation(['wallet', 'account']);
  const refresh = useRefreshBalance();
  const hidden = useBalanceHidden();
  const { confirmSignOut } = useSignOut('header');
  const then = (action: () => unknown) => () => {
    onClose();
    void action();
  };
  return {
    balance: [
      {
        key: 'refresh-balance',
        icon: <RefreshIcon />,
        label: t('wallet:refresh'),
        onSelect: then(refresh),
      },
      {
        key: 'toggle-balance',
        icon: hidden ? <EyeClosedIcon /> : <EyeOpenIcon />,
        label: hidden ? t('wallet:show') : t('wallet:hide'),
        onSelect: then(() => balanceVisibility.toggle()),
      },
    ],
    signOut: [
      {
        key: 'sign-out',
        icon: <SignOutIcon />,
        label: t('account:settings.sign_out'),
        onSelect: then(confirmSignOut),
      },
    ],
  };
}

/** How many messages are unread, beside the messages entry; nothing when none. */
function UnreadBadge() {
  const { t } = useTranslation('frame');
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span className="count-badge" aria-label={t('unread_messages', { count: unread })}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
