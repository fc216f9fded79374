import { isTrialType } from '@app/contracts/zod-free';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session';
import { useRouteEntry } from './use-route-entry';
import { BreakBanner } from './break-banner';
import { Footer } from './footer';
import { Header } from './header';
import { useBackSwipe } from './use-back-swipe';
import { useDocumentTitle } from './use-document-title';
import { useSessionExpiry } from './use-session-expiry';

/** The reality check's reminder (responsible gaming): its own chunk, for real members only. */
const RealityCheck = lazy(() =>
  import('../pages/responsible-gaming-pages').then((m) => ({ default: m.RealityCheckReminder })),
);

/** The page chrome of SPEC §2, read from the matched route's table entry. */
export function PageFrame() {
  const entry = useRouteEntry();
  const location = useLocation();
  const swipedRef = useBackSwipe();
  const mainRef = useRef<HTMLElement>(null);
  const firstPaintRef = useRef(true);
  const session = useSession();
  useSessionExpiry();
  useDocumentTitle(entry);

  // Fade every page change (not the first paint), except right after a back swipe. The class is
  // set before the browser paints the new page, so there is no flash.
  useLayoutEffect(() => {
    if (firstPaintRef.current) {
      firstPaintRef.current = false;
      return;
    }
    if (swipedRef.current) swipedRef.current = false;
    else mainRef.current?.classList.add('page-fade');
  }, [location.key, swipedRef]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className={`app-shell${entry.footer ? ' has-footer' : ''}`}>
      {entry.header !== 'none' && <Header entry={entry} />}
      {session && !isTrialType(session.type) && <BreakBanner />}
      <main ref={mainRef} key={location.key} className="page" data-route={entry.path}>
        <Outlet />
      </main>
      {entry.footer && <Footer />}
      {session && !isTrialType(session.type) && (
        <Suspense fallback={null}>
          <RealityCheck key={session.token} />
        </Suspense>
      )}
    </div>
  );
}
