import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** Kept this long when the answer names no max-age. */
const DEFAULT_MAX_AGE_MS = 60 * 60 * 1000;
/** An unknown key id fetches the set again at most this often (a token may name any kid). */
const REFETCH_COOLDOWN_MS = 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

/**
 * The signing keys of ID tokens, fetched from `url` (Google publishes Firebase Auth's at
 * .../service_accounts/v1/jwk/securetoken@system.gserviceaccount.com: config.ts) and kept for the max-age its Cache-Control
 * gives (Google rotates them every few days and says so there). One fetch at a time; a token
 * signed by a key not in the set fetches it again (a rotation), but not more than once a minute.
 */
export function signingKeys({
  url,
  now = Date.now,
  fetch = globalThis.fetch,
}: {
  url: string;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
}): JWTVerifyGetKey {
  let held: { keys: JWTVerifyGetKey; until: number; fetchedAt: number } | undefined;
  let loading: Promise<NonNullable<typeof held>> | undefined;

  async function load(): Promise<NonNullable<typeof held>> {
    const answer = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`signing keys: ${url} answered ${answer.status}`);
    const set = (await answer.json()) as JSONWebKeySet;
    const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(answer.headers.get('cache-control') ?? '')?.[1];
    const fetchedAt = now();
    return {
      keys: createLocalJWKSet(set),
      fetchedAt,
      until: fetchedAt + (maxAge === undefined ? DEFAULT_MAX_AGE_MS : Number(maxAge) * 1000),
    };
  }
  const refresh = () => {
    loading ??= load().finally(() => (loading = undefined));
    return loading.then((loaded) => (held = loaded));
  };

  return async (header, token) => {
    const current = held && held.until > now() ? held : await refresh();
    try {
      return await current.keys(header, token);
    } catch (error) {
      const rotated =
        error instanceof errors.JWKSNoMatchingKey &&
        now() - current.fetchedAt >= REFETCH_COOLDOWN_MS;
      if (!rotated) throw error;
      return (await refresh()).keys(header, token);
    }
  };
}
