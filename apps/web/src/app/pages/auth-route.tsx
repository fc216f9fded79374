import { useEffect, type ReactNode } from 'react';
import { SiteReady } from '@/shared/site/site-ready';
import { whenIdle } from '@/shared/when-idle';

/** The three auth screens' chunks: each screen loads its own, and the others when idle. */
const AUTH_CHUNKS = {
  login: () => import('./login-route'),
  register: () => import('./register-route'),
  forget: () => import('./forget-route'),
};

/**
 * A lazy auth route (/m/login, /m/register and its aliases, /m/forget). Their tabs and fields come
 * from the white-label flags: they wait for them rather than flash a wrong form. Each screen is a
 * chunk of its own, so a phone's first page evaluates only its form's code; the other two are
 * fetched once the browser is idle, and a tap on 'register' or 'forgot' finds them there.
 */
export function AuthRoute({
  page,
  children,
}: {
  page: keyof typeof AUTH_CHUNKS;
  children: ReactNode;
}) {
  useEffect(
    () =>
      whenIdle(() => {
        for (const [name, load] of Object.entries(AUTH_CHUNKS)) {
          // A prefetch that fails (offline, or a test's page already gone) is no error: the tap
          // that opens the screen loads its chunk again.
          if (name !== page) void load().catch(() => undefined);
        }
      }, 5000),
    [page],
  );
  return <SiteReady>{children}</SiteReady>;
}
