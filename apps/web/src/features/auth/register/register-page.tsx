import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { RegisterMethod } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { QueryStatus } from '../components/query-status';
import { ServiceLink } from '../components/service-link';
import { SocialButtons } from '../components/social-buttons';
import { firebaseLinkFrom, providerName, type FirebaseLink } from '../firebase/firebase-link';
import { LOGIN_PATH } from '@/shared/paths';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { useSite } from '@/shared/site/use-site';
import { affiliateFromUrl } from './affiliate';
import { LinkNotice } from './link-notice';
import { RegisterBanners } from './register-banners';
import { RegisterForm } from './register-form';
import { useRegisterForm } from './use-register-form';
import { AuthTabs } from '../components/auth-tabs';

/**
 * /m/register (SPEC §2 "Registration"): username and mobile tabs when both are on, else the one
 * that is (mobile only when username is off), below the registration banners (types B, group
 * m_reg).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { flags } = useSite();
  const byUsername = flags.USERNAMEREG3 === true;
  const byMobile = flags.MOBILENUMREG3 === true;
  // A Google / Facebook sign-in with no account yet: its token links the registration (the
  // username form when the site has one, else the mobile one).
  const signedIn = firebaseLinkFrom(useLocation().state);
  const [method, setMethod] = useState<RegisterMethod>(
    byMobile && !byUsername ? 'mobileNum' : 'username',
  );
  // A sign-in made on this page (its social buttons) brings the username form forward.
  const [shownToken, setShownToken] = useState(signedIn?.idToken);
  if (signedIn && signedIn.idToken !== shownToken) {
    setShownToken(signedIn.idToken);
    if (byUsername) setMethod('username');
  }
  const firebase = signedIn;
  const settings = useRegisterSettings();
  const [params] = useSearchParams();
  const [link] = useState(() => affiliateFromUrl(params));

  let body;
  if (!byUsername && !byMobile) {
    body = (
      <div className="auth-notice" role="status">
        <p>{t('register.closed')}</p>
        <ServiceLink className="auth-secondary" />
      </div>
    );
  } else if (settings.isPending || settings.isError) {
    body = <QueryStatus query={settings} failedText={t('register.rules_failed')} />;
  } else {
    body = (
      <>
        {firebase && (
          <p className="auth-intro" role="note">
            {t('register.firebase_link', { provider: providerName(firebase.provider) })}
          </p>
        )}
        <MethodForm
          key={`${method} ${firebase?.idToken ?? ''}`}
          method={method}
          rules={settings.data.register}
          firebase={firebase}
        />
      </>
    );
  }

  return (
    <AuthLayout title={t('register.title')}>
      <RegisterBanners />
      <LinkNotice link={link} />
      {byUsername && byMobile && (
        <AuthTabs
          selected={method}
          onSelect={setMethod}
          label={t('register.tabs_label')}
          tabs={[
            { key: 'username', label: t('register.tab_username') },
            { key: 'mobileNum', label: t('register.tab_mobile') },
          ]}
        />
      )}
      {body}
      <p className="auth-switch">
        {t('register.have_account')} <Link to={LOGIN_PATH}>{t('register.login')}</Link>
      </p>
      <SocialButtons />
    </AuthLayout>
  );
}

type Rules = Parameters<typeof useRegisterForm>[0]['rules'];

type MethodFormProps = { method: RegisterMethod; rules: Rules; firebase?: FirebaseLink };

function MethodForm({ method, rules, firebase }: MethodFormProps) {
  const { flags } = useSite();
  const [params] = useSearchParams();
  const [link] = useState(() => affiliateFromUrl(params));
  const state = useRegisterForm({
    method,
    rules,
    link,
    firebase,
    options: {
      smsVerify: flags.REGMOBVERF3 === true,
      mobilePassword: flags.MOBILENUMPASSREG3 === true,
      captcha: flags.CAPTCHA3 === true,
    },
  });
  return <RegisterForm state={state} />;
}
