import { HEADERS, parseLanguage } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * Text in a request is UTF-8, in full: a bad byte (`%FF`), an encoded surrogate (`%ED%A0%80`) or
 * a lone surrogate escape (`"\uD800"` in JSON) is refused with 400 `request.encoding` naming
 * where it was, before anything reads it. Decoders would otherwise turn it into U+FFFD silently
 * or pass a string no database or JSON encoder takes.
 */

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ESCAPE_RUN = /(?:%[0-9a-fA-F]{2})+/g;

/** Whether a URL part's characters and %-escapes are UTF-8 text (stray `%` is left to others). */
function wellFormed(part: string): boolean {
  if (LONE_SURROGATE.test(part)) return false;
  for (const [run] of part.matchAll(ESCAPE_RUN)) {
    try {
      decodeURIComponent(run); // throws on bytes that are not UTF-8 (surrogates included)
    } catch {
      return false;
    }
  }
  return true;
}

const decodeKey = (key: string): string => {
  try {
    return decodeURIComponent(key.replaceAll('+', ' '));
  } catch {
    return 'query';
  }
};

/** Where a URL's text is broken: `url` (the path), a query parameter's name, `query`, or nothing. */
export function brokenUrlText(url: string): string | undefined {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!wellFormed(path)) return 'url';
  if (mark < 0) return undefined;
  for (const pair of url.slice(mark + 1).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals < 0 ? pair : pair.slice(0, equals);
    if (!wellFormed(key)) return 'query';
    if (equals >= 0 && !wellFormed(pair.slice(equals + 1))) return decodeKey(key) || 'query';
  }
  return undefined;
}

/** The path (`a.b.0`) of the first string or key in `value` holding a lone surrogate. */
export function brokenTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return at;
    const found = brokenTextPath(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text; undefined when its bytes are not UTF-8. */
function bodyText(request: FastifyRequest, body: Buffer): string | undefined {
  const encoding = request.headers['content-encoding'];
  // A compressed body is not inflated (request.malformed, as before): its bytes are not text.
  if (encoding && encoding !== 'identity') return body.toString('utf8');
  try {
    return utf8.decode(body);
  } catch {
    return undefined;
  }
}

const refuse = (field: string) => new AppError('request.encoding', { field });

export const wellFormedPlugin = fp(
  function wellFormed(app: FastifyInstance) {
    app.addHook('onRequest', (request, _reply, done) => {
      const field = brokenUrlText(request.url);
      if (field === undefined) return done();
      // Refused before the request's context is read: its language comes from the header alone.
      request.language = parseLanguage(request.headers[HEADERS.language.toLowerCase()]);
      done(refuse(field));
    });

    // JSON bodies are read as bytes and decoded strictly; Fastify's own parser then parses them
    // (with its prototype-poisoning checks).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request: FastifyRequest, body: Buffer, done) => {
        const text = bodyText(request, body);
        if (text === undefined) return done(refuse('body'), undefined);
        void parseJson(request, text, (error, parsed: unknown) => {
          if (error) return done(error, undefined);
          const field = brokenTextPath(parsed);
          if (field !== undefined) return done(refuse(field || 'body'), undefined);
          done(null, parsed);
        });
      },
    );

    // A body opened later (sealed bodies) or parsed otherwise (forms): checked before handlers.
    app.addHook('preHandler', (request, _reply, done) => {
      const field = brokenTextPath(request.body);
      done(field === undefined ? undefined : refuse(field || 'body'));
    });
  },
  { name: 'well-formed' },
);
