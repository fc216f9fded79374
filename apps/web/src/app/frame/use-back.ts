import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LaunchedState } from '@/shared/games/launch';
import { HOME_PATH } from '@/shared/paths';
import type { RouteEntry } from '../route-table';

/** React Router keeps the history index in history.state.idx; 0 means nothing to go back to. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** A launched page's ?backUrl=, when it is a path of this site. */
function backUrlOf(search: string): string | undefined {
  const backUrl = new URLSearchParams(search).get('backUrl') ?? '';
  return /^\/(?!\/)/.test(backUrl) ? backUrl : undefined;
}

const isLaunched = (state: unknown): state is LaunchedState =>
  typeof state === 'object' && state !== null && 'backIsPrevious' in state;

/**
 * SPEC §2 back rules: some pages always go home; others one page back, home when none; a page a
 * launch opened goes where the launch came from (its backUrl): one step back when that is the
 * page before, else to it in place of this one (a launch through /m/launchGame, a link).
 */
export function useBack(entry: Pick<RouteEntry, 'back'>) {
  const navigate = useNavigate();
  const location = useLocation();
  const { search } = location;
  const state: unknown = location.state;
  return useCallback(() => {
    const backUrl = entry.back === 'launch' ? backUrlOf(search) : undefined;
    if (backUrl !== undefined && !(isLaunched(state) && hasHistory())) {
      void navigate(backUrl, { replace: true });
    } else if (entry.back === 'home' || !hasHistory()) void navigate(HOME_PATH);
    else void navigate(-1);
  }, [entry.back, navigate, search, state]);
}
