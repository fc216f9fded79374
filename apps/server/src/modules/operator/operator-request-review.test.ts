import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestReviewRoutes } from './operator-request-review.js';

const Row = z.object({ id: z.number(), status: z.string() });
const Decision = Row.extend({ replayed: z.boolean() });

/** The routes over a bare Fastify, every call the review gets written down. */
async function serve() {
  const calls: unknown[][] = [];
  const decided = (status: string) => async (merchantId: number, id: number) => {
    calls.push([status, merchantId, id]);
    return { id, status, replayed: false };
  };
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requestReviewRoutes(app, async (code) => (code === 'm1' ? 1 : 2), {
    list: '/merchants/:merchantCode/requests',
    query: z.object({
      status: z.enum(['pending', 'all']).default('pending'),
      limit: z.coerce.number().default(100),
    }),
    params: z.object({ merchantCode: z.string(), id: z.coerce.number() }),
    reject: z.object({ reason: z.string().min(1) }),
    row: Row,
    decision: Decision,
    steps: ['process', 'pay'],
    review: {
      list: async (merchantId: number, status: 'pending' | 'all', limit: number) => {
        calls.push(['list', merchantId, status, limit]);
        return [{ id: 1, status }];
      },
      process: decided('processing'),
      pay: decided('paid'),
      reject: async (merchantId, id, reason) => {
        calls.push(['reject', merchantId, id, reason]);
        return { id, status: 'rejected', replayed: false };
      },
    },
  });
  await app.ready();
  return { app, calls };
}

describe('requestReviewRoutes', () => {
  it('lists the merchant’s requests by ?status and ?limit, pending by default', async () => {
    const { app, calls } = await serve();
    const first = await app.inject({ url: '/merchants/m1/requests' });
    expect(first.json()).toEqual({ success: true, value: [{ id: 1, status: 'pending' }] });
    await app.inject({ url: '/merchants/m2/requests?status=all&limit=5' });
    expect(calls).toEqual([
      ['list', 1, 'pending', 100],
      ['list', 2, 'all', 5],
    ]);
  });

  it('answers a route per step, and the rejection with its reason', async () => {
    const { app, calls } = await serve();
    const paid = await app.inject({ method: 'POST', url: '/merchants/m1/requests/7/pay' });
    expect(paid.json()).toEqual({
      success: true,
      value: { id: 7, status: 'paid', replayed: false },
    });
    await app.inject({ method: 'POST', url: '/merchants/m1/requests/8/process' });
    const payload = { reason: 'wrong name' };
    await app.inject({ method: 'POST', url: '/merchants/m2/requests/9/reject', payload });
    expect(calls).toEqual([
      ['paid', 1, 7],
      ['processing', 1, 8],
      ['reject', 2, 9, 'wrong name'],
    ]);
    const unknown = await app.inject({ method: 'POST', url: '/merchants/m1/requests/9/approve' });
    expect(unknown.statusCode).toBe(404);
  });
});
