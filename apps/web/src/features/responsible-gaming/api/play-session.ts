import { PlaySession, RESPONSIBLE_GAMING_PATHS } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

/** The session's start and the reality check's interval: read once, again when it is changed. */
export const playSessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member('responsibleGaming', 'session'),
    queryFn: ({ signal }) => api.get(RESPONSIBLE_GAMING_PATHS.session, PlaySession, { signal }),
    staleTime: Infinity,
  });

/** The figures the reminder tells, read when it is due. */
export const getPlaySession = () => api.get(RESPONSIBLE_GAMING_PATHS.session, PlaySession);
