import {
  launchChatRelay,
  readChatRelay,
  sendChatRelay,
  type ChatMessage,
  type ChatPage,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, isOfflineError } from '@/shared/api-client';
import { chatUnreadKey } from '@/shared/chat-unread';
import { isLostAnswer, newIdempotencyKey } from '@/shared/keyed-mutation';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';

/** The open thread is read again this often while the page is visible (stopped while hidden). */
export const CHAT_POLL_MS = 5_000;

const latestKey = queryKeys.member('chat', 'latest');

/** Messages by id, once each, oldest first. */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A message the server answered for: into the latest page (the next read brings it anyway). */
function addToLatest(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<ChatPage>(latestKey, (page) =>
    page ? { ...page, messages: mergeMessages(page.messages, [message]) } : page,
  );
}

/**
 * CBS_launchChat: the thread's latest page, read every 5 s while the page is visible (TanStack
 * stops the interval while the tab is hidden) and again when it comes back. Its unread count feeds
 * the live-chat entries' dot.
 */
export function useLatestChat() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: latestKey,
    queryFn: async ({ signal }) => {
      const page = await relay(launchChatRelay, {}, { signal });
      queryClient.setQueryData(chatUnreadKey, page.unread);
      return page;
    },
    staleTime: 0,
    refetchInterval: CHAT_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

type Earlier = { messages: ChatMessage[]; hasMore: boolean | undefined; error?: unknown };

/**
 * Pages before the latest one, asked for by the member ("load earlier"): each before the oldest
 * message shown. Kept beside the polled latest page, which stays one request however far back
 * the member read.
 */
export function useEarlierChat() {
  const [earlier, setEarlier] = useState<Earlier>({ messages: [], hasMore: undefined });
  const [isLoading, setIsLoading] = useState(false);
  const busy = useRef(false);
  const loadBefore = useCallback(async (before: number) => {
    if (busy.current) return;
    busy.current = true;
    setIsLoading(true);
    try {
      const page = await relay(launchChatRelay, { before });
      setEarlier((current) => ({
        messages: mergeMessages(page.messages, current.messages),
        hasMore: page.hasMore,
      }));
    } catch (error) {
      setEarlier((current) => ({ ...current, error }));
    } finally {
      busy.current = false;
      setIsLoading(false);
    }
  }, []);
  return { ...earlier, isLoading, loadBefore };
}

/** CBS_readChat: the staff's messages on screen are seen; the dot goes at once. */
export function useReadChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => relay(readChatRelay, {}),
    onSuccess: () => {
      queryClient.setQueryData(chatUnreadKey, 0);
      queryClient.setQueryData<ChatPage>(latestKey, (page) => page && { ...page, unread: 0 });
    },
  });
}

/** A message on its way: shown at once, settled by the server's answer. */
export type Outgoing = {
  /** Its place on screen (the first key it went under). */
  id: string;
  key: string;
  body: string;
  status: 'sending' | 'failed';
  /** Why it failed: a refusal (a new key next time) or a lost answer (the same key again). */
  error?: unknown;
};

/** A lost answer is asked again with the same key, twice at most; never while offline. */
const retryLostAnswer = (failures: number, error: Error): boolean =>
  failures < 2 && isLostAnswer(error) && !isOfflineError(error);

/**
 * CBS_sendChat. Each message owns its idempotency key (several may be on their way at once): a
 * lost answer is asked again with that key, by itself and when the member taps retry, so the
 * server stores it once. A refusal (too many a minute, a trial account) frees it for a new key.
 */
export function useSendChat() {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const update = (key: string, change: (item: Outgoing) => Outgoing | undefined) =>
    setOutbox((items) =>
      items.flatMap((item) => {
        if (item.key !== key) return [item];
        const next = change(item);
        return next ? [next] : [];
      }),
    );
  const { mutate } = useMutation({
    mutationFn: (input: { body: string; key: string }) => relay(sendChatRelay, input),
    retry: retryLostAnswer,
    onSuccess: (message, { key }) => {
      addToLatest(queryClient, message);
      update(key, () => undefined);
    },
    onError: (error, { key }) => update(key, (item) => ({ ...item, status: 'failed', error })),
  });

  const send = (body: string) => {
    const key = newIdempotencyKey();
    const item: Outgoing = { id: key, key, body, status: 'sending' };
    setOutbox((items) => [...items, item]);
    mutate({ body, key: item.key });
  };
  const retry = (failed: Outgoing) => {
    // A refusal was a definite answer: the message goes again as a new request.
    const key = isLostAnswer(failed.error) ? failed.key : newIdempotencyKey();
    update(failed.key, (item) => ({ ...item, key, status: 'sending', error: undefined }));
    mutate({ body: failed.body, key });
  };
  const discard = (failed: Outgoing) => update(failed.key, () => undefined);
  return { outbox, send, retry, discard };
}

export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && !isLostAnswer(error);
