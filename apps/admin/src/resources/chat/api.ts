import type { ChatMessage, ChatPage, ChatSend, ChatThreads } from '@app/contracts';
import { api } from '@/shared/api';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** The desk's list of threads, GET ?waiting=&before= (latest activity first). */
export const chatsPath = () => merchantPath(currentMerchant(), 'chats');

/** One member's thread: GET reads a page (and marks the member's messages read), POST answers. */
export const threadPath = (memberId: number) => `${chatsPath()}/${memberId}`;

/** The page of threads whose latest activity came before `before` (epoch ms). */
export const threadsBefore = (waiting: boolean, before: number) =>
  api<ChatThreads>('GET', chatsPath(), { query: { waiting: String(waiting), before } });

/** The page of a thread's messages before message `before`. */
export const messagesBefore = (memberId: number, before: number) =>
  api<ChatPage>('GET', threadPath(memberId), { query: { before } });

/** An answer; the same key sends it once (a retry after a lost reply). */
export const answer = (memberId: number, send: ChatSend) =>
  api<ChatMessage>('POST', threadPath(memberId), { body: send });
