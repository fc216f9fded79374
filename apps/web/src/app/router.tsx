import { createBrowserRouter, type RouteObject } from 'react-router';
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

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <PageFrame fallback={NOT_FOUND} />,
      children: [
        ...ROUTES.map((entry) => ({
          path: entry.path,
          handle: entry,
          // Keyed so two routes sharing a page module never share its state.
          element: <RoutePage key={entry.path} entry={entry} />,
        })),
        { path: '*', handle: NOT_FOUND, element: <RoutePage entry={NOT_FOUND} /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
