import {
  CHAT_PAGE_SIZE,
  CHAT_SENDS_PER_MINUTE,
  isTrialType,
  type ChatMessage,
  type ChatPage,
  type ChatSend,
  type ChatThreads,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import type { ChatRepository } from './chat.repository.js';

/** The member a member-side call is about: always the caller. */
export type Chatter = { memberId: number; merchantId: number };

/** Threads a page of the desk's list holds. */
const DESK_PAGE_SIZE = 50;
const MINUTE_MS = 60_000;

/**
 * Live chat: a member's one thread with the site's staff (SPEC §7 CBS_launchChat), answered from
 * the back office. A trial account has no thread (free_reject, as for every member function);
 * a member sends at most CHAT_SENDS_PER_MINUTE messages a minute.
 */
export function createChatService({
  db,
  repo,
  now = () => new Date(),
}: {
  db: Db;
  repo: ChatRepository;
  now?: () => Date;
}) {
  async function memberOf(merchantId: number, memberId: number) {
    const [row] = await db
      .select({ type: members.type })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
    if (!row) throw new AppError('member.not.found', { field: 'memberId' });
    return row;
  }

  async function page(memberId: number, before?: number): Promise<ChatPage> {
    const [thread, unread] = await Promise.all([
      repo.page(memberId, CHAT_PAGE_SIZE, before),
      repo.memberUnread(memberId),
    ]);
    return { ...thread, unread };
  }

  return {
    member: {
      async launch({ memberId, merchantId }: Chatter, before?: number): Promise<ChatPage> {
        if (isTrialType((await memberOf(merchantId, memberId)).type)) {
          throw new AppError('free_reject');
        }
        return page(memberId, before);
      },

      async send({ memberId, merchantId }: Chatter, { body, key }: ChatSend): Promise<ChatMessage> {
        if (isTrialType((await memberOf(merchantId, memberId)).type)) {
          throw new AppError('free_reject');
        }
        return repo.add(
          { merchantId, memberId, author: 'member', operatorId: null, body, key },
          { since: new Date(now().getTime() - MINUTE_MS), max: CHAT_SENDS_PER_MINUTE },
        );
      },

      read: ({ memberId }: Chatter) => repo.markRead(memberId, 'member'),
      unread: ({ memberId }: Chatter) => repo.memberUnread(memberId),
    },

    desk: {
      threads: (
        merchantId: number,
        { waiting, before }: { waiting: boolean; before?: number },
      ): Promise<ChatThreads> =>
        repo.threads(merchantId, {
          waiting,
          size: DESK_PAGE_SIZE,
          ...(before === undefined ? {} : { before: new Date(before) }),
        }),

      /** A member's thread as staff read it: opening it marks the member's messages read. */
      async thread(merchantId: number, memberId: number, before?: number): Promise<ChatPage> {
        await memberOf(merchantId, memberId);
        await repo.markRead(memberId, 'staff');
        return page(memberId, before);
      },

      async answer(
        merchantId: number,
        memberId: number,
        operatorId: number | null,
        { body, key }: ChatSend,
      ): Promise<ChatMessage> {
        await memberOf(merchantId, memberId);
        return repo.add({ merchantId, memberId, author: 'staff', operatorId, body, key });
      },
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
