import { isTrialType, UNREAD_COUNT_PATH, UnreadCount } from '@app/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';
import { useFlag } from './site/get-whitelabel';

/** The inbox's white-label module: off, there are no messages and no badges. */
export const INBOX_MODULE = 'INBOX3';

/** Key of the unread count; the inbox's own queries sit beside it under member('inbox'). */
export const unreadCountKey = queryKeys.member('inbox', 'unread');

/**
 * How many of the signed-in member's messages are unopened (CSP_unreadCount): the badges of the
 * footer and the menu. Asked once a minute at most, again when the phone comes back to the tab,
 * and at once whenever a message is opened (the inbox invalidates it); 0 for a guest, while it
 * loads, when it fails, for a free-trial account and when the merchant has no inbox.
 *
 * Mount it only while a member is signed in (the badges below are rendered for members only):
 * even a disabled query is an entry of the member scope, which sign-out must leave empty.
 */
export function useUnreadCount(): number {
  const session = useSession();
  // A free-trial account has no inbox (its routes answer free_reject).
  const signedIn = session !== undefined && !isTrialType(session.type);
  const inbox = useFlag(INBOX_MODULE);
  const { data } = useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => api.get(UNREAD_COUNT_PATH, UnreadCount, { signal }),
    enabled: signedIn && inbox,
    staleTime: 60_000,
  });
  return signedIn && inbox ? (data ?? 0) : 0;
}
