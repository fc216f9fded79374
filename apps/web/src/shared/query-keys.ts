import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key starts with its scope, then the feature, then the query's own parts:
 * ['member', 'wallet', 'balance'], ['public', 'system', 'settings'].
 *
 * - member: data of the signed-in member. The whole scope goes at once whenever the member
 *   changes (sign-out, session expiry, another account signing in), so no query can be
 *   forgotten and show the previous member's data to the next person on the same phone.
 * - public: data anyone may see (site settings, flags, countries, captcha); kept across members.
 *
 * The Register declaration below makes TypeScript refuse a key without a scope.
 */
export type QueryScope = 'member' | 'public';

declare module '@tanstack/react-query' {
  interface Register {
    queryKey: readonly [QueryScope, ...(readonly unknown[])];
  }
}

export const queryKeys = {
  /** The whole member scope (a filter for removeQueries / invalidateQueries). */
  memberScope: ['member'] as const,
  publicScope: ['public'] as const,
  /** A key of the signed-in member's data: queryKeys.member('wallet', 'balance'). */
  member: <const F extends string, const T extends readonly unknown[]>(feature: F, ...parts: T) =>
    ['member', feature, ...parts] as const,
  /** A key of data anyone may see: queryKeys.public('system', 'settings'). */
  public: <const F extends string, const T extends readonly unknown[]>(feature: F, ...parts: T) =>
    ['public', feature, ...parts] as const,
};

/**
 * Drops everything of the member who was signed in: every member query (running ones are
 * cancelled) and the finished mutations, whose variables may hold their passwords or codes.
 */
export function clearMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.memberScope });
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) {
    if (mutation.state.status !== 'pending') mutations.remove(mutation);
  }
}
