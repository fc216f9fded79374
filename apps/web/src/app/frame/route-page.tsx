import { isTrialType } from '@app/contracts/zod-free';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FREE_REJECT_TOAST_MS, showAccountNotice } from '@/features/account';
import { useSettings } from '@/shared/site/get-settings';
import { HOME_PATH, LOGIN_PATH } from '@/shared/paths';

/** SPEC §6 agent login: the login screen in its agent mode. */
const AGENT_LOGIN_PATH = `${LOGIN_PATH}?entry=agent`;
import { isAgent, useSession } from '@/shared/session';
import { LazyPage } from '../lazy-page';
import type { RouteEntry } from '../route-table';

/** SPEC §4/§6: a free-trial account on a members-only page hears free_reject (2 s) and goes home. */
function TrialRefused() {
  const { t } = useTranslation('account');
  useEffect(() => {
    void showAccountNotice(t('free_reject'), FREE_REJECT_TOAST_MS);
  }, [t]);
  return <Navigate to={HOME_PATH} replace />;
}

/** Applies the route's guard and setting gate, then renders its page. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  const location = useLocation();
  const settings = useSettings();
  // Guest pages look at the session they were opened with: signing in on the login page itself
  // must leave the page's own way out (back to where the guest came from) alone.
  const [openedWith] = useState(session);

  // An agent's page sends a guest to the agent login (SPEC §6), which brings them back to it.
  const toLogin = (
    <Navigate
      to={entry.guard === 'agent' ? AGENT_LOGIN_PATH : LOGIN_PATH}
      replace
      state={{ from: location.pathname + location.search }}
    />
  );
  const toHome = <Navigate to={HOME_PATH} replace />;

  if (entry.guard === 'guest' && openedWith && !isTrialType(openedWith.type)) return toHome;
  if (entry.guard === 'login' && !session) return toLogin;
  if (entry.guard === 'session' && !session) return toHome;
  const membersOnly = entry.guard === 'login' || entry.guard === 'session';
  if (membersOnly && session && isTrialType(session.type) && !entry.trialAllowed) {
    return <TrialRefused />;
  }
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
