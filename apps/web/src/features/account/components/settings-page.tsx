import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session';
import { ChevronIcon, PasswordIcon, UserIcon } from '@/shared/ui/icons';
import { useMemberInfo } from '@/shared/member-info';
import { CHANGE_PASSWORD_PATH } from '../constants';
import { useSignOut } from '../hooks/use-sign-out';
import './account.css';

/** SPEC "Settings (/m/set)": Change password item and the Sign out button. */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const { data: info } = useMemberInfo();
  const { signOut, isSigningOut } = useSignOut('settings');
  const account = info?.account ?? session?.userName;
  const nickname = info?.nickname ? info.nickname : undefined;

  return (
    <section className="account-page" aria-label={t('settings.label')}>
      <div className="account-card">
        <span className="account-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div className="account-who">
          <strong>{nickname ?? account}</strong>
          {nickname && (
            <span className="muted">
              {t('account')}: {account}
            </span>
          )}
        </div>
      </div>
      <ul className="account-list">
        <li>
          <Link to={CHANGE_PASSWORD_PATH} className="account-item">
            <PasswordIcon className="account-item-icon" />
            <span className="account-item-label">{t('settings.change_password')}</span>
            <ChevronIcon className="account-item-chevron" />
          </Link>
        </li>
      </ul>
      <Button
        block
        className="account-sign-out"
        loading={isSigningOut}
        disabled={isSigningOut}
        onClick={() => void signOut()}
      >
        {t('settings.sign_out')}
      </Button>
    </section>
  );
}
