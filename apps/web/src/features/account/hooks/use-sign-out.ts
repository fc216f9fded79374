import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '@/shared/session';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import { dialog, toast } from '@/shared/feedback';
import { HOME_PATH } from '@/shared/paths';
import { clearMemberData } from '@/shared/query-keys';
import { LOGOUT_MUTATION_KEY, logout } from '../api/logout';
import { LOGOUT_LOADING_MS } from '../constants';

/** Where the sign-out starts: SPEC §4 clears slightly different things for each. */
export type SignOutFrom = 'settings' | 'header';

function clearSessionStorage() {
  try {
    window.sessionStorage.clear();
  } catch {
    // storage blocked: nothing was kept there either
  }
}

/**
 * SPEC §4 "Sign-out": what goes once the server has been told (or could not be reached). Both
 * paths drop the token and all of the member's cached data (the whole member scope: info,
 * balance, bank list…). The settings page also drops the trial user and all session storage and
 * sets autoLogin '0'; the header's sign-out only clears the auto-login flags (session storage
 * such as NOTICE_POP stays).
 */
function forgetMember(from: SignOutFrom, queryClient: QueryClient) {
  sessionStore.clear();
  // Also done by the app's watch on the session; said here so sign-out never depends on it.
  clearMemberData(queryClient);
  if (from === 'settings') {
    storage.remove(STORAGE_KEYS.trialName, 'session');
    clearSessionStorage();
    storage.set(STORAGE_KEYS.autoLogin, '0');
  } else {
    storage.remove(STORAGE_KEYS.autoLogin);
  }
}

/**
 * Signs out: 'please wait' (up to 9999 ms), DELETE /wps/session/logout with the token, then the
 * member's data is cleared and the app goes to /m/home. A failed call still signs out here: the
 * member asked to leave, and the token is dropped either way.
 */
export function useSignOut(from: SignOutFrom) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useMutation({
    mutationKey: LOGOUT_MUTATION_KEY,
    mutationFn: logout,
  });

  const signOut = useCallback(async () => {
    toast.loading(t('please_wait'), LOGOUT_LOADING_MS);
    await mutateAsync().catch(() => undefined);
    forgetMember(from, queryClient);
    toast.clear();
    await navigate(HOME_PATH, { replace: true });
  }, [from, mutateAsync, navigate, queryClient, t]);

  /** The header's menu asks first (SPEC §4 "Header logout: confirm, …"). */
  const confirmSignOut = useCallback(async () => {
    const confirmed = await dialog.confirm({
      title: t('sign_out.title'),
      content: t('sign_out.confirm'),
      confirmText: t('sign_out.ok'),
      cancelText: t('sign_out.cancel'),
    });
    if (confirmed) await signOut();
  }, [signOut, t]);

  return { signOut, confirmSignOut, isSigningOut: isPending };
}
