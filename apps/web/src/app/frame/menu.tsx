import { Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSettings } from '../../features/system';
import { LanguageFlag } from '../../shared/ui/flags';
import { currentLanguage } from '../../shared/i18n';
import {
  ChevronIcon,
  FeedbackIcon,
  GlobeIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../shared/ui/icons';
import { LanguagePicker } from './language-picker';

type Item = {
  key: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  extra?: ReactNode;
};

/** SPEC §2 "Menu": deposit, withdraw (when withdrawal is on), feedback, language. */
export function Menu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('frame');
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const [picking, setPicking] = useState(false);
  const go = (path: string) => () => {
    onClose();
    void navigate(path);
  };

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
    { key: 'feedback', icon: <FeedbackIcon />, label: t('feedback'), onSelect: go('/m/feedback') },
    {
      key: 'language',
      icon: <GlobeIcon />,
      label: t('common:language'),
      onSelect: () => setPicking(true),
      extra: <LanguageFlag language={currentLanguage()} />,
    },
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
