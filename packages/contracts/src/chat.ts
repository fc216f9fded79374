import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { IdempotencyKey } from './inhouse.js';
import { OperatorMerchantParams } from './operator.js';
import { memberRelays } from './relay.js';
import { CONTROL_CHARS_CODE } from './text.js';
import { Instant } from './units.js';

/**
 * Live chat (SPEC §7 CBS_launchChat; §2 side buttons "live chat only when customer service
 * exists"): each member has one thread with the site's staff, who answer it from the back office.
 */

/** The longest message, either way. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages a page of the thread holds, newest last. */
export const CHAT_PAGE_SIZE = 30;
/** Messages a member may send a minute: a thread is a conversation, not a channel to flood. */
export const CHAT_SENDS_PER_MINUTE = 10;

export const ChatAuthor = z.enum(['member', 'staff']);
export type ChatAuthor = z.infer<typeof ChatAuthor>;

export const ChatMessage = z.object({
  id: z.number().int(),
  author: ChatAuthor,
  /** Plain text, shown as text (never as HTML). */
  body: z.string(),
  /** When it was sent, epoch ms. */
  sentAt: Instant,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A page of a thread, oldest first; `hasMore`: older messages exist before the first. */
export const ChatPage = z.object({
  messages: z.array(ChatMessage),
  hasMore: z.boolean(),
  /** Staff messages the member has not seen (the side button's dot). */
  unread: z.number().int().nonnegative(),
});
export type ChatPage = z.infer<typeof ChatPage>;

/**
 * Control characters but the line break, as text() refuses them (and answered the same way):
 * a chat message may run over lines, nothing else invisible gets in.
 */
const CHAT_CONTROL_CHARS = /(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** A message's text: line breaks kept (CR LF made LF, tabs spaces), trimmed, 1–1000 characters. */
const ChatText = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, '\n').replaceAll('\t', ' '))
  .pipe(
    z
      .string()
      .trim()
      .min(1)
      .max(CHAT_MESSAGE_MAX_LENGTH)
      .refine((value) => !CHAT_CONTROL_CHARS.test(value), {
        params: { code: CONTROL_CHARS_CODE },
      }),
  );

/** A message sent, with the key its sender retries it under (the same key sends it once). */
export const ChatSend = z.object({ body: ChatText, key: IdempotencyKey });
export type ChatSend = z.infer<typeof ChatSend>;

/** GET /wps/relay/CBS_launchChat?before=: the member's thread, its latest page or the one before. */
export const launchChatRelay = memberRelays.get(
  'CBS_launchChat',
  z.object({ before: BigSerialId.optional() }),
  ChatPage,
);

/** POST /wps/relay/CBS_sendChat {body, key}: a message to the staff. */
export const sendChatRelay = memberRelays.post('CBS_sendChat', ChatSend, ChatMessage);

/** POST /wps/relay/CBS_readChat: the staff's messages seen (the dot goes). */
export const readChatRelay = memberRelays.post('CBS_readChat', z.object({}), z.null());

/** GET /wps/relay/CBS_chatUnread: staff messages the member has not seen. */
export const chatUnreadRelay = memberRelays.get(
  'CBS_chatUnread',
  z.object({}),
  z.number().int().nonnegative(),
);

/** A member's thread as the desk lists it: newest activity first, those waiting on staff marked. */
export const ChatThread = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  lastBody: z.string(),
  lastAuthor: ChatAuthor,
  lastAt: Instant,
  /** Member messages no staff has read. */
  unread: z.number().int().nonnegative(),
});
export type ChatThread = z.infer<typeof ChatThread>;

export const ChatThreadsQuery = z.object({
  /** Only threads whose last message is the member's (waiting for an answer). */
  waiting: z.enum(['true', 'false']).default('false'),
  /** The page after one whose last thread's activity was at `before` (epoch ms). */
  before: z.coerce.number().int().positive().optional(),
});
export const ChatThreads = z.object({ threads: z.array(ChatThread), hasMore: z.boolean() });
export type ChatThreads = z.infer<typeof ChatThreads>;

export const ChatThreadParams = OperatorMerchantParams.extend({
  memberId: BigSerialId,
});
export const ChatThreadQuery = z.object({ before: BigSerialId.optional() });
