import { ok, successEnvelope } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EVERYTHING_CHANGED, type ChangeBus } from '../db/change-bus.js';
import type { FrontDoor, HeldAnswer } from './front-door.js';
import {
  acceptedEncoding,
  COMPRESS_THRESHOLD,
  contentTag,
  encodeBody,
  encodeOnce,
  noneMatch,
  type EncodedBody,
} from './encoded-body.js';

/**
 * Where a per-caller string goes in a spliced answer: `build` puts it in place of the value (the
 * status puts it as `location.ip`), and each request gets its own string, JSON-escaped, there.
 */
export const CALLER_SLOT = '{{caller:2f9c}}';

/** A public answer that changes only when an operator changes something. */
export type CachedAnswerSpec<P, V> = {
  /** Names the answer in errors. */
  name: string;
  /** The contract schema of the envelope's value; the body is encoded through it once per build. */
  schema: z.ZodType<V>;
  /**
   * Everything the answer depends on, as a string; requests with equal keys share one built
   * answer. Put a snapshot's version in it when `build` reads the snapshot the request resolved,
   * so a build from a snapshot older than a change cannot stand for the newer one.
   */
  key(params: P): string;
  /** Change-bus topics after which the answer built for `params` is dropped, on every instance. */
  topics(params: P): readonly string[];
  /** Makes the value: once per key and change, never per request. */
  build(params: P): V | Promise<V>;
  /** Request headers the answer depends on (Vary); Accept-Encoding is added when compressed. */
  vary: readonly string[];
  /** A per-caller string spliced in at CALLER_SLOT (the status: the caller's IP). */
  caller?: (request: FastifyRequest) => string;
  /**
   * Countdowns filled in as each answer is sent (the lottery's remainTime): `build` puts the
   * deadline (epoch ms, 0 for none) in every number field named `field`, and each answer carries
   * max(0, deadline − now()) there. The ETag covers the deadlines, not the time left, so a 304
   * means nothing but time changed; a body of 1 kB or more is compressed per answer, fast.
   */
  countdown?: { field: string; now: () => number };
  /**
   * The front door (lib/front-door.ts) may send this answer again to the same request, until a
   * change on the change bus or `until(params)` (epoch ms) when the key holds a time (the
   * minute's notices). Only for an answer that changes in no other way. With countdowns, only
   * its 304: each body carries the time left, the tag only the deadlines.
   */
  front?: { until?: (params: P) => number };
};

export type CachedAnswer<P> = {
  /** Sends the answer of `params`, or 304 when If-None-Match holds its ETag. */
  send(request: FastifyRequest, reply: FastifyReply, params: P): void | Promise<void>;
};

/**
 * A built answer: the serialised body (or its two halves around the caller, or its pieces between
 * countdowns) and its tag.
 */
type Built =
  | { kind: 'whole'; tag: string; etag: string; body: EncodedBody; compressed: boolean }
  | { kind: 'spliced'; digest: string; head: string; tail: string }
  | {
      kind: 'countdown';
      etag: string;
      pieces: string[];
      deadlines: number[];
      compressible: boolean;
    };

type Entry = { topics: readonly string[]; built?: Built; pending: Promise<Built> };

/** Built answers kept per definition; keys come from resolved merchants and languages. */
export const MAX_ANSWERS = 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The shared cache of public answers: a module defines an answer once (`define`), its routes call
 * `send`, and a change published on the change bus drops what depends on it on every instance.
 */
export function createAnswerCache({ bus, front }: { bus: ChangeBus; front?: FrontDoor }) {
  const droppers: ((topic: string) => void)[] = [];
  const drop = (topic: string) => {
    // Any change empties the front door: it cannot tell which answers depended on what.
    front?.clear();
    for (const dropper of droppers) dropper(topic);
  };
  const unsubscribe = bus.subscribe(drop);

  function define<P, V>(spec: CachedAnswerSpec<P, V>): CachedAnswer<P> {
    const entries = new Map<string, Entry>();
    droppers.push((topic) => {
      if (topic === EVERYTHING_CHANGED) return entries.clear();
      for (const [key, entry] of entries) if (entry.topics.includes(topic)) entries.delete(key);
    });
    const envelope = successEnvelope(spec.schema);
    const varyWhole = spec.vary.join(', ');
    const varyCompressed = [...spec.vary, 'Accept-Encoding'].join(', ');
    // A body carrying the caller's address is theirs alone: no shared cache may keep it.
    const cacheControl = spec.caller ? 'private, no-cache' : 'no-cache';

    if (spec.caller && spec.countdown) {
      throw new Error(`cached answer ${spec.name}: a caller slot or countdowns, not both`);
    }

    async function build(params: P): Promise<Built> {
      const text = JSON.stringify(z.encode(envelope, ok(await spec.build(params))));
      if (spec.caller) return splice(spec.name, text);
      if (spec.countdown) return cutCountdowns(text, spec.countdown.field);
      const body = await encodeBody(text);
      const tag = contentTag(text);
      // One tag for the plain and the compressed bodies: equal content, not equal bytes (weak).
      const compressed = body.br !== undefined || body.gzip !== undefined;
      return { kind: 'whole', tag, etag: compressed ? `W/${tag}` : tag, body, compressed };
    }

    function entryOf(params: P): Entry {
      const key = spec.key(params);
      const known = entries.get(key);
      if (known) return known;
      const entry: Entry = { topics: spec.topics(params), pending: build(params) };
      entry.pending.then(
        (built) => (entry.built = built),
        () => entries.get(key) === entry && entries.delete(key), // a failed build is retried
      );
      if (entries.size >= MAX_ANSWERS) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, entry);
      return entry;
    }

    function answer(request: FastifyRequest, reply: FastifyReply, built: Built): void {
      void reply.header('cache-control', cacheControl);
      if (built.kind === 'countdown') {
        void reply.header('etag', built.etag);
        void reply.header('vary', built.compressible ? varyCompressed : varyWhole);
        if (noneMatch(request.headers['if-none-match'], built.etag)) {
          return void reply.code(304).send();
        }
        const now = spec.countdown?.now() ?? Date.now();
        let body = built.pieces[0] ?? '';
        built.deadlines.forEach((deadline, i) => {
          body += String(Math.max(0, deadline - now)) + (built.pieces[i + 1] ?? '');
        });
        const encoding = built.compressible
          ? acceptedEncoding(request.headers['accept-encoding'])
          : null;
        void reply.type(JSON_TYPE);
        if (!encoding) return void reply.send(body);
        return void reply.header('content-encoding', encoding).send(encodeOnce(body, encoding));
      }
      if (built.kind === 'spliced') {
        const caller = spec.caller?.(request) ?? '';
        // The caller's part of the tag: a phone polling from one address keeps getting 304.
        const tag = `"${built.digest}.${Buffer.from(caller).toString('base64url')}"`;
        void reply.header('etag', tag).header('vary', varyWhole);
        if (noneMatch(request.headers['if-none-match'], tag)) return void reply.code(304).send();
        return void reply.type(JSON_TYPE).send(built.head + JSON.stringify(caller) + built.tail);
      }
      void reply.header('etag', built.etag);
      void reply.header('vary', built.compressed ? varyCompressed : varyWhole);
      if (noneMatch(request.headers['if-none-match'], built.tag)) {
        return void reply.code(304).send();
      }
      const encoding = built.compressed
        ? acceptedEncoding(request.headers['accept-encoding'])
        : null;
      const encoded = encoding ? built.body[encoding] : undefined;
      if (encoding && encoded) void reply.header('content-encoding', encoding);
      void reply.type(JSON_TYPE).send(encoded ?? built.body.identity);
    }

    /** What the front door sends to this request again: the answer just sent, as sent. */
    function held(request: FastifyRequest, built: Built, until: number): HeldAnswer {
      if (built.kind === 'whole') {
        const vary = built.compressed ? varyCompressed : varyWhole;
        const { etag, tag, body, compressed } = built;
        return { etag, tag, cacheControl, vary, body, compressed, until };
      }
      if (built.kind === 'spliced') {
        const caller = spec.caller?.(request) ?? '';
        const tag = `"${built.digest}.${Buffer.from(caller).toString('base64url')}"`;
        const identity = Buffer.from(built.head + JSON.stringify(caller) + built.tail);
        const body = { identity };
        return { etag: tag, tag, cacheControl, vary: varyWhole, body, compressed: false, until };
      }
      // Countdowns: the time left differs in every body, so the door keeps no body, only the 304.
      const vary = built.compressible ? varyCompressed : varyWhole;
      return { etag: built.etag, tag: built.etag, cacheControl, vary, compressed: false, until };
    }

    function sendBuilt(request: FastifyRequest, reply: FastifyReply, params: P, built: Built) {
      answer(request, reply, built);
      if (!front || !spec.front) return;
      const kept = held(request, built, spec.front.until?.(params) ?? Infinity);
      // A route that asks for no session (config.auth) answers a token as it answers none.
      const sessionFree = request.routeOptions.config.auth === undefined;
      front.hold(request.raw, kept, {
        route: request.routeOptions.url ?? '',
        perCaller: built.kind === 'spliced',
        sessionFree,
      });
    }

    return {
      send(request, reply, params) {
        const entry = entryOf(params);
        if (entry.built) return sendBuilt(request, reply, params, entry.built);
        return entry.pending.then((built) => sendBuilt(request, reply, params, built));
      },
    };
  }

  return {
    define,
    /** Drops what depends on `topic` here at once, and tells the other instances. */
    changed(topic: string): Promise<void> {
      drop(topic);
      return bus.publish(topic);
    },
    close: unsubscribe,
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** Cuts a serialised answer around its caller slot, which must appear exactly once. */
function splice(name: string, text: string): Built {
  const slot = JSON.stringify(CALLER_SLOT);
  const at = text.indexOf(slot);
  if (at < 0 || text.includes(slot, at + slot.length)) {
    throw new Error(`cached answer ${name}: the value must hold CALLER_SLOT exactly once`);
  }
  const digest = contentTag(text).slice(1, -1);
  return { kind: 'spliced', digest, head: text.slice(0, at), tail: text.slice(at + slot.length) };
}

/** Whether the quote at `at` is escaped: an odd run of backslashes before it. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text[at - 1 - backslashes] === '\\') backslashes += 1;
  return backslashes % 2 === 1;
}

/**
 * Cuts a serialised answer at the values of its `field` number fields. `"field":` with an
 * unescaped opening quote is a key: within a string its quotes would be escaped.
 */
function cutCountdowns(text: string, field: string): Built {
  const key = `${JSON.stringify(field)}:`;
  const pieces: string[] = [];
  const deadlines: number[] = [];
  let from = 0;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    if (isEscaped(text, at)) continue;
    const start = at + key.length;
    const digits = /^-?\d+/.exec(text.slice(start, start + 20))?.[0];
    if (digits === undefined) throw new Error(`countdown field ${field} is not an integer`);
    pieces.push(text.slice(from, start));
    deadlines.push(Number(digits));
    from = start + digits.length;
  }
  pieces.push(text.slice(from));
  // Weak: the bytes differ from answer to answer while the content stays the same.
  return {
    kind: 'countdown',
    etag: `W/${contentTag(text)}`,
    pieces,
    deadlines,
    compressible: text.length >= COMPRESS_THRESHOLD,
  };
}
