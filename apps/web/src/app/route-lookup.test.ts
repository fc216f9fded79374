import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isExactRoute, routeEntryOf } from './route-lookup';
import { NOT_FOUND, ROUTES } from './route-table';

/** React Router's own answer over the whole table: what the lookup must always agree with. */
const matched = (pathname: string) =>
  matchRoutes(
    [...ROUTES, NOT_FOUND].map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.at(-1)?.route.entry ?? NOT_FOUND;

describe('routeEntryOf', () => {
  it('finds every route written as its path, as React Router matches it', () => {
    const exact = ROUTES.filter((route) => isExactRoute(route.path));
    // All but the parameter routes and the two spellings of one path ('/m', '/m/').
    expect(exact.length).toBeGreaterThan(ROUTES.length - 5);
    for (const entry of ROUTES) {
      expect(routeEntryOf(entry.path), entry.path).toBe(matched(entry.path));
    }
  });

  it.each(['/m/lottery/bet/TCG_LOTTO_VN', '/m/LOTTERY', '/m/lottery/', '/m/nowhere', '/', ''])(
    'matches %j as React Router does (parameters, case, a trailing slash, unknown)',
    (path) => {
      expect(routeEntryOf(path)).toBe(matched(path));
    },
  );

  it('takes a lottery game page by its pattern and an unknown address as not found', () => {
    expect(isExactRoute('/m/lottery/bet/TCG_LOTTO_VN')).toBe(false);
    expect(routeEntryOf('/m/lottery/bet/TCG_LOTTO_VN').path).toBe('/m/lottery/bet/:gameCode');
    expect(routeEntryOf('/m/nowhere')).toBe(NOT_FOUND);
  });
});
