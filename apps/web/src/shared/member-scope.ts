import type { QueryClient } from '@tanstack/react-query';
import { clearMemberData } from './query-keys';
import { sessionStore } from './session';

/**
 * Clears the member scope whenever the session's token changes: sign-out, an answer that ends
 * the session, another member signing in (here or in another tab). The one place that does it;
 * the app provider starts it. Returns the function that stops watching.
 */
export function watchMemberScope(queryClient: QueryClient): () => void {
  let token = sessionStore.get()?.token;
  return sessionStore.subscribe(() => {
    const next = sessionStore.get()?.token;
    if (next !== token) clearMemberData(queryClient);
    token = next;
  });
}
