import { memberPnlRelay, type MemberPnl } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import type { PnlRange } from '../lib/periods';

/** Every profit-and-loss query starts with this key (a movement of money makes them all stale). */
export const pnlKey = queryKeys.member('pnl');

export const getPnl = (range: PnlRange, signal?: AbortSignal): Promise<MemberPnl> =>
  relay(memberPnlRelay, range, { signal });

/** GET /wps/relay/ODSFE2_MemPNL: the member's figures by Philippine day, oldest first. */
export const usePnl = (range: PnlRange) =>
  useQuery({
    queryKey: [...pnlKey, range.startDate, range.endDate],
    queryFn: ({ signal }) => getPnl(range, signal),
  });
