import {
  ok,
  RELAY_METHODS,
  RELAY_PREFIX,
  relayInputSchema,
  relayPath,
  successEnvelope,
  type RelayAnswer,
  type RelayContract,
  type RelayMethod,
  type RelayParsedInput,
} from '@app/contracts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/lib/app-error.js';

/**
 * Answers one relay call: the validated input in, the contract's answer out (wrapped in ok()).
 * A handler that sends the answer itself (a cached answer, lib/cached-answer.ts) returns `reply`.
 */
export type RelayHandler<C extends RelayContract> = (
  input: RelayParsedInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => RelayAnswer<C> | FastifyReply | Promise<RelayAnswer<C> | FastifyReply>;

export type RelayRouteOptions = {
  /**
   * Calls per client address in the window, counted per relay name (or per member with
   * perMember / memberRateLimit's key and hook); false: none, for public answers built once per
   * change (cached answers), which cost less than counting the call.
   */
  rateLimit?:
    | (Required<Pick<RateLimitOptions, 'max' | 'timeWindow'>> &
        Pick<RateLimitOptions, 'hook' | 'keyGenerator'>)
    | false;
  /** false: no compression hook (a cached answer comes compressed from its cache). */
  compress?: false;
};

/** A relay's limit when its module names none: generous for browsing, a wall for scripts. */
export const DEFAULT_RELAY_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** `app.addRelay(contract, handler)`: a module answers a relay name from its own folder. */
export type AddRelay = <C extends RelayContract>(
  contract: C,
  handler: RelayHandler<C>,
  options?: RelayRouteOptions,
) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.addRelay(contract, handler)`, called in any module's scope. */
    addRelay: AddRelay;
  }
}

function routeConfig(contract: RelayContract, options: RelayRouteOptions): FastifyContextConfig {
  return {
    ...(options.rateLimit === false
      ? {}
      : { rateLimit: options.rateLimit ?? DEFAULT_RELAY_RATE_LIMIT }),
    ...(contract.auth === 'none' ? {} : { auth: contract.auth }),
    ...(contract.module === undefined ? {} : { module: contract.module }),
  };
}

/**
 * The relay calls of SPEC §7 (/wps/relay/<NAME>). A module registers each name it answers with
 * `app.addRelay(contract, handler)` while the app is built; the name becomes a route of its own,
 * so validation, session rules, white-label gates, rate limits, logging and the envelope are those
 * of every other route. The rest of the family answers here: a name nobody registered gets 404
 * relay.not.found, a known name called with another method 405 (with `Allow`).
 */
export const relayModule = fp(
  function relay(app: FastifyInstance) {
    const methodsByName = new Map<string, readonly RelayMethod[]>();

    // A function decorator: `this` is the instance it is called on, so the route belongs to the
    // calling module's scope (its hooks apply) while the names are known app-wide.
    function addRelay<C extends RelayContract>(
      this: FastifyInstance,
      contract: C,
      handler: RelayHandler<C>,
      options: RelayRouteOptions = {},
    ): void {
      if (methodsByName.has(contract.name)) {
        throw new Error(`relay ${contract.name} is registered twice`);
      }
      methodsByName.set(contract.name, contract.methods);
      const inQuery = contract.body === undefined;
      this.route({
        method: [...contract.methods],
        url: relayPath(contract),
        config: routeConfig(contract, options),
        ...(options.compress === false ? { compress: false } : {}),
        schema: {
          [inQuery ? 'querystring' : 'body']: relayInputSchema(contract),
          response: { 200: successEnvelope(contract.answer) },
        },
        handler: (request, reply) => {
          const input = (inQuery ? request.query : request.body) as RelayParsedInput<C>;
          const answer = handler(input, request, reply);
          // A handler that sent the answer itself returned `reply` (a cached answer): nothing
          // more to send. Answering again would make Fastify build (and log at warn) an "already
          // sent" error. A synchronous answer stays synchronous: no promise on the polled path.
          if (answer === reply) return undefined;
          if (answer instanceof Promise) {
            return answer.then((value) => (value === reply || reply.sent ? undefined : ok(value)));
          }
          return ok(answer);
        },
      });
    }
    app.decorate('addRelay', addRelay);

    app.route<{ Params: { name: string } }>({
      method: [...RELAY_METHODS, 'PATCH'],
      url: `${RELAY_PREFIX}:name`,
      // Like any unknown URL: no merchant is resolved for a name that answers nothing.
      config: { merchant: false },
      handler: async (request, reply) => {
        const methods = methodsByName.get(request.params.name);
        if (!methods) throw new AppError('relay.not.found');
        // Fastify answers HEAD wherever GET is routed.
        const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
        reply.header('Allow', allowed.join(', '));
        throw new AppError('method.not.allowed');
      },
    });
  },
  { name: 'relay' },
);
