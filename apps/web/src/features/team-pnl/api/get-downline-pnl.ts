import { downlinePnlRelay } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReportDays } from '@/shared/report-range';
import { relay } from '@/shared/relay';
import { teamPnlKey } from './get-team-pnl';

/**
 * GET /wps/relay/ODSFE2_TeamMemPNL: one downline's own profit and loss per day and game category
 * (the agent's look at a member; ODSFE2_MemPNL is the member's own). None while the range is wrong.
 */
export const useDownlinePnl = (range: ReportDays | undefined, customerId: number) =>
  useQuery({
    queryKey: [...teamPnlKey, 'member', customerId, range?.startDate, range?.endDate],
    enabled: range !== undefined,
    queryFn: ({ signal }) => {
      if (!range) throw new Error('no range');
      return relay(downlinePnlRelay, { ...range, customerId }, { signal });
    },
  });
