import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { loadOwnNamespaces, loadPageNamespaces } from '../shared/i18n';
import { PageFrame } from './frame/page-frame';
import { RoutePage } from './frame/route-page';
import { isExactRoute, routeEntryOf } from './route-lookup';
import { NOT_FOUND, ROUTES, type RouteEntry } from './route-table';

/**
 * A lazy page's chunk and the translations only pages use (not in the first load) come together.
 * One wrapper per loader: LazyPage caches pages by their loader.
 */
const withTranslations = new Map<RouteEntry['load'], RouteEntry['load']>();
function withPageNamespaces(entry: RouteEntry): RouteEntry {
  let load = withTranslations.get(entry.load);
  if (!load) {
    const loadPage = entry.load;
    const { namespaces } = entry;
    const translations = namespaces
      ? () => loadOwnNamespaces(namespaces)
      : () => loadPageNamespaces();
    load = () => Promise.all([loadPage(), translations()]).then(([page]) => page);
    withTranslations.set(loadPage, load);
  }
  return { ...entry, load };
}

/** A page's route, keyed so two routes sharing a page module never share its state. */
const pageRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  element: <RoutePage key={entry.path} entry={withPageNamespaces(entry)} />,
});

/** Pages inside the frame. */
const inFrame = (pages: RouteObject[]): RouteObject[] => [
  { element: <PageFrame />, children: pages },
];

/**
 * Every page inside the frame. Declarative routes (BrowserRouter, or MemoryRouter in tests), not
 * a data router: the site has no loaders or actions, and React Router's data router is a fifth of
 * the first load's JavaScript (16 kB gzip).
 */
const APP_ROUTES = inFrame([
  ...ROUTES.map(pageRoute),
  { path: '*', element: <RoutePage entry={NOT_FOUND} /> },
]);

/**
 * The pages. An address written exactly as a route (nearly all) gives React Router a table of
 * that route alone: matching the whole table flattens and ranks its seventy routes on every
 * render. Any other address (parameters, another case, an unknown page) is matched against all.
 * The frame and each page are the same elements either way (same positions, same keys).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useMemo(
    () => (isExactRoute(pathname) ? inFrame([pageRoute(routeEntryOf(pathname))]) : APP_ROUTES),
    [pathname],
  );
  return useRoutes(routes);
}
