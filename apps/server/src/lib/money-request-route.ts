import { ok } from '@app/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idempotencyKeyOf } from './idempotency-key.js';
import { memberRateLimit } from './member-routes.js';
import { answering, type RequestOf } from './route-schema.js';

/** A money request's body as its service takes it: the idempotency key settled. */
export type Keyed<Body> = Omit<Body, 'idempotencyKey'> & { idempotencyKey: string };

type KeyedInput = z.ZodType<{ idempotencyKey?: string | undefined }>;

/**
 * The options of a POST that asks for money to move: `config` (who may ask, which module) with
 * a per-member rate limit of its own (memberRateLimit: `limit`, counted apart as `action` when
 * named), a body of `input` whose idempotency key is settled with the Idempotency-Key header
 * (idempotencyKeyOf), and what `move` answers in the success envelope of `result`.
 */
export function moneyRequestRoute<I extends KeyedInput, R extends z.ZodType>(spec: {
  config: FastifyContextConfig;
  limit: { readonly max: number; readonly timeWindow: string };
  action?: string;
  input: I;
  result: R;
  move: (request: FastifyRequest, body: Keyed<z.output<I>>) => Promise<z.output<R>>;
}) {
  const schema = answering(spec.result, { body: spec.input });
  return {
    config: { ...spec.config, rateLimit: memberRateLimit(spec.limit, spec.action) },
    schema,
    handler: async (request: RequestOf<typeof schema>) => {
      // The body passed `input` before the handler runs (the schema above).
      const { idempotencyKey, ...body } = request.body as z.output<I>;
      const key = idempotencyKeyOf(request, idempotencyKey);
      return ok(await spec.move(request, { ...body, idempotencyKey: key }));
    },
  };
}
