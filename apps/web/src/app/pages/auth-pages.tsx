import { ForgetPage, LoginPage, RegisterPage } from '@/features/auth';
import { SiteReady } from '@/shared/site/site-ready';

/**
 * Lazy route modules of /m/login, /m/register (and its aliases) and /m/forget. Their tabs and
 * fields come from the white-label flags: they wait for them rather than flash a wrong form.
 */
export const LoginRoute = () => (
  <SiteReady>
    <LoginPage />
  </SiteReady>
);
export const RegisterRoute = () => (
  <SiteReady>
    <RegisterPage />
  </SiteReady>
);
export const ForgetRoute = () => (
  <SiteReady>
    <ForgetPage />
  </SiteReady>
);
