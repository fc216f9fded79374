import { MemberInfo } from '@app/contracts/zod-free';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api-client';
import { useSession } from '../../../shared/session';

export const getMemberInfo = () => api.get('/wps/member/info', MemberInfo);

export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'info'], queryFn: getMemberInfo });

/** The signed-in member's info (nickname, account, type…); nothing is asked for a guest. */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({ ...memberInfoQueryOptions(), enabled: session !== undefined });
}

/** SPEC Home: "when signed in it … renews member info". */
export function useRenewMemberInfo() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey }),
    [queryClient],
  );
}
