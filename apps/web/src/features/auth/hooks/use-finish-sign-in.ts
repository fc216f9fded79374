import type { LoginResult } from '@app/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionStore, type StoredSession } from '@/shared/session';
import { HOME_PATH, LOGIN_PATH } from '@/shared/paths';
import { FORGET_PATH, REGISTER_PATH } from '../constants';
import { toast } from '@/shared/feedback';

/** SPEC §3 stored session: token, merchantCode, userName, type (from customerType), firstTimeLogin. */
export const sessionFromLogin = (result: LoginResult): StoredSession => ({
  token: result.token,
  merchantCode: result.merchantCode,
  userName: result.userName,
  type: result.customerType,
  firstTimeLogin: result.firstTimeLogin,
});

const AUTH_PATHS = [LOGIN_PATH, REGISTER_PATH, FORGET_PATH];

/** The page a guest was sent from (route guards put it in location.state.from), else home. */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME_PATH;
  return AUTH_PATHS.some((path) => from.startsWith(path)) ? HOME_PATH : from;
}

/** Stores the session of a successful login or registration and leaves the auth screen. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  return useCallback(
    (result: LoginResult, to?: string) => {
      sessionStore.set(sessionFromLogin(result));
      toast.clear(); // SPEC §2: a token in the auth state closes any loading toast
      void navigate(to ?? returnPath(state), { replace: true });
    },
    [navigate, state],
  );
}
