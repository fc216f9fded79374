import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon, WalletIcon } from '@/shared/ui/icons';

/**
 * What must be set up before a first withdrawal, instead of the form: the payment password, or
 * a bound bank account or e-wallet; both in the security centre.
 */
export function SetupCall({ need }: { need: 'password' | 'card' }) {
  const { t } = useTranslation('withdraw');
  return (
    <section className="withdraw-card withdraw-setup" aria-labelledby="withdraw-setup-title">
      <span className="withdraw-setup-icon" aria-hidden="true">
        {need === 'password' ? <ShieldIcon /> : <WalletIcon />}
      </span>
      <h2 id="withdraw-setup-title">{t(`setup.${need}_title`)}</h2>
      <p>{t(`setup.${need}_body`)}</p>
      <Link to="/m/securityCenter" className="pill pill-gold withdraw-setup-link">
        {t(`setup.${need}_action`)}
      </Link>
    </section>
  );
}
