import { MemberInfo } from '@app/contracts/zod-free';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { useMemberQuery } from './member-query';
import { queryKeys } from './query-keys';

/** GET /wps/member/info: the signed-in member (nickname, account, type, payee name…). */
export const getMemberInfo = () => api.get('/wps/member/info', MemberInfo);

export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.member('account', 'info'), queryFn: getMemberInfo });

/** The signed-in member's info; nothing is asked for a guest. */
export const useMemberInfo = () => useMemberQuery(memberInfoQueryOptions());

/** SPEC Home: "when signed in it … renews member info". */
export function useRenewMemberInfo() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey }),
    [queryClient],
  );
}
