import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGOUT_MUTATION_KEY, NOT_LOGGED_IN_TOAST_MS, showNotLoggedIn } from '@/features/account';
import { onApiError } from '@/shared/api-client';
import { sessionStore } from '@/shared/session';
import { LOGIN_PATH } from '@/shared/paths';

/**
 * When an answer ends the session (api-client clears it on 401 and the signed-out codes), SPEC §8
 * asks for login: in_logged_login for 2 s, then /m/login. A sign-out the member asked for is not
 * such a case. The member's cached data goes with the session (shared/member-scope.ts).
 */
export function useSessionExpiry() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let previous = sessionStore.get();
    // True only between the api-client clearing the session and its error listeners running,
    // which happen in one synchronous step: it marks the error that ended the session.
    let endedByAnswer = false;
    const stopWatching = sessionStore.subscribe(() => {
      const next = sessionStore.get();
      if (previous && !next) {
        endedByAnswer = true;
        queueMicrotask(() => (endedByAnswer = false));
      }
      previous = next;
    });
    const stopListening = onApiError(() => {
      if (!endedByAnswer) return;
      endedByAnswer = false;
      if (queryClient.isMutating({ mutationKey: LOGOUT_MUTATION_KEY }) > 0) return;
      void showNotLoggedIn(t('in_logged_login'), NOT_LOGGED_IN_TOAST_MS);
      // After the route guards have reacted to the missing session, so login is where we land.
      setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), 0);
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [navigate, queryClient, t]);
}
