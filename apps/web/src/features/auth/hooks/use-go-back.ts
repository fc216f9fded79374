import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '@/shared/paths';

/** One page back; the login page when this screen was opened directly (a link in an e-mail). */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const hasHistory =
      typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
    if (hasHistory) void navigate(-1);
    else void navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}
