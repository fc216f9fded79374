import type { Language, LotteryGame, PrizeMode } from '@app/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { revalidate } from '@/shared/api-revalidate';
import type { Guard } from '@app/contracts/zod-free';
import type { LotteryTimePair } from '../lib/countdown';
import { nextRefreshAfter } from '../lib/refresh';

/**
 * A lobby answer with what its countdowns are read against: SPEC §3's lottery time pair (when
 * the request left, when its answer came) and the ETag it was sent with.
 */
export type Timed<T> = { value: T; pair: LotteryTimePair; etag: string | null };

/** SPEC §7: the lobby reads are asked with the prize mode, device MOBILE and the language. */
export type LobbyParams = { prizeMode: PrizeMode; language: Language };

/**
 * A lobby read that refreshes itself on SPEC §4's schedule (nextRefreshMs over `gamesOf`, none
 * while the page is hidden, at once when it shows again). Each answer records its time pair; a
 * 304 (nothing but time passed) keeps the answer it confirms, whose deadlines still hold.
 */
export function timedLobbyQuery<T>(options: {
  queryKey: QueryKey;
  path: string;
  schema: Guard<T>;
  params: LobbyParams;
  gamesOf: (value: T) => readonly LotteryGame[];
}) {
  const { queryKey, path, schema, params, gamesOf } = options;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }): Promise<Timed<T>> => {
      const previous = client.getQueryData<Timed<T>>(queryKey);
      const query = { ...params, device: 'MOBILE' };
      const sentAt = Date.now();
      const answer = await revalidate(path, schema, { query, signal, etag: previous?.etag });
      const receivedAt = Date.now();
      if (answer === 'not-modified' && previous) return previous;
      if (answer === 'not-modified') throw new Error(`lottery: 304 without an answer (${path})`);
      return { value: answer.value, etag: answer.etag, pair: [sentAt, receivedAt] };
    },
    // Always asked again when a screen opens: the countdowns must be fresh.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data ? nextRefreshAfter(gamesOf(data.value), data.pair, Date.now()) : false;
    },
  });
}
