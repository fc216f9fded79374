import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-log.js';

const at = new Date(2026, 0, 2, 9, 5, 7).getTime();

describe('pretty log lines', () => {
  it('says the time, level and message, then the other fields', () => {
    const json = JSON.stringify({
      level: 40,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'redis down',
      attempts: 3,
    });
    expect(prettyLine(json)).toBe('09:05:07 WARN  redis down  attempts=3');
  });

  it('names a request by method, path and status; an error by its message, with its stack', () => {
    const done = {
      level: 20,
      time: at,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: 1.5,
    };
    expect(prettyLine(JSON.stringify(done))).toBe(
      '09:05:07 DEBUG request completed  GET /healthz  200  responseTime=1.5',
    );
    const failed = {
      level: 50,
      time: at,
      msg: 'unhandled error',
      err: { message: 'boom', stack: 'Error: boom\n    at f (x.ts:1)' },
    };
    expect(prettyLine(JSON.stringify(failed))).toBe(
      '09:05:07 ERROR unhandled error  err=boom\n    at f (x.ts:1)',
    );
  });

  it('passes through what is not a log entry', () => {
    expect(prettyLine('plain text')).toBe('plain text');
  });
});
