import { FairnessState, INHOUSE_PATHS, RecordsPage, type InhouseGame } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

export const fairnessKey = queryKeys.member('inhouse', 'fairness');

/** GET /lgw/inhouse/fairness: the committed seed hash, the client seed, the next nonce. */
export const useFairness = () =>
  useQuery({
    queryKey: fairnessKey,
    queryFn: ({ signal }) => api.get(INHOUSE_PATHS.fairness, FairnessState, { signal }),
  });

/** PUT /lgw/inhouse/fairness/client-seed. */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      api.put(INHOUSE_PATHS.clientSeed, FairnessState, { body: { clientSeed } }),
    onSuccess: (state) => queryClient.setQueryData(fairnessKey, state),
  });
}

/** POST /lgw/inhouse/fairness/rotate: reveals the seed; the member's records can now verify. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(INHOUSE_PATHS.rotate, FairnessState, { body: {} }),
    onSuccess: (state) => {
      queryClient.setQueryData(fairnessKey, state);
      void queryClient.invalidateQueries({ queryKey: queryKeys.member('records') });
    },
  });
}

/** The member's last bets of `game` (GET /lgw/orders), for the fairness sheet's checks. */
export const useRecentBets = (game: InhouseGame) =>
  useQuery({
    queryKey: queryKeys.member('records', 'recent', game),
    queryFn: ({ signal }) =>
      api.get(INHOUSE_PATHS.orders, RecordsPage, { query: { game, pageSize: 10 }, signal }),
  });
