import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session';
import { AuthLayout } from '../components/auth-layout';
import { ServiceLink } from '../components/service-link';
import { SocialButtons } from '../components/social-buttons';
import { useAuthFlag } from '../site-context';
import { LoginForm } from './login-form';
import { TrialButton } from './trial-button';
import { useLoginForm } from './use-login-form';
import { toast } from '../toasts';

/** /m/login (SPEC §2 "Login"). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const smsLogin = useAuthFlag('MOBILEVERCODELOGIN3');
  const state = useLoginForm();
  const token = useSession()?.token;

  // SPEC §2: a token in the auth state closes any loading toast.
  useEffect(() => {
    if (token) toast.clear();
  }, [token]);

  return (
    <AuthLayout title={t('login.title')}>
      <LoginForm state={state} smsLogin={smsLogin} />
      <div className="auth-extras">
        <TrialButton />
        <ServiceLink className="auth-secondary" />
      </div>
      {state.tab === 'username' && <SocialButtons />}
    </AuthLayout>
  );
}
