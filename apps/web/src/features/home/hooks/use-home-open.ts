import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQueryOptions } from '@/shared/balance';
import { memberInfoQueryOptions } from '@/shared/member-info';
import { useSession } from '@/shared/session';

/**
 * SPEC §2 Home on opening: scroll to the top; signed in, renew the member info and the wallet.
 * A request already under way (the header's, on the first paint) counts as the renewal: it is not
 * cancelled and asked again.
 */
export function useHomeOpen() {
  const queryClient = useQueryClient();
  const token = useSession()?.token;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    if (!token) return;
    for (const { queryKey } of [memberInfoQueryOptions(), balanceQueryOptions()]) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
  }, [queryClient, token]);
}
