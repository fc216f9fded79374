import { getAnnouncementsRelay, type Announcements } from '@app/contracts';
import { queryKeys } from '@/shared/query-keys';
import { useMemberQuery } from '@/shared/member-query';
import { relay } from '@/shared/relay';
import { useSite } from '@/shared/site/use-site';

/**
 * How many agent announcements (content type A) the agent has not opened: the footer's badge.
 * The same call and key as the notice page's list (features/notices), so opening a notice there
 * (which refreshes that key) lowers the count here.
 */
export function useUnreadAgentNotices(enabled: boolean): number {
  const { language } = useSite();
  const { data } = useMemberQuery({
    queryKey: queryKeys.member('notices', 'list', 'A', language),
    queryFn: ({ signal }) =>
      relay(getAnnouncementsRelay, { types: 'A', platform: 'M' }, { signal }),
    select: (value: Announcements) => value.agent.filter((notice) => !notice.read).length,
    enabled,
  });
  return data ?? 0;
}
