import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AGENT_LINKS } from '../constants';

/** React Router keeps the history index in history.state.idx; 0 means nothing to go back to. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** The agent home's way back (SPEC §2 frame: one page back, home when there is none). */
export function useBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasHistory()) void navigate(-1);
    else void navigate(AGENT_LINKS.home);
  }, [navigate]);
}
