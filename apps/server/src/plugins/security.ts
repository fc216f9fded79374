import rateLimit from '@fastify/rate-limit';
import { isApiPath } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd-mobile sets style attributes from script; no external styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
};

/**
 * Helmet's headers for our options. They do not depend on the request, so helmet runs once here
 * instead of on every request (it rebuilt the CSP each time: a sixth of the CPU under load).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      Reflect.deleteProperty(headers, name);
    },
  };
  type Middleware = ReturnType<typeof helmet>;
  const request = Object.create(null) as Parameters<Middleware>[0];
  let failure: unknown;
  helmet(options)(request, response as unknown as Parameters<Middleware>[1], (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw new Error('helmet refused its options', { cause: failure });
  return headers;
}

/**
 * The headers of a JSON answer of the API (OWASP's REST Security Cheat Sheet): no document is
 * ever built from one, so it needs no script or style policy, only to be neither framed, sniffed
 * as another type, read by another site's page, nor fetched over plain HTTP. Half the headers of a
 * page, and a tenth of the bytes: they go out with every poll of every phone.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

let documentHeaders: Record<string, string> | undefined;
/** The headers of the SPA's pages and files (helmet's, for HELMET_OPTIONS), computed once. */
export const documentSecurityHeaders = (): Record<string, string> =>
  (documentHeaders ??= securityHeaders());

/** The headers for a request's path: errors answered outside the hooks send them too. */
export const securityHeadersFor = (url: string): Readonly<Record<string, string>> =>
  isApiPath(url) ? API_SECURITY_HEADERS : documentSecurityHeaders();

/**
 * Strict headers for the SPA and the API (each its own set), and the rate limiter. The limiter is off by default:
 * each route that needs one sets `config.rateLimit`. With Redis its counters are shared by all
 * instances; without it they live in this process.
 */
export const securityPlugin = fp(
  async function security(app: FastifyInstance, options: { redis?: Redis }) {
    // A callback hook: it runs on every request, and an async one costs a promise and a tick.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeadersFor(request.url));
      done();
    });

    await app.register(rateLimit, {
      global: false,
      // Redis down: reads pass, everything else gets 503 at once (plugins/rate-limit-store.ts).
      ...(options.redis ? { store: sharedRateLimitStore(options.redis) } : {}),
      errorResponseBuilder: () => new AppError('too.many.requests'),
    });
  },
  { name: 'security' },
);
