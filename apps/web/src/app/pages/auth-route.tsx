import type { ReactNode } from 'react';
import { SiteReady } from '@/shared/site/site-ready';

/**
 * A lazy auth route (/m/login, /m/register and its aliases, /m/forget). Their tabs and fields come
 * from the white-label flags: they wait for them rather than flash a wrong form. Each screen is a
 * chunk of its own, so a phone's first page evaluates only its form's code. The other two are not
 * evaluated ahead of a tap: on a low-end phone that cost a long task right after the login page
 * painted (issue 32); the service worker's precache already holds their files.
 */
export function AuthRoute({ children }: { children: ReactNode }) {
  return <SiteReady>{children}</SiteReady>;
}
