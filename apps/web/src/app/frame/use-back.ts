import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@/shared/paths';
import type { RouteEntry } from '../route-table';

/** React Router keeps the history index in history.state.idx; 0 means nothing to go back to. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** SPEC §2 back rules: some pages always go home; others one page back, home when none. */
export function useBack(entry: Pick<RouteEntry, 'back'>) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (entry.back === 'home' || !hasHistory()) void navigate(HOME_PATH);
    else void navigate(-1);
  }, [entry.back, navigate]);
}
