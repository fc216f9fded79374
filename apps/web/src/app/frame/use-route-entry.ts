import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { NOT_FOUND, ROUTES, type RouteEntry } from '../route-table';

/** The table as matchRoutes reads it: React Router ranks the paths as it does when rendering. */
const MATCHABLE = [...ROUTES, NOT_FOUND].map((entry) => ({ path: entry.path, entry }));

/** The route table's entry of the current address (the not-found entry when none matches). */
export function useRouteEntry(): RouteEntry {
  const { pathname } = useLocation();
  return useMemo(
    () => matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.entry ?? NOT_FOUND,
    [pathname],
  );
}
