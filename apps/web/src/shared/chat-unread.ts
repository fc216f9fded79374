import { guard, isTrialType } from '@app/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';
import { useSettings } from './site/get-settings';

/** The in-app live chat's page (issue 31): a LIVECHAT customer-service link to it opens the thread. */
export const CHAT_PATH = '/m/chat';
/**
 * GET /wps/relay/CBS_chatUnread (contracts chat.ts chatUnreadRelay), kept zod-free here: home's
 * side buttons are part of the first load. A test keeps it equal to the contract's path.
 */
export const CHAT_UNREAD_PATH = '/wps/relay/CBS_chatUnread';
/** How often the dot asks at most (only while the page is visible). */
export const CHAT_UNREAD_POLL_MS = 30_000;

/** Key of the chat's unread count; the thread's own queries sit beside it under member('chat'). */
export const chatUnreadKey = queryKeys.member('chat', 'unread');

/** Whether the site's live chat is the in-app one (its LIVECHAT link goes to /m/chat). */
export function useInAppChat(): boolean {
  const { data: settings } = useSettings();
  return (
    settings?.customerService.some((link) => link.name === 'LIVECHAT' && link.url === CHAT_PATH) ??
    false
  );
}

/**
 * Staff messages the signed-in member has not seen: the live-chat entries' red dot. Asked every
 * 30 s while the page is visible (TanStack stops the interval while hidden), again when the tab
 * comes back; 0 for a free-trial account (its chat answers free_reject) and when the site's chat
 * is not the in-app one.
 *
 * Mount it only while a member is signed in (ChatDot below): even a disabled query is an entry of
 * the member scope, which sign-out must leave empty.
 */
export function useChatUnread(): number {
  const session = useSession();
  const signedIn = session !== undefined && !isTrialType(session.type);
  const inApp = useInAppChat();
  const enabled = signedIn && inApp;
  const { data } = useQuery({
    queryKey: chatUnreadKey,
    queryFn: ({ signal }) => api.get(CHAT_UNREAD_PATH, guard.integer, { signal }),
    enabled,
    staleTime: CHAT_UNREAD_POLL_MS,
    refetchInterval: CHAT_UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return enabled ? (data ?? 0) : 0;
}
