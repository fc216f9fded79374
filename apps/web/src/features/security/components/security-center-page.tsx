import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/ui/query-state';
import { Icon, MailIcon, PasswordIcon, ShieldIcon, UserIcon, WalletIcon } from '@/shared/ui/icons';
import { useSecurityConfig } from '../api/security';
import { BankCards } from './bank-cards';
import { EmailForm, MobileForm } from './forms';
import { LinkPanel, Panel } from './panel';
import { ChangePaymentPasswordForm, SetPaymentPasswordForm } from './payment-password-forms';
import './security.css';

/** A clock with a pause: limits and breaks (responsible gaming). */
const PauseClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10 9v6M14 9v6" />
  </Icon>
);

/**
 * /m/securityCenter: login password, payment password, bound mobile and e-mail, bank cards. Each
 * change is proven by the current password or an SMS code (the server checks; the forms ask).
 */
export function SecurityCenterPage() {
  const { t } = useTranslation('security');
  const query = useSecurityConfig();
  return (
    <div className="security-page">
      <p className="security-intro">{t('intro')}</p>
      <QueryState query={query}>
        {(config) => (
          <>
            <LinkPanel
              to="/m/changePsw"
              icon={<PasswordIcon />}
              title={t('login_password')}
              status={t('login_password_status')}
            />
            <LinkPanel
              to="/m/responsibleGaming"
              icon={<PauseClockIcon />}
              title={t('responsible_gaming')}
              status={t('responsible_gaming_status')}
            />
            <Panel
              id="payment"
              icon={<ShieldIcon />}
              title={t('payment.title')}
              status={
                config.paymentPasswordLockedUntil !== null
                  ? t('payment.locked')
                  : config.paymentPasswordSet
                    ? t('status.set')
                    : t('status.unset')
              }
              action={config.paymentPasswordSet ? t('change') : t('set')}
            >
              {(close) =>
                config.paymentPasswordSet ? (
                  <ChangePaymentPasswordForm config={config} onDone={close} />
                ) : (
                  <SetPaymentPasswordForm onDone={close} />
                )
              }
            </Panel>
            <Panel
              id="mobile"
              icon={<UserIcon />}
              title={t('mobile.title')}
              status={
                config.mobileNum
                  ? `+${config.countryDialingCode} ${config.mobileNum}`
                  : t('status.unbound')
              }
              action={config.mobileNum ? t('change') : t('bind')}
            >
              {(close) => <MobileForm onDone={close} />}
            </Panel>
            <Panel
              id="email"
              icon={<MailIcon />}
              title={t('email.title')}
              status={config.email || t('status.unbound')}
              action={config.email ? t('change') : t('bind')}
            >
              {(close) => <EmailForm onDone={close} />}
            </Panel>
            <section className="security-panel" aria-labelledby="cards-title">
              <div className="security-row">
                <span className="security-icon" aria-hidden="true">
                  <WalletIcon />
                </span>
                <div className="security-text">
                  <h2 id="cards-title">{t('cards.title')}</h2>
                  <p className="security-status">
                    {t('cards.count', { count: config.bankCardCount, limit: config.bankCardLimit })}
                  </p>
                </div>
              </div>
              <BankCards config={config} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
