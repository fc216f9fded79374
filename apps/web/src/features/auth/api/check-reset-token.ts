import { ResetTokenCheck, ResetTokenCheckBody } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

/**
 * POST /wps/member/password/reset/check: whether the e-mailed link still works, asked when its
 * page opens; spends nothing. Answers the account it resets.
 */
export const checkResetToken = (resetToken: string) =>
  api.post('/wps/member/password/reset/check', ResetTokenCheck, {
    body: { resetToken },
    anonymous: true,
  });

export const resetTokenQueryOptions = (resetToken: string) =>
  queryOptions({
    queryKey: queryKeys.public('auth', 'reset-token', resetToken),
    queryFn: () => checkResetToken(resetToken),
    // Asked again each time the page opens: the link may have been used meanwhile.
    staleTime: 0,
    gcTime: 0,
  });

/** A token that cannot be one (wrong length) is invalid without asking the server. */
export const isWellFormedToken = (resetToken: string) =>
  ResetTokenCheckBody.safeParse({ resetToken }).success;

export const useResetTokenCheck = (resetToken: string) =>
  useQuery({ ...resetTokenQueryOptions(resetToken), enabled: isWellFormedToken(resetToken) });

/** Why a link cannot be used any more. */
export type DeadLink = 'invalid' | 'used';

/** The answers that mean the link is dead: unknown or expired, malformed (zod 400), used. */
export function deadLinkOf(error: unknown): DeadLink | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'reset.token.used') return 'used';
  if (error.code === 'reset.token.invalid') return 'invalid';
  if (error.code === 'request.invalid' && error.field === 'resetToken') return 'invalid';
  return undefined;
}
