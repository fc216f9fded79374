import {
  AGENT_TRANSFER_PATHS,
  DownlineTransferInfo,
  DownlineTransferResult,
  type DownlineTransferInput,
} from '@app/contracts';
import { api } from '@/shared/api-client';
import { useBalanceMutation } from '@/shared/balance-mutation';
import type { Keyed } from '@/shared/keyed-mutation';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/** Every downline-transfer query starts with this key. */
export const downlineTransferKey = queryKeys.member('downlineTransfer');

/** GET /wps/agent/transferDownline/info?to=: the receiver and what may be sent (404 outside the team). */
export const useDownlineTransferInfo = (to: number) =>
  useMemberQuery({
    queryKey: queryKeys.member('downlineTransfer', 'info', to),
    queryFn: ({ signal }) =>
      api.get(AGENT_TRANSFER_PATHS.info, DownlineTransferInfo, { query: { to }, signal }),
    enabled: to > 0,
    refetchOnWindowFocus: 'always',
  });

type Body = Omit<Required<DownlineTransferInput>, 'idempotencyKey'>;

/** POST /wps/agent/transferDownline, under useKeyedMutation's key (a lost answer is one transfer). */
export const useCreateDownlineTransfer = () =>
  useBalanceMutation<Body, DownlineTransferResult>({
    mutationFn: (input: Keyed<Body>) =>
      api.post(AGENT_TRANSFER_PATHS.transfer, DownlineTransferResult, { body: input }),
    key: downlineTransferKey,
  });
