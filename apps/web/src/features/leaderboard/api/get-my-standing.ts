import { LEADERBOARD_PATHS, LeaderboardMe, type LeaderboardBoard } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';
import { BOARD_REFRESH_MS } from '../constants';

export const getMyStanding = (board: LeaderboardBoard, signal?: AbortSignal) =>
  api.get(LEADERBOARD_PATHS.me, LeaderboardMe, { query: { board }, signal });

export const myStandingQueryOptions = (board: LeaderboardBoard) =>
  queryOptions({
    queryKey: queryKeys.member('leaderboard', 'me', board),
    queryFn: ({ signal }) => getMyStanding(board, signal),
    refetchInterval: BOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/**
 * GET /wps/leaderboard/me?board=: the signed-in member's own rank (nothing is asked for a guest;
 * `enabled` false for a free-trial account, which the server refuses).
 */
export const useMyStanding = (board: LeaderboardBoard, enabled: boolean) =>
  useMemberQuery({ ...myStandingQueryOptions(board), enabled });
