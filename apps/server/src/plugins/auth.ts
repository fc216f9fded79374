import { HEADERS, isAgentType, isTrialType } from '@app/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { asArray } from '../lib/route-hooks.js';
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
     * 'agent': and an agent's (SPEC §4: a type other than 0, 4, 40; 403 agent.only otherwise);
     * 'optional': the session is read when there is one.
     */
    auth?: 'member' | 'real-member' | 'agent' | 'optional';
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
 * A rate limit counted per signed-in member, for a route with `config.auth`: it runs after the
 * session is read (a route's preHandler follows the app's), so one member's phones share it and
 * members behind one address do not. Keys hold the member id, never the token.
 */
export const perMember = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `member:${sessionOf(request).memberId}`,
});

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
      if (required === 'agent' && !isAgentType(request.session.type)) {
        throw new AppError('agent.only');
      }
    }

    // Only routes that ask for a session get the hook: the others (the cached public answers
    // phones poll) pay nothing for it. First among the route's own hooks, so a per-member rate
    // limit (perMember) runs after it. A callback hook: no promise when the session is cached.
    app.addHook('onRoute', (route) => {
      const required = route.config?.auth;
      if (!required) return;
      const hook: preHandlerHookHandler = (request, _reply, done) => {
        authenticate(request, required).then(() => done(), done);
      };
      route.preHandler = [hook, ...asArray(route.preHandler)];
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
