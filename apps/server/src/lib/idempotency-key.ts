import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The idempotency key of a new money request: the body's field or the Idempotency-Key header,
 * the same value when both are given. Without one a retried request could be two.
 */
export function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const fromHeader = typeof header === 'string' ? header : undefined;
  if (fromHeader !== undefined && !IdempotencyKey.safeParse(fromHeader).success) {
    throw new AppError('request.invalid', { field: 'idempotencyKey' });
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new AppError('request.invalid', { field: 'idempotencyKey' });
  }
  const key = fromBody ?? fromHeader;
  if (key === undefined)
    throw new AppError('idempotency.key.required', { field: 'idempotencyKey' });
  return key;
}

/**
 * Replay-or-run, the one way a money request keeps its key. Call it inside the request's
 * transaction, after the lock that serialises the member's requests of this kind:
 * - `earlier`: the row an earlier request wrote under this key, if any;
 * - `fingerprint`: what the request asked for (its body's meaningful fields) — the same function
 *   reads an earlier row and the new input, so a retry is recognised field by field;
 * - same key and same fingerprint → `replay(earlier)` (the first answer, nothing new written);
 * - same key and another fingerprint → 409 idempotency.conflict on the key;
 * - no earlier row → `run()`.
 */
export async function replayOrRun<Row, Answer>(spec: {
  earlier: Row | undefined;
  fingerprint: { ofEarlier: (row: Row) => string; ofRequest: string };
  replay: (row: Row) => Answer | Promise<Answer>;
  run: () => Promise<Answer>;
}): Promise<Answer> {
  const { earlier } = spec;
  if (earlier === undefined) return spec.run();
  if (spec.fingerprint.ofEarlier(earlier) !== spec.fingerprint.ofRequest) {
    throw new AppError('idempotency.conflict', { field: 'idempotencyKey' });
  }
  return spec.replay(earlier);
}

/** A fingerprint of a request's fields, order-stable: `fingerprintOf(game, stake, target)`. */
export const fingerprintOf = (
  ...fields: (string | number | bigint | boolean | null | undefined)[]
) =>
  JSON.stringify(
    fields.map((field) => (typeof field === 'bigint' ? String(field) : (field ?? null))),
  );
