import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import {
  AuthSiteProvider,
  ForgetPage,
  LoginPage,
  RegisterPage,
  type AuthSite,
} from '../../features/auth';
import { useSettings, useWhitelabel } from '../../features/system';

/** Hands the auth screens the site's flags and settings (features do not import each other). */
function WithSite({ children }: { children: ReactNode }) {
  const whitelabel = useWhitelabel();
  const { data: settings } = useSettings();
  // Tabs and fields depend on the flags: wait for them rather than flash a wrong form.
  if (whitelabel.isPending) {
    return (
      <div className="page-status" role="status">
        <DotLoading color="currentColor" />
      </div>
    );
  }
  const flags = whitelabel.data ?? {};
  const site: AuthSite = {
    flags,
    merchantName: settings?.merchantName ?? '',
    customerServiceUrl: settings?.customerService[0]?.url,
    trialAvailable: flags.FREEPLAY3 === true && Boolean(settings?.trialMerchantCode),
  };
  return <AuthSiteProvider site={site}>{children}</AuthSiteProvider>;
}

/** Lazy route modules of /m/login, /m/register (and its aliases) and /m/forget. */
export const LoginRoute = () => (
  <WithSite>
    <LoginPage />
  </WithSite>
);
export const RegisterRoute = () => (
  <WithSite>
    <RegisterPage />
  </WithSite>
);
export const ForgetRoute = () => (
  <WithSite>
    <ForgetPage />
  </WithSite>
);
