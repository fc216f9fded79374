import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadPageNamespaces } from '../shared/i18n';
import { PageFrame } from './frame/page-frame';
import { RoutePage } from './frame/route-page';
import { NotFoundPage } from './pages/not-found-page';
import { ROUTES, type RouteEntry } from './route-table';

/** Unknown paths: back header to home, no footer. */
const NOT_FOUND: RouteEntry = {
  path: '*',
  name: 'notFound',
  load: () => Promise.resolve({ default: NotFoundPage }),
  component: NotFoundPage,
  guard: 'public',
  header: 'back',
  back: 'home',
  footer: false,
};

/**
 * A lazy page's chunk and the translations only pages use (not in the first load) come together.
 * One wrapper per loader: LazyPage caches pages by their loader.
 */
const withTranslations = new Map<RouteEntry['load'], RouteEntry['load']>();
function withPageNamespaces(entry: RouteEntry): RouteEntry {
  let load = withTranslations.get(entry.load);
  if (!load) {
    const loadPage = entry.load;
    load = () => Promise.all([loadPage(), loadPageNamespaces()]).then(([page]) => page);
    withTranslations.set(loadPage, load);
  }
  return { ...entry, load };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <PageFrame fallback={NOT_FOUND} />,
      children: [
        ...ROUTES.map((entry) => ({
          path: entry.path,
          handle: entry,
          // Keyed so two routes sharing a page module never share its state.
          element: <RoutePage key={entry.path} entry={withPageNamespaces(entry)} />,
        })),
        { path: '*', handle: NOT_FOUND, element: <RoutePage entry={NOT_FOUND} /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
