import { useChatUnread } from '../chat-unread';
import { useSession } from '../session';

type Props = { label: (count: number) => string };

/**
 * The live-chat entries' red dot (and its words for a screen reader) while staff messages wait
 * unseen. Nothing for a visitor: the count is asked only under a session.
 */
export function ChatDot({ label }: Props) {
  const signedIn = useSession() !== undefined;
  return signedIn ? <MemberChatDot label={label} /> : null;
}

function MemberChatDot({ label }: Props) {
  const unread = useChatUnread();
  if (unread === 0) return null;
  return (
    <>
      <span className="unread-dot" data-testid="chat-dot" />
      <span className="visually-hidden">{label(unread)}</span>
    </>
  );
}
