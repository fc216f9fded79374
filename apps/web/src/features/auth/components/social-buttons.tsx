import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/use-site';
import { useSocialSignIn } from '../firebase/use-social-sign-in';
import { InitialMark } from './auth-icons';

/**
 * Facebook / Google buttons (SPEC §2): shown when the merchant has a Firebase web app (settings
 * `firebase`) and the button's flag is on. A tap signs in through the provider's popup.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { flags } = useSite();
  const social = useSocialSignIn();
  const facebook = flags.FACEBOOKLOGIN3 === true;
  const google = flags.GOOGLELOGIN3 === true;
  if (!social.isEnabled || (!facebook && !google)) return null;
  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('or')}</span>
      </p>
      {facebook && (
        <button
          type="button"
          className="auth-secondary"
          onPointerDown={social.prefetch}
          onClick={() => social.signIn('facebook')}
          disabled={social.isPending}
        >
          <InitialMark letter="f" color="#1877f2" />
          {t('login.facebook')}
        </button>
      )}
      {google && (
        <button
          type="button"
          className="auth-secondary"
          onPointerDown={social.prefetch}
          onClick={() => social.signIn('google')}
          disabled={social.isPending}
        >
          <InitialMark letter="G" color="#db4437" />
          {t('login.google')}
        </button>
      )}
    </div>
  );
}
