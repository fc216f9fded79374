import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A stream that keeps what is written to it, line by line (an app's log: logStream). */
export function captureStream(): { stream: Writable; lines(): string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      callback();
    },
  });
  return { stream, lines: () => lines };
}

/** A real pino logger whose JSON lines the test can read back (for the outbox's log lines). */
export function captureLog(): { logger: FastifyBaseLogger; lines(): string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines: () => lines };
}
