import { open, read, type RequestOptions, type Schema } from './api-client';

/** What a revalidating GET got: a new answer with its ETag, or 'not-modified' (a 304). */
export type Revalidated<T> = { value: T; etag: string | null } | 'not-modified';

/**
 * A GET that checks its ETag itself (If-None-Match), past the browser's cache. For answers whose
 * body changes while their ETag does not (the lottery's countdowns, filled in as each answer is
 * sent): on a 304 the browser would hand back its stored body, remaining times and all. Apart
 * from api-client.ts: only lazy pages need it.
 */
export async function revalidate<T>(
  path: string,
  schema: Schema<T>,
  options: Omit<RequestOptions, 'body'> & { etag?: string | null },
): Promise<Revalidated<T>> {
  const { etag, ...rest } = options;
  const headers: Record<string, string> = etag ? { 'If-None-Match': etag } : {};
  const { response, session } = await open('GET', path, { ...rest, headers, cache: 'no-store' });
  if (response.status === 304) return 'not-modified';
  const value = await read(response, session, schema);
  return { value, etag: response.headers.get('etag') };
}
