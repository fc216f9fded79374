import {
  AGENT_TRANSFER_PATHS,
  RedEnvelopeInfo,
  RedEnvelopeResult,
  subordinateRelay,
  type RedEnvelopeSplit,
} from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useBalanceMutation } from '@/shared/balance-mutation';
import type { Keyed } from '@/shared/keyed-mutation';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';

export const redEnvelopesKey = queryKeys.member('redEnvelopes');

/** GET /wps/agent/transferMultipleDownline/info: the agent's cash and direct downlines. */
export const useRainInfo = () =>
  useMemberQuery({
    queryKey: queryKeys.member('redEnvelopes', 'info'),
    queryFn: ({ signal }) => api.get(AGENT_TRANSFER_PATHS.rainInfo, RedEnvelopeInfo, { signal }),
    refetchOnWindowFocus: 'always',
  });

/** The team to choose from (ODSFE2_Subordinate): direct downlines, or the whole team by name. */
export const useTeamChoices = (search: string, pageSize: number) =>
  useMemberQuery({
    queryKey: queryKeys.member('redEnvelopes', 'team', search, pageSize),
    queryFn: ({ signal }) =>
      relay(
        subordinateRelay,
        { ...(search ? { customerName: search } : {}), pageNo: 1, pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export type RainBody = {
  all: boolean;
  to: number[];
  amount: number;
  split: RedEnvelopeSplit;
  paymentPassword: string;
};

/** POST /wps/agent/transferMultipleDownline under useKeyedMutation's key: one key, one rain. */
export const useSendRain = () =>
  useBalanceMutation<RainBody, RedEnvelopeResult>({
    mutationFn: (input: Keyed<RainBody>) =>
      api.post(AGENT_TRANSFER_PATHS.rain, RedEnvelopeResult, { body: input }),
    key: redEnvelopesKey,
  });
