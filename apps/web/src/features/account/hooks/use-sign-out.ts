import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../shared/session';
import { STORAGE_KEYS, storage } from '../../../shared/storage';
import { memberInfoQueryOptions } from '../api/get-member-info';
import { LOGOUT_MUTATION_KEY, logout } from '../api/logout';
import { HOME_PATH } from '../../../shared/paths';
import { LOGOUT_LOADING_MS } from '../constants';
import { loadFeedback } from '../ui';

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
 * paths drop the token and the member's info. The settings page also drops the trial user and all
 * session storage and sets autoLogin '0'; the header's sign-out only clears the auto-login flags
 * and the cached bank list (session storage such as NOTICE_POP stays).
 */
function forgetMember(from: SignOutFrom, queryClient: QueryClient) {
  sessionStore.clear();
  queryClient.removeQueries({ queryKey: memberInfoQueryOptions().queryKey });
  if (from === 'settings') {
    storage.remove(STORAGE_KEYS.trialName, 'session');
    clearSessionStorage();
    storage.set(STORAGE_KEYS.autoLogin, '0');
  } else {
    storage.remove(STORAGE_KEYS.autoLogin);
    // Cached wallet data (balance, bank list) belongs to the member who left.
    queryClient.removeQueries({ queryKey: ['wallet'] });
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
    const feedback = await loadFeedback();
    feedback.loading(t('please_wait'), LOGOUT_LOADING_MS);
    await mutateAsync().catch(() => undefined);
    forgetMember(from, queryClient);
    feedback.clear();
    await navigate(HOME_PATH, { replace: true });
  }, [from, mutateAsync, navigate, queryClient, t]);

  /** The header's menu asks first (SPEC §4 "Header logout: confirm, …"). */
  const confirmSignOut = useCallback(async () => {
    const feedback = await loadFeedback();
    const confirmed = await feedback.confirm({
      title: t('sign_out.title'),
      content: t('sign_out.confirm'),
      confirmText: t('sign_out.ok'),
      cancelText: t('sign_out.cancel'),
    });
    if (confirmed) await signOut();
  }, [signOut, t]);

  return { signOut, confirmSignOut, isSigningOut: isPending };
}
