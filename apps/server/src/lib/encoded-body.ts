import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';
/** Brotli first, as the SPA's files are picked (plugins/spa.ts). */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Bodies of this size and up are worth compressing (the app's @fastify/compress threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** A body as it is and, when it is large enough to gain, compressed once at the best levels. */
export type EncodedBody = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  if (identity.length < COMPRESS_THRESHOLD) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity,
    ...(br.length < identity.length ? { br } : {}),
    ...(gz.length < identity.length ? { gzip: gz } : {}),
  };
}

/**
 * A body made for one answer alone (a countdown's time left differs each time), compressed at
 * the fastest levels in the request's own turn: at a few kB that costs less than a round trip
 * through zlib's thread pool.
 */
export function encodeOnce(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
    : zlib.gzipSync(text, { level: 1 });
}

/** An opaque ETag value (quoted, without W/) of a content: every instance computes the same one. */
export const contentTag = (content: string | Buffer): string =>
  `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

/**
 * Accept-Encoding → the encoding to send. Browsers send one of a few fixed headers, so answers are
 * remembered (bounded: the header is the client's to choose). `*` counts as gzip, as in the SPA.
 */
const negotiated = new Map<string, Encoding | null>();
const MAX_NEGOTIATED = 64;

export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = negotiate(header.toLowerCase().replaceAll('*', 'gzip'), ENCODINGS);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/**
 * If-None-Match against an opaque tag, by weak comparison (RFC 9110 §13.1.2): the list may hold
 * several tags, weak or strong, or `*`.
 */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header === tag || header === `W/${tag}`) return true; // the usual case: one tag sent back
  return header.split(',').some((entry) => {
    const trimmed = entry.trim();
    return trimmed === '*' || trimmed === tag || trimmed === `W/${tag}`;
  });
}
