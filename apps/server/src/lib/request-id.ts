import { randomUUID } from 'node:crypto';

/** What an id from a proxy may look like; anything else is replaced by one of ours. */
const PASSED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id: the one the proxy in front sent (X-Request-Id), so one request reads the same
 * in both logs, else a new UUID. Every log line of the request carries it (pino's reqId) and
 * every answer sends it back, the front door's too.
 */
export const requestIdOf = (header: string | string[] | undefined): string =>
  typeof header === 'string' && PASSED_ID.test(header) ? header : randomUUID();
