import { getAnnouncementsRelay, readAnnouncementRelay, type Announcements } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';

/** Which notices a page lists: the player's (PL) or, for agents, the agents' (A). */
export type NoticeKind = 'PL' | 'A';

/**
 * The notices of MCSFE_getListAnnouncements in the language on screen. A member's carry their
 * read flags, so theirs sit in the member scope and go with them at sign-out.
 */
export function useNotices(kind: NoticeKind) {
  const signedIn = useSession() !== undefined;
  const { language } = useSite();
  const parts = ['list', kind, language] as const;
  return useQuery({
    queryKey: signedIn
      ? queryKeys.member('notices', ...parts)
      : queryKeys.public('notices', ...parts),
    queryFn: ({ signal }) =>
      relay(getAnnouncementsRelay, { types: kind, platform: 'M' }, { signal }),
    select: (value: Announcements) => (kind === 'A' ? value.agent : value.player),
  });
}

/** Marks a notice read (MCSFE_readAnnouncement) and shows it read at once. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => relay(readAnnouncementRelay, { id }),
    onMutate: (id) => {
      queryClient.setQueriesData<Announcements>(
        { queryKey: queryKeys.member('notices', 'list') },
        (value) =>
          value && {
            ...value,
            player: value.player.map((notice) =>
              notice.id === id ? { ...notice, read: true } : notice,
            ),
            agent: value.agent.map((notice) =>
              notice.id === id ? { ...notice, read: true } : notice,
            ),
          },
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.member('notices', 'list') }),
  });
}
