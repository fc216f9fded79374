import type { z } from 'zod';

/**
 * Relay calls (SPEC §7): `/wps/relay/<NAME>`, e.g. GET /wps/relay/GCSGAME_gameList. Each name is
 * defined once here, in the owning domain's contract file, with defineRelay(); the server module
 * that answers it registers the contract with a handler, and the web calls it with relay().
 */
export const RELAY_PREFIX = '/wps/relay/';

export const RELAY_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type RelayMethod = (typeof RELAY_METHODS)[number];

/**
 * Who may call a relay: anyone ('none'), anyone with the session read when there is one
 * ('optional'), a signed-in member ('member', 401 otherwise) or a member on a real account, not
 * a free-trial one ('real-member', 403 free_reject), or an agent ('agent': SPEC §4, a type other
 * than 0, 4 and 40; 403 agent.only otherwise).
 */
export type RelayAuth = 'none' | 'optional' | 'member' | 'real-member' | 'agent';

/** Names as SPEC §7 writes them: a service prefix, an underscore, the call (MCS2_addRecentGame). */
const RELAY_NAME = /^[A-Z][A-Z0-9]*_[A-Za-z0-9]+$/;

type RelayFields<Name extends string, Answer extends z.ZodType> = {
  /** The <NAME> of /wps/relay/<NAME>. */
  readonly name: Name;
  /** The methods it answers; another method gets 405. The first is the one the web sends. */
  readonly methods: readonly [RelayMethod, ...RelayMethod[]];
  /** The `value` of the success envelope. */
  readonly answer: Answer;
  readonly auth: RelayAuth;
  /** White-label module id that must be on for the call (403 no.permission otherwise). */
  readonly module?: string;
};

/** A relay whose input is the query string (GET, DELETE). */
export type QueryRelay<
  Name extends string = string,
  Query extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> = RelayFields<Name, Answer> & { readonly query: Query; readonly body?: undefined };

/** A relay whose input is a JSON body (POST, PUT, DELETE). */
export type BodyRelay<
  Name extends string = string,
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> = RelayFields<Name, Answer> & { readonly body: Body; readonly query?: undefined };

export type RelayContract = QueryRelay | BodyRelay;

/** The schema of a relay's input, wherever it travels. */
export function relayInputSchema(contract: RelayContract): z.ZodType {
  return contract.body === undefined ? contract.query : contract.body;
}

/** What a caller passes (before coercion and defaults). */
export type RelayInput<C extends RelayContract> = z.input<
  C extends BodyRelay<string, infer B> ? B : C extends QueryRelay<string, infer Q> ? Q : never
>;
/** What the handler receives, validated. */
export type RelayParsedInput<C extends RelayContract> = z.output<
  C extends BodyRelay<string, infer B> ? B : C extends QueryRelay<string, infer Q> ? Q : never
>;
/** The value the call answers. */
export type RelayAnswer<C extends RelayContract> = z.output<C['answer']>;

/**
 * Defines a relay call's contract. Throws at load time on a name unlike SPEC §7's, a repeated
 * method, or a body on GET, so a bad contract never reaches a running server.
 */
export function defineRelay<const C extends RelayContract>(contract: C): C {
  if (!RELAY_NAME.test(contract.name)) {
    throw new Error(`relay name "${contract.name}" is not PREFIX_call (SPEC §7)`);
  }
  if (new Set(contract.methods).size !== contract.methods.length) {
    throw new Error(`relay ${contract.name} lists a method twice`);
  }
  if (contract.body && contract.methods.includes('GET')) {
    throw new Error(`relay ${contract.name}: GET carries no body; define a query instead`);
  }
  return contract;
}

/** Who may call a relay and the module it needs: all most relays differ in but name and schemas. */
export type RelayAccess = Pick<RelayContract, 'auth' | 'module'>;

/**
 * The common relays of one access in a line each: `get` (the query string in) and `post` (a JSON
 * body in), both through defineRelay and its checks.
 *
 *     const agent = relaysFor({ auth: 'agent' });
 *     export const teamPnlRelay = agent.get('ODSFE2_TeamPNL', TeamPnlQuery, TeamPnlPage);
 */
export function relaysFor(access: RelayAccess) {
  return {
    get: <const N extends string, Q extends z.ZodType, A extends z.ZodType>(
      name: N,
      query: Q,
      answer: A,
    ) => defineRelay({ name, methods: ['GET'], query, answer, ...access }),
    post: <const N extends string, B extends z.ZodType, A extends z.ZodType>(
      name: N,
      body: B,
      answer: A,
    ) => defineRelay({ name, methods: ['POST'], body, answer, ...access }),
  };
}

export const publicRelays = relaysFor({ auth: 'none' });
export const memberRelays = relaysFor({ auth: 'member' });
export const agentRelays = relaysFor({ auth: 'agent' });

export const relayPath = (contract: Pick<RelayContract, 'name'>): string =>
  `${RELAY_PREFIX}${contract.name}`;
