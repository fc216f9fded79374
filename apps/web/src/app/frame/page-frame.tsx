import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { RouteEntry } from '../route-table';
import { Footer } from './footer';
import { Header } from './header';
import { useBackSwipe } from './use-back-swipe';

/** The page chrome of SPEC §2, read from the matched route's table entry. */
export function PageFrame({ fallback }: { fallback: RouteEntry }) {
  const matches = useMatches();
  const entry = (matches.at(-1)?.handle as RouteEntry | undefined) ?? fallback;
  const location = useLocation();
  const swiped = useBackSwipe();
  const animate = useRef(false);

  // Fade every page change (not the first paint), except right after a back swipe.
  const previousKey = useRef(location.key);
  if (previousKey.current !== location.key) {
    animate.current = !swiped.current;
    swiped.current = false;
    previousKey.current = location.key;
  }

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className={`app-shell${entry.footer ? ' has-footer' : ''}`}>
      {entry.header !== 'none' && <Header entry={entry} />}
      <main
        key={location.key}
        className={`page${animate.current ? ' page-fade' : ''}`}
        data-route={entry.path}
      >
        <Outlet />
      </main>
      {entry.footer && <Footer />}
    </div>
  );
}
