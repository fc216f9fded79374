import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { routeEntryOf } from '../route-lookup';
import type { RouteEntry } from '../route-table';

/** The route table's entry of the current address (the not-found entry when none matches). */
export function useRouteEntry(): RouteEntry {
  const { pathname } = useLocation();
  return useMemo(() => routeEntryOf(pathname), [pathname]);
}
