import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/shared/feedback';
import { LOGIN_PATH } from '@/shared/paths';
import { useSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';
import { BriefcaseIcon } from '../components/auth-icons';
import { AuthLayout } from '../components/auth-layout';
import { ServiceLink } from '../components/service-link';
import { SocialButtons } from '../components/social-buttons';
import { AGENT_LOGIN_PATH } from '../constants';
import { LoginForm } from './login-form';
import { TrialButton } from './trial-button';
import { useLoginForm, type LoginEntry } from './use-login-form';

/** The free trial's start page (SPEC §2 /m/trail). */
const TRAIL_PATH = '/m/trail';

/**
 * /m/login (SPEC §2 "Login") and, with ?entry=agent, the agent login (SPEC §6): each offers the
 * other. The agent login has no free trial or social buttons: those make players.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const entry: LoginEntry = params.get('entry') === 'agent' ? 'agent' : 'member';
  // A switch between the two starts a fresh form (its errors were the other login's).
  return <LoginScreen key={entry} entry={entry} />;
}

function LoginScreen({ entry }: { entry: LoginEntry }) {
  const { t } = useTranslation('auth');
  const hasSmsLogin = useSite().flags.MOBILEVERCODELOGIN3 === true;
  const state = useLoginForm(entry);
  const token = useSession()?.token;
  const isAgentLogin = entry === 'agent';

  // SPEC §2: a token in the auth state closes any loading toast.
  useEffect(() => {
    if (token) toast.clear();
  }, [token]);

  return (
    <AuthLayout title={t(isAgentLogin ? 'login.agent_title' : 'login.title')}>
      {isAgentLogin && <p className="auth-intro">{t('login.agent_intro')}</p>}
      <LoginForm state={state} hasSmsLogin={hasSmsLogin} />
      <div className="auth-extras">
        <Link
          to={isAgentLogin ? LOGIN_PATH : AGENT_LOGIN_PATH}
          replace
          className="auth-secondary auth-entry-switch"
        >
          <BriefcaseIcon />
          {t(isAgentLogin ? 'login.member_login' : 'login.agent_login')}
        </Link>
        {!isAgentLogin && <TrialButton />}
        <ServiceLink className="auth-secondary" />
        {!isAgentLogin && (
          <Link to={TRAIL_PATH} className="auth-inline-link">
            {t('trail.what')}
          </Link>
        )}
      </div>
      {!isAgentLogin && state.tab === 'username' && <SocialButtons />}
    </AuthLayout>
  );
}
