import type { ReactNode } from 'react';
import { isTrialType } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberInfo } from '@/shared/member-info';
import { useFlag } from '@/shared/site/get-whitelabel';
import { Balance } from '@/features/wallet';
import type { StoredSession } from '@/shared/session';
import { UserIcon, WalletIcon, WithdrawIcon } from '@/shared/ui/icons';
import './account-bar.css';

/**
 * SPEC §2 header, logged in: nickname (else account), total balance with its hide/show and
 * refresh, deposit shortcut, and the withdraw shortcut only when DIRECTREG3 is set. It sits in a
 * second row of the header so a 360–430 px phone keeps 44 px targets and room for the title.
 */
export function AccountBar({ session }: { session: StoredSession }) {
  const { t } = useTranslation('frame');
  const directRegister = useFlag('DIRECTREG3');
  const { data: info } = useMemberInfo();
  const isTrial = isTrialType(session.type);
  const name = info?.nickname ? info.nickname : (info?.account ?? session.userName);

  return (
    <div className="account-bar">
      <span className="account-bar-name">
        <UserIcon className="account-bar-avatar" />
        <span className="account-name">{name}</span>
      </span>
      <Balance className="account-bar-balance" />
      {isTrial ? (
        // A free-trial account plays with play money: no deposit or withdrawal to offer it, but
        // what the trial is (SPEC §2 /m/trail).
        <Link to="/m/trail" className="account-bar-trial">
          {t('trial_badge')}
        </Link>
      ) : (
        <Shortcut to="/m/voucherCenter" label={t('deposit')} icon={<WalletIcon />} />
      )}
      {directRegister && !isTrial && (
        <Shortcut to="/m/withdraw" label={t('withdraw')} icon={<WithdrawIcon />} />
      )}
    </div>
  );
}

/** An icon link to a money page, named by its label. */
function Shortcut({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Link to={to} className="icon-button account-bar-shortcut" aria-label={label}>
      {icon}
    </Link>
  );
}
