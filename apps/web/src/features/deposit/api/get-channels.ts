import { DEPOSIT_PATHS, DepositChannels } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/** GET /wps/transaction/deposit/channels: the merchant's payment channels, in the language's names. */
export const getChannels = (signal?: AbortSignal) =>
  api.get(DEPOSIT_PATHS.channels, DepositChannels, signal ? { signal } : {});

export const channelsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: queryKeys.member('deposit', 'channels', language),
    queryFn: ({ signal }) => getChannels(signal),
  });

export const useChannels = (language: string) => useMemberQuery(channelsQueryOptions(language));
