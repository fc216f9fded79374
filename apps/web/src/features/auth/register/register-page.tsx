import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RegisterMethod } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { QueryStatus } from '../components/query-status';
import { ServiceLink } from '../components/service-link';
import { SocialButtons } from '../components/social-buttons';
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
  const [method, setMethod] = useState<RegisterMethod>(
    byMobile && !byUsername ? 'mobileNum' : 'username',
  );
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
    body = <MethodForm key={method} method={method} rules={settings.data.register} />;
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

function MethodForm({ method, rules }: { method: RegisterMethod; rules: Rules }) {
  const { flags } = useSite();
  const [params] = useSearchParams();
  const [link] = useState(() => affiliateFromUrl(params));
  const state = useRegisterForm({
    method,
    rules,
    link,
    options: {
      smsVerify: flags.REGMOBVERF3 === true,
      mobilePassword: flags.MOBILENUMPASSREG3 === true,
      captcha: flags.CAPTCHA3 === true,
    },
  });
  return <RegisterForm state={state} />;
}
