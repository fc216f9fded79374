import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '@/lib/app-error.js';
import type { Metrics } from '@/lib/metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const sameToken = (sent: string, token: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a bearer token; without, the machine
 * itself only: a request from its own address that no proxy forwarded. Others are told nothing
 * is here.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) {
    // A proxy on this machine connects from loopback for everyone: a forwarded request is not
    // the machine's own.
    const forwarded = FORWARDING.some((name) => request.headers[name] !== undefined);
    return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
  }
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), token);
}

/** GET /metrics: the instance's metrics in Prometheus' text format (lib/metrics.ts). */
export const metricsRoutes: FastifyPluginAsync<{
  metrics: Metrics;
  token: string | undefined;
}> = async (app, { metrics, token }) => {
  app.get('/metrics', { config: { merchant: false } }, async (request, reply) => {
    if (!mayScrape(request, token)) throw new AppError('url.not.found');
    const { body, contentType } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
};
