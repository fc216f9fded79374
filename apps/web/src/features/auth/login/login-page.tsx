import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/shared/feedback';
import { useSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';
import { AuthLayout } from '../components/auth-layout';
import { ServiceLink } from '../components/service-link';
import { SocialButtons } from '../components/social-buttons';
import { LoginForm } from './login-form';
import { TrialButton } from './trial-button';

/** The free trial's start page (SPEC §2 /m/trail). */
const TRAIL_PATH = '/m/trail';
import { useLoginForm } from './use-login-form';

/** /m/login (SPEC §2 "Login"). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const hasSmsLogin = useSite().flags.MOBILEVERCODELOGIN3 === true;
  const state = useLoginForm();
  const token = useSession()?.token;

  // SPEC §2: a token in the auth state closes any loading toast.
  useEffect(() => {
    if (token) toast.clear();
  }, [token]);

  return (
    <AuthLayout title={t('login.title')}>
      <LoginForm state={state} hasSmsLogin={hasSmsLogin} />
      <div className="auth-extras">
        <TrialButton />
        <ServiceLink className="auth-secondary" />
        <Link to={TRAIL_PATH} className="auth-inline-link">
          {t('trail.what')}
        </Link>
      </div>
      {state.tab === 'username' && <SocialButtons />}
    </AuthLayout>
  );
}
