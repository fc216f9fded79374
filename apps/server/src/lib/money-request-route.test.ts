import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moneyRequestRoute } from './money-request-route.js';

const Input = z.object({ amount: z.number(), idempotencyKey: z.string().optional() });
const Result = z.object({ paid: z.number(), key: z.string() });

const route = moneyRequestRoute({
  config: { auth: 'real-member' },
  limit: { max: 5, timeWindow: '1 minute' },
  action: 'pay',
  input: Input,
  result: Result,
  move: async (_request, body) => ({ paid: body.amount, key: body.idempotencyKey }),
});

/** A request as the handler sees it once the body has passed the schema. */
const requestOf = (body: z.output<typeof Input>, headers: Record<string, string> = {}) =>
  ({ body, headers }) as unknown as Parameters<typeof route.handler>[0];

describe('moneyRequestRoute', () => {
  it("keeps the route's config and adds its own per-member rate limit", () => {
    expect(route.config).toMatchObject({ auth: 'real-member', rateLimit: { max: 5 } });
    const keyOf = route.config.rateLimit.keyGenerator;
    expect(keyOf({ session: { memberId: 3 } } as unknown as FastifyRequest)).toBe('pay:3');
  });

  it('answers what `move` answers, in the success envelope, with the body key', async () => {
    const answer = await route.handler(requestOf({ amount: 500, idempotencyKey: 'key-00001' }));
    expect(answer).toMatchObject({ value: { paid: 500, key: 'key-00001' } });
  });

  it('takes the key from the Idempotency-Key header when the body has none', async () => {
    const answer = await route.handler(
      requestOf({ amount: 7 }, { 'idempotency-key': 'key-00002' }),
    );
    expect(answer).toMatchObject({ value: { paid: 7, key: 'key-00002' } });
  });

  it('refuses a request without a key: idempotency.key.required', async () => {
    await expect(route.handler(requestOf({ amount: 7 }))).rejects.toMatchObject({
      code: 'idempotency.key.required',
    });
  });
});
