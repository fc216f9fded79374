import {
  RESPONSIBLE_GAMING_PATHS,
  ResponsibleGaming,
  type PlayBreakInput,
  type PlayLimitInput,
} from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';
import { playSessionQueryOptions } from './play-session';

const PATHS = RESPONSIBLE_GAMING_PATHS;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member('responsibleGaming', 'settings'),
    queryFn: ({ signal }) => api.get(PATHS.settings, ResponsibleGaming, { signal }),
    // What is used of each limit moves with every bet and deposit.
    refetchOnWindowFocus: 'always',
  });

export const useResponsibleGaming = () => useMemberQuery(settingsQueryOptions());

/** Every change answers the whole settings: they replace the cached ones. */
function useSettingsMutation<V>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => api.post(path, ResponsibleGaming, { body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryOptions().queryKey, settings),
  });
}

export const useSetLimit = () => useSettingsMutation<PlayLimitInput>(PATHS.limit);
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const mutation = useSettingsMutation<{ minutes: number | null }>(PATHS.realityCheck);
  return {
    ...mutation,
    /** Saves the interval and has the running reminder read it again. */
    save: async (minutes: number | null) => {
      await mutation.mutateAsync({ minutes });
      await queryClient.invalidateQueries({ queryKey: playSessionQueryOptions().queryKey });
    },
  };
}

/** A break ends the session on the server: nothing is cached from its answer. */
export const startBreak = (input: PlayBreakInput) =>
  api.post(PATHS.break, ResponsibleGaming, { body: input });
