import { HEADERS, isTrialType } from '@app/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
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

type RequiredAuth = NonNullable<FastifyContextConfig['auth']>;
const AUTHORIZATION = HEADERS.authorization.toLowerCase();

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

    /** Reads the session of a route that asks for one, and refuses the request without it. */
    async function authenticate(request: FastifyRequest, required: RequiredAuth): Promise<void> {
      const header = request.headers[AUTHORIZATION];
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
    }

    // A callback hook: most routes ask for no session, and they pay no promise for this one.
    app.addHook('preHandler', (request, _reply, done) => {
      const required = request.routeOptions.config.auth;
      if (!required) {
        done();
        return;
      }
      authenticate(request, required).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
