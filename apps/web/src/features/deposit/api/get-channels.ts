import { DEPOSIT_PATHS, DepositChannels } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
    // A language switch asks for the names again under a new key: the form stays on screen with
    // what the member filled in (no skeleton in between, which unmounted it).
    placeholderData: keepPreviousData,
  });

export const useChannels = (language: string) => useMemberQuery(channelsQueryOptions(language));
