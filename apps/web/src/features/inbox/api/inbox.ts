import {
  deleteInboxRelay,
  getInboxRelay,
  INBOX_PAGE_SIZE,
  readAllInboxRelay,
  readInboxRelay,
  type Inbox,
  type InboxMessage,
} from '@app/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSite } from '@/shared/site/use-site';
import { unreadCountKey } from '@/shared/unread-count';
import { joinPages, nextPage } from '@/shared/paged';

/** Every inbox query: the list pages, opened messages and the unread count (one member's). */
const INBOX_KEY = queryKeys.member('inbox');
const listKey = (language: string) => queryKeys.member('inbox', 'list', language);

type Pages = InfiniteData<Inbox, number>;

/** The list, flattened: what the inbox page shows. */
export type InboxView = { list: InboxMessage[]; unread: number; total: number };

/**
 * Applies `change` to every loaded copy of the list, in every language, and recounts what the
 * pages say is unread (one message on one page was the only copy of its read flag).
 */
function updateLists(
  queryClient: QueryClient,
  change: (list: InboxMessage[]) => InboxMessage[],
): void {
  queryClient.setQueriesData<Pages>({ queryKey: queryKeys.member('inbox', 'list') }, (data) => {
    if (!data) return data;
    const unreadIn = (pages: Inbox[]) =>
      pages.reduce((sum, page) => sum + page.list.filter((item) => !item.read).length, 0);
    const pages = data.pages.map((page) => ({ ...page, list: change(page.list) }));
    const opened = unreadIn(data.pages) - unreadIn(pages);
    return {
      ...data,
      pages: pages.map((page) => ({ ...page, unread: Math.max(0, page.unread - opened) })),
    };
  });
}

/** The lists are asked again when next shown: what the server says wins over local edits. */
const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.member('inbox', 'list') });

/**
 * CSP_getInbox, page after page (newest first), in the language on screen. Each page also tells
 * the unread count, which the badges take from it rather than asking again.
 */
export function useInbox() {
  const { language } = useSite();
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: listKey(language),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const page = await relay(
        getInboxRelay,
        { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE },
        { signal },
      );
      queryClient.setQueryData(unreadCountKey, page.unread);
      return page;
    },
    getNextPageParam: nextPage,
    select: (data): InboxView =>
      joinPages(data.pages, 'last', (last) => ({ unread: last?.unread ?? 0 })),
  });
}

/**
 * Opens one message (CSP_readInbox marks it read on the server) and shows it read in the list;
 * the unread count is asked again.
 */
export function useMessage(id: number) {
  const { language } = useSite();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.member('inbox', 'message', id, language),
    queryFn: async ({ signal }) => {
      const message = await relay(readInboxRelay, { id }, { signal });
      updateLists(queryClient, (list) =>
        list.map((item) => (item.id === id ? { ...item, read: true } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
      void refreshLists(queryClient);
      return message;
    },
    // A message does not change once sent; opening it again needs no second call.
    staleTime: Infinity,
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });
}

/** CSP_readAllInbox: every message read at once. */
export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => relay(readAllInboxRelay, {}),
    onSuccess: () => {
      updateLists(queryClient, (list) => list.map((item) => ({ ...item, read: true })));
      queryClient.setQueryData(unreadCountKey, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

/** CSP_deleteInbox: the message leaves the member's inbox. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => relay(deleteInboxRelay, { id }, { method: 'DELETE' }),
    onSuccess: (_done, id) => {
      updateLists(queryClient, (list) => list.filter((item) => item.id !== id));
      queryClient.removeQueries({ queryKey: queryKeys.member('inbox', 'message', id) });
    },
    onSettled: () => refreshLists(queryClient),
  });
}
