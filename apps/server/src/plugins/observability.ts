import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '@/db/client.js';
import type { Metrics } from '@/lib/metrics.js';
import { REQUEST_ID_HEADER } from '@/lib/request-id.js';
import { metricsRoutes, registerGauges } from '@/modules/health/index.js';

/**
 * Every answer carries its request id (the one logged with each of its lines), and every answer
 * Fastify sends is counted and timed by route pattern. Added to the root before any route, so
 * every route has them. Callback hooks, as the security headers' are: an async hook costs a
 * promise and a tick on every request.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.answered(
      request.routeOptions.url ?? '(none)',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * GET /metrics (METRICS_TOKEN, else the machine itself only) with the gauges an operator
 * watches, read once per scrape. Registered after the error and security plugins, so its
 * refusal is an envelope with the site's headers like any answer.
 */
export const metricsEndpoint: FastifyPluginAsync<{
  metrics: Metrics;
  token: string | undefined;
  database: Database;
  /** Whether this instance leads the draw engine, read when scraped. */
  engineLeader: () => boolean;
}> = async (app, { metrics, token, database, engineLeader }) => {
  await app.register(metricsRoutes, { metrics, token });
  registerGauges(metrics, { database, engineLeader });
};
