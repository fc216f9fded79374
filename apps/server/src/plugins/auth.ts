import { HEADERS, isTrialType } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { SessionMember, SessionService } from '../modules/session/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, when the request carries a live token. */
    session: SessionMember | undefined;
  }
  interface FastifyContextConfig {
    /**
     * 'member': a live session is required (401 login.not.session otherwise);
     * 'real-member': and not a free-trial account (403 free_reject);
     * 'optional': the session is read when there is one.
     */
    auth?: 'member' | 'real-member' | 'optional';
  }
}

/** The session of a route with `config.auth`; throws when called on a route without it. */
export function sessionOf(request: FastifyRequest): SessionMember {
  if (!request.session) throw new Error(`route ${request.url} has no config.auth`);
  return request.session;
}

/**
 * Resolves `Authorization: <token>` (a bare token, or "Bearer <token>") on every API request, and
 * enforces `config.auth`. A token of another merchant than the request's counts as none.
 */
export const authPlugin = fp(
  function auth(app: FastifyInstance, options: { sessions: SessionService }) {
    app.decorateRequest('session', undefined);

    app.addHook('preHandler', async (request) => {
      const required = request.routeOptions.config.auth;
      if (!required) return; // no query for routes that do not look at the session
      const header = request.headers[HEADERS.authorization.toLowerCase()];
      const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
      if (token && token.length <= 128) {
        const session = await options.sessions.resolve(token);
        const merchantId = request.merchant?.merchant.id;
        if (session && (merchantId === undefined || session.merchantId === merchantId)) {
          request.session = session;
        }
      }
      if (required === 'optional') return;
      if (!request.session) {
        throw new AppError(token ? 'user.or.token.invalid' : 'login.not.session');
      }
      if (required === 'real-member' && isTrialType(request.session.type)) {
        throw new AppError('free_reject');
      }
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
