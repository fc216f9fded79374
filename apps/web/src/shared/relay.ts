import { relayPath, type RelayAnswer, type RelayContract, type RelayInput } from '@app/contracts';
import { request } from './api-client';

type QueryValue = string | number | boolean | undefined;

/** A relay's query input as URL parameters; an absent (undefined or null) field is left out. */
function toQuery(input: unknown): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') {
      throw new TypeError(`relay query field ${key} is not a plain value`);
    }
    query[key] = typeof value === 'bigint' ? String(value) : (value as QueryValue);
  }
  return query;
}

export type RelayCallOptions<C extends RelayContract> = {
  /** One of the contract's methods; the first by default (e.g. DELETE to remove a favourite). */
  method?: C['methods'][number];
  signal?: AbortSignal;
};

/**
 * Calls a relay of SPEC §7 (/wps/relay/<NAME>) by its contract: the input goes in the query or
 * the JSON body as the contract says, and the answer comes back checked against it, through the
 * one API client (headers, envelope, translated errors, sign-out on 401).
 *
 *     const page = await relay(GameListRelay, { gameType: 'SLOTS', pageNo: 1, pageSize: 20 });
 */
export function relay<C extends RelayContract>(
  contract: C,
  input: RelayInput<C>,
  options: RelayCallOptions<C> = {},
): Promise<RelayAnswer<C>> {
  const method = options.method ?? contract.methods[0];
  const { signal } = options;
  const path = relayPath(contract);
  const answer: C['answer'] = contract.answer;
  return contract.body === undefined
    ? request(method, path, answer, { query: toQuery(input), signal })
    : request(method, path, answer, { body: input, signal });
}
