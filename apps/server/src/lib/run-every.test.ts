import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runEvery } from './run-every.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runEvery', () => {
  it('runs one job at a time from ready, goes on after a failure, and close waits for a run', async () => {
    const app = Fastify();
    const errors: string[] = [];
    app.log.error = ((_context: unknown, message: string) => errors.push(message)) as never;
    let runs = 0;
    let open = 0;
    let most = 0;
    let finished = 0;
    runEvery(
      app,
      5,
      async () => {
        runs += 1;
        open += 1;
        most = Math.max(most, open);
        await tick(12);
        open -= 1;
        finished += 1;
        if (runs === 1) throw new Error('first run fails');
      },
      'job failed',
    );
    await tick(20);
    expect(runs).toBe(0);
    await app.ready();
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await app.close();
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    expect(errors).toEqual(['job failed']);
  });
});
