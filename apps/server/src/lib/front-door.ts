import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { API_SECURITY_HEADERS } from '../plugins/security.js';
import { acceptedEncoding, noneMatch, type EncodedBody } from './encoded-body.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';

/**
 * An answer as Fastify sent it, for the front door to send again: its tag (weak or strong as
 * sent), the tag If-None-Match is compared with, and its bodies. Without bodies (an answer whose
 * body changes each time, the lottery's countdowns) only its 304 is sent from here.
 */
export type HeldAnswer = {
  etag: string;
  tag: string;
  cacheControl: string;
  vary: string;
  body?: EncodedBody;
  /** Whether the body may go out compressed (a br or gzip copy is in `body`). */
  compressed: boolean;
  /** When the answer stops being the one its request gets (epoch ms; Infinity: at a change). */
  until: number;
};

type Headers = Record<string, string | number>;
type Held = {
  answer: HeldAnswer;
  notModified: Headers;
  /** The 200's headers per encoding sent ('identity' uncompressed). */
  ok: Partial<Record<keyof EncodedBody, Headers>>;
  /**
   * The bodies as latin1 strings, byte for byte: Node writes a string body in one write with the
   * headers, a Buffer in a second chunk (writev), which cost a held answer a tenth of its time.
   */
  text: Partial<Record<keyof EncodedBody, string>>;
};

/** Requests held at once; a full door starts empty again (changes empty it anyway). */
export const MAX_HELD = 10_000;
/**
 * The longest key held: a phone's requests are far shorter, and 10,000 keys of padded queries or
 * forwarding headers must not grow the door past a few megabytes.
 */
export const MAX_KEY_LENGTH = 512;
const JSON_TYPE = 'application/json; charset=utf-8';

/** How a path's answers are chosen, as the route that held one told (cached-answer.ts). */
export type HoldRule = {
  /** The route's pattern: what the metrics count the door's answers under (a path has variants). */
  route: string;
  /** The body names its caller (the status' address): held per socket address and forwarding. */
  perCaller: boolean;
  /** The route reads no session: a request with a token gets what one without it gets. */
  sessionFree: boolean;
};

/**
 * The request's part of the key: everything a public answer is chosen by before Fastify resolves
 * it (the merchant from the Merchant header or the host, the Language header). A request with a
 * session (Authorization) is answered here only on a route that reads none.
 */
function keyOf(request: IncomingMessage, rule: HoldRule | undefined): string | undefined {
  if (request.method !== 'GET' || !rule) return undefined;
  const headers = request.headers;
  if (headers.authorization !== undefined && !rule.sessionFree) return undefined;
  let key = `${request.url ?? ''}\n${headers.host ?? ''}\n${String(headers['x-forwarded-host'] ?? '')}\n${String(headers.merchant ?? '')}\n${String(headers.language ?? '')}`;
  if (rule.perCaller) {
    key += `\n${request.socket.remoteAddress ?? ''}\n${String(headers['x-forwarded-for'] ?? '')}`;
  }
  return key.length > MAX_KEY_LENGTH ? undefined : key;
}

/** A request's path, its query left out. */
function pathOf(url: string | undefined): string {
  const at = url?.indexOf('?') ?? -1;
  return at < 0 ? (url ?? '') : (url ?? '').slice(0, at);
}

function headersOf(answer: HeldAnswer): Held {
  const common: Headers = {
    ...API_SECURITY_HEADERS,
    'cache-control': answer.cacheControl,
    etag: answer.etag,
    vary: answer.vary,
  };
  const ok: Held['ok'] = {};
  const text: Held['text'] = {};
  for (const encoding of ['identity', 'br', 'gzip'] as const) {
    const body = answer.body?.[encoding];
    if (!body) continue;
    ok[encoding] = {
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-type': JSON_TYPE,
      'content-length': body.length,
    };
    text[encoding] = body.toString('latin1');
  }
  return { answer, notModified: common, ok, text };
}

/**
 * The front door: the cached public answers (lib/cached-answer.ts) a phone asks for again, sent
 * straight from the HTTP server, before Fastify routes the request, builds its request and reply,
 * and runs its hooks. A request is answered here only after Fastify answered the same request
 * (same address, query, merchant and language) with a cached answer that allows it, so the
 * merchant's gates (maintenance, modules) and the query's checks have passed; every change on the
 * change bus empties the door, and an answer chosen by the time (the minute's notices) leaves at
 * its end. The bytes and headers are those Fastify sent (front-door.test.ts compares them).
 */
export function createFrontDoor({ now = Date.now }: { now?: () => number } = {}) {
  let held = new Map<string, Held>();
  let rules = new Map<string, HoldRule>();
  let isOpen = true;
  /** Counts the changes: an answer built from what a change replaced is not held after it. */
  let generation = 0;
  /** The generation each request came in at (set by the server, below). */
  const entered = new WeakMap<IncomingMessage, number>();

  return {
    /** Sends the held answer of this request; false (nothing sent) when none is held. */
    answer(request: IncomingMessage, response: ServerResponse): boolean {
      if (held.size === 0) return false;
      const key = keyOf(request, rules.get(pathOf(request.url)));
      const found = key === undefined ? undefined : held.get(key);
      if (!found || key === undefined) return false;
      const { answer } = found;
      if (answer.until <= now()) {
        held.delete(key);
        return false;
      }
      const notModified = noneMatch(request.headers['if-none-match'], answer.tag);
      if (!notModified && !answer.body) return false;
      // Its id, as Fastify's answers carry theirs (app.ts genReqId). Passed with the others to
      // writeHead, never set before it: one setHeader first sends every header through Node's
      // slow path (a fifth of a cached answer's time, the status bench).
      const id = requestIdOf(request.headers[REQUEST_ID_HEADER]);
      if (notModified || !answer.body) {
        response.writeHead(304, { ...found.notModified, [REQUEST_ID_HEADER]: id }).end();
        return true;
      }
      const encoding = answer.compressed
        ? acceptedEncoding(request.headers['accept-encoding'])
        : null;
      const sent = (encoding && found.text[encoding] && encoding) || 'identity';
      response
        .writeHead(200, { ...found.ok[sent], [REQUEST_ID_HEADER]: id })
        .end(found.text[sent], 'latin1');
      return true;
    },

    /** The route pattern of a request the door answered (the metrics' label). */
    routeOf(request: IncomingMessage): string {
      return rules.get(pathOf(request.url))?.route ?? '(front door)';
    },

    /** Marks a request passed on to Fastify: what it is answered may be held. */
    enter(request: IncomingMessage): void {
      entered.set(request, generation);
    },

    /**
     * Holds what Fastify just answered to `request`, for the next identical request; not when
     * anything changed since the request came in (its answer may have been built before).
     */
    hold(request: IncomingMessage, answer: HeldAnswer, rule: HoldRule): void {
      if (!isOpen || entered.get(request) !== generation) return;
      rules.set(pathOf(request.url), rule);
      const key = keyOf(request, rule);
      if (key === undefined) return;
      if (held.size >= MAX_HELD) held = new Map();
      held.set(key, headersOf(answer));
    },

    /** Forgets every held answer: something changed. */
    clear(): void {
      generation += 1;
      held = new Map();
      rules = new Map();
    },

    /** Holds nothing more (the server is closing). */
    close(): void {
      isOpen = false;
      held = new Map();
    },
  };
}

export type FrontDoor = ReturnType<typeof createFrontDoor>;

/** What Fastify sets on a server it makes itself (fastify/lib/server.js), for serverFactory. */
type ServerOptions = {
  http?: http.ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

/**
 * The HTTP server for Fastify's `serverFactory`: the front door answers what it holds, Fastify
 * the rest; timeouts as Fastify sets them on a server of its own.
 */
export function frontDoorServer(
  front: FrontDoor,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: ServerOptions,
  /** Told of each answer the door sent: its route pattern, status and seconds (the metrics). */
  answered?: (route: string, status: number, seconds: number) => void,
): http.Server {
  const server = http.createServer(options.http ?? {}, (request, response) => {
    const start = process.hrtime.bigint();
    if (front.answer(request, response)) {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      answered?.(front.routeOf(request), response.statusCode, seconds);
      return;
    }
    front.enter(request);
    handler(request, response);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) {
    server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  }
  return server;
}
