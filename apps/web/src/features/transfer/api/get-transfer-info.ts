import { UPLINE_TRANSFER_PATHS, UplineTransferInfo } from '@app/contracts';
import { api } from '@/shared/api-client';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/** Every upline-transfer query starts with this key. */
export const transferKey = queryKeys.member('uplineTransfer');

/**
 * GET /wps/transfer/upline/info: the upline and what may be sent; a member who may not transfer
 * gets the reason's 403 (final: not retried).
 */
export const useTransferInfo = () =>
  useMemberQuery({
    queryKey: queryKeys.member('uplineTransfer', 'info'),
    queryFn: ({ signal }) => api.get(UPLINE_TRANSFER_PATHS.info, UplineTransferInfo, { signal }),
    // The balance moves with every bet: read again whenever the member comes back to the page.
    refetchOnWindowFocus: 'always',
  });
