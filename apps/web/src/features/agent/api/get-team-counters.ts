import { siteDayKey, teamKpiARelay, type TeamKpiCounts } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { COUNTERS_REFRESH_MS, COUNTERS_STALE_MS } from '../constants';

/** SPEC §3 "Team KPI footer": the four counters the agent home shows. */
export type TeamCounters = Pick<
  TeamKpiCounts['footer'],
  'teamLoginMemberCount' | 'teamBetMemberCount' | 'teamRegisterMemberCount' | 'teamOnlineCount'
>;

/**
 * ODSFE2_TeamKPIA for today of the site calendar, footer only (size 0): the whole team's logins,
 * bettors and registrations today, and how many are online now.
 */
export const getTeamCounters = async (today: string, signal?: AbortSignal) => {
  const { footer } = await relay(
    teamKpiARelay,
    { startDate: today, endDate: today, size: 0, scope: 'team' },
    { signal },
  );
  return footer;
};

export const teamCountersQueryOptions = (today: string) =>
  queryOptions({
    queryKey: queryKeys.member('agent', 'team-counters', today),
    queryFn: ({ signal }) => getTeamCounters(today, signal),
    staleTime: COUNTERS_STALE_MS,
    // Who is online moves while the page is open.
    refetchInterval: COUNTERS_REFRESH_MS,
  });

/** Today's team counters of the signed-in agent (asked again on a return to the page). */
export const useTeamCounters = (now: number) =>
  useMemberQuery(teamCountersQueryOptions(siteDayKey(now)));
