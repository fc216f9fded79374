import { matchRoutes } from 'react-router';
import { NOT_FOUND, ROUTES, type RouteEntry } from './route-table';

/** The table as matchRoutes reads it: React Router ranks the paths as it does when rendering. */
const MATCHABLE = [...ROUTES, NOT_FOUND].map((entry) => ({ path: entry.path, entry }));

/** A path as React Router compares it: any case, without a trailing slash. */
const comparable = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/**
 * The entries of paths without parameters, by path: nearly every address is one of them. Paths
 * React Router takes for the same ('/m' and '/m/') are left to its ranking.
 */
const spellings = new Map<string, number>();
for (const { path } of ROUTES)
  spellings.set(comparable(path), (spellings.get(comparable(path)) ?? 0) + 1);
const EXACT = new Map(
  ROUTES.filter(
    (entry) => !entry.path.includes(':') && spellings.get(comparable(entry.path)) === 1,
  ).map((entry) => [entry.path, entry]),
);

/**
 * The route table's entry of an address (the not-found entry when none matches). An address
 * written as its route is found at once; any other (a lottery game's page, another case, a
 * trailing slash, an unknown page) is matched as React Router matches it. Matching flattens and
 * ranks the whole table (about seventy routes): a few milliseconds on a slow phone, paid by
 * the frame and the router on every first render and navigation.
 */
export function routeEntryOf(pathname: string): RouteEntry {
  return EXACT.get(pathname) ?? matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.entry ?? NOT_FOUND;
}

/** Whether the address is written exactly as a route without parameters. */
export const isExactRoute = (pathname: string) => EXACT.has(pathname);
