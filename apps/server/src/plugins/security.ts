import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

/**
 * Strict headers for the SPA and the API, and the rate limiter. The limiter is off by default:
 * each route that needs one sets `config.rateLimit`. With Redis its counters are shared by all
 * instances; without it they live in this process.
 */
export const securityPlugin = fp(
  async function security(app: FastifyInstance, options: { redis?: Redis }) {
    await app.register(helmet, {
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
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    });

    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: 'rl:' } : {}),
      errorResponseBuilder: () => new AppError('too.many.requests', 429),
    });
  },
  { name: 'security' },
);
