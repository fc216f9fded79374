import { OpenedEnvelope, RED_ENVELOPE_PATHS, UnopenedEnvelopes } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/**
 * GET /wps/redEnvelopes/unopened: the member's red envelopes from their agent, asked once each
 * time home opens (no polling, no refetch on focus).
 */
export const useUnopenedEnvelopes = () =>
  useMemberQuery({
    queryKey: queryKeys.member('home', 'red-envelopes'),
    queryFn: ({ signal }) => api.get(RED_ENVELOPE_PATHS.unopened, UnopenedEnvelopes, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** POST /wps/redEnvelopes/open: marks one opened and answers its share (opening twice is fine). */
export const useOpenEnvelope = () =>
  useMutation({
    mutationFn: (id: number) => api.post(RED_ENVELOPE_PATHS.open, OpenedEnvelope, { body: { id } }),
  });
