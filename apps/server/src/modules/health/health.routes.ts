import { ok, successEnvelope } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { redisAnswers } from '@/lib/redis.js';

const Health = successEnvelope(z.object({ status: z.literal('ok') }));
/**
 * Readiness with what it checked. `degraded`: Redis is configured but does not answer; the site
 * still serves (reads pass, logins and money answer 503 rate.limit.unavailable), so the instance
 * stays in the load balancer (Redis is shared: every instance would leave it at once).
 */
const Readiness = successEnvelope(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.literal('ok'),
    redis: z.enum(['ok', 'down', 'off']),
  }),
);

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; redis?: Redis }> = async (
  app,
  { database, redis },
) => {
  const config = { merchant: false } as const;

  app.get('/healthz', { config, schema: { response: { 200: Health } } }, async () =>
    ok({ status: 'ok' }),
  );

  app.get('/readyz', { config, schema: { response: { 200: Readiness } } }, async (request) => {
    const [databaseUp, redisUp] = await Promise.all([
      database.ping().then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error }, 'database not ready');
          return false;
        },
      ),
      redis ? redisAnswers(redis) : undefined,
    ]);
    if (!databaseUp) throw new AppError('system.upgrading');
    if (redisUp === false) request.log.warn('redis does not answer: readiness degraded');
    const redisState = redisUp === undefined ? 'off' : redisUp ? 'ok' : 'down';
    return ok({
      status: redisState === 'down' ? 'degraded' : 'ok',
      database: 'ok',
      redis: redisState,
    });
  });
};
