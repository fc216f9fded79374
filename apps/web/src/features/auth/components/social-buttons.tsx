import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { useSite } from '@/shared/site/use-site';
import { InitialMark } from './auth-icons';

/**
 * Facebook / Google buttons when their flags are on. Social login needs a Firebase project and
 * this site has none configured, so a tap says so plainly instead of pretending to sign in.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { flags } = useSite();
  const facebook = flags.FACEBOOKLOGIN3 === true;
  const google = flags.GOOGLELOGIN3 === true;
  if (!facebook && !google) return null;
  const explain = () =>
    void dialog.alert({
      title: t('login.social_title'),
      content: t('login.social_unavailable'),
      confirmText: t('login.ok'),
    });
  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('or')}</span>
      </p>
      {facebook && (
        <button type="button" className="auth-secondary" onClick={explain}>
          <InitialMark letter="f" color="#1877f2" />
          {t('login.facebook')}
        </button>
      )}
      {google && (
        <button type="button" className="auth-secondary" onClick={explain}>
          <InitialMark letter="G" color="#db4437" />
          {t('login.google')}
        </button>
      )}
    </div>
  );
}
