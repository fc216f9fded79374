import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
/** Brotli first: the same order as @fastify/static's pick of the build's .br and .gz files. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** An app shell as it is and compressed once (where that makes it smaller), as builds do. */
export type ShellBodies = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/** Compresses a shell once, at start-up or when it changes: no CPU spent per request. */
export function compressedShell(html: string): ShellBodies {
  const identity = Buffer.from(html);
  const br = zlib.brotliCompressSync(identity, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  });
  const gzip = zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION });
  return {
    identity,
    ...(br.length < identity.length ? { br } : {}),
    ...(gzip.length < identity.length ? { gzip } : {}),
  };
}

/** The encoding of the request's Accept-Encoding we can send; `*` counts as gzip, as in static. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  return negotiate(header.toLowerCase().replaceAll('*', 'gzip'), ENCODINGS) ?? undefined;
}

/** Sends the body of `bodies` the request accepts (Vary is the caller's: it may vary on more). */
export function sendShellBodies(request: FastifyRequest, reply: FastifyReply, bodies: ShellBodies) {
  const encoding = acceptedEncoding(request);
  const body = encoding && bodies[encoding];
  if (!encoding || !body) return reply.send(bodies.identity);
  return reply.header('Content-Encoding', encoding).send(body);
}
