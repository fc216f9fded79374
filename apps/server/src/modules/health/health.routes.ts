import { ok, successEnvelope } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';

const Health = successEnvelope(z.object({ status: z.literal('ok') }));

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const config = { merchant: false } as const;

  app.get('/healthz', { config, schema: { response: { 200: Health } } }, async () =>
    ok({ status: 'ok' }),
  );

  app.get('/readyz', { config, schema: { response: { 200: Health } } }, async (request) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not ready');
      throw new AppError('system.upgrading');
    }
    return ok({ status: 'ok' });
  });
};
