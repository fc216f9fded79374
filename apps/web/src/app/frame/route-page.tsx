import { DotLoading } from 'antd-mobile';
import { Navigate, useLocation } from 'react-router';
import { useSettings } from '../../features/system';
import { isAgent, useSession } from '../../shared/session';
import { LazyPage } from '../lazy-page';
import { HOME_PATH, LOGIN_PATH, type RouteEntry } from '../route-table';

/** Applies the route's guard and setting gate, then renders its page. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  const location = useLocation();
  const settings = useSettings();

  const toLogin = (
    <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />
  );
  const toHome = <Navigate to={HOME_PATH} replace />;

  if (entry.guard === 'login' && !session) return toLogin;
  if (entry.guard === 'session' && !session) return toHome;
  if (entry.guard === 'agent') {
    if (!session) return toLogin;
    if (!isAgent(session)) return toHome;
  }
  if (entry.setting) {
    if (settings.isPending) return <DotLoading />;
    if (settings.data?.[entry.setting] !== true) return toHome;
  }
  const Page = entry.component;
  return Page ? <Page /> : <LazyPage load={entry.load} />;
}
