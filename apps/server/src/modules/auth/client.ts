import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sign-in.js';

/** Who is asking, as sessions and registrations record it. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
