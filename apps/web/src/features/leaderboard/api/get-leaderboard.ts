import { LEADERBOARD_PATHS, Leaderboard, type LeaderboardBoard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';
import { BOARD_REFRESH_MS } from '../constants';

/** Every leaderboard query of anyone's data starts with this key. */
export const leaderboardKey = queryKeys.public('leaderboard');

export const getLeaderboard = (board: LeaderboardBoard, signal?: AbortSignal) =>
  api.get(LEADERBOARD_PATHS.board, Leaderboard, { query: { board }, signal });

export const leaderboardQueryOptions = (board: LeaderboardBoard) =>
  queryOptions({
    queryKey: [...leaderboardKey, 'board', board],
    queryFn: ({ signal }) => getLeaderboard(board, signal),
    // The server rebuilds it once a minute; polls in between cost a 304 (its ETag).
    refetchInterval: BOARD_REFRESH_MS,
    staleTime: BOARD_REFRESH_MS / 2,
  });

/** GET /wps/leaderboard?board=: the public top 20 of the week (guests too). */
export const useLeaderboard = (board: LeaderboardBoard) => useQuery(leaderboardQueryOptions(board));
