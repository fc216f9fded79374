import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProvider } from './plugin.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo provider plugin’s outbox', () => {
  it('sends what a stop left owed once the server listens, to the wallet at its own address', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'demo-provider-state-'));
    dirs.push(stateDir);
    const rollback = {
      action: 'rollback',
      body: {
        playerId: '7',
        roundId: 'r1',
        transactionId: 'r1:cancel',
        refTransactionId: 'r1:bet',
      },
    };
    writeFileSync(
      join(stateDir, 'outbox.jsonl'),
      `${JSON.stringify({ key: 'r1:bet', guard: rollback })}\n`,
    );

    const app = Fastify();
    const received: { action: string; body: unknown }[] = [];
    app.post('/wallet/:action', async (request) => {
      received.push({ action: (request.params as { action: string }).action, body: request.body });
      return { status: 'OK', balance: 0, currency: 'PHP' };
    });
    await app.register(demoProvider, {
      code: 'DEMO',
      secret: 'secret',
      basePath: '/demo-provider',
      clientDir: stateDir,
      stateDir,
      // Its own address, as the site's server gives it (known once it listens).
      walletUrl: () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/wallet`,
    });
    try {
      await app.ready();
      expect(received).toEqual([]);
      await app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => received).toEqual([rollback]);
      await expect
        .poll(() => readFileSync(join(stateDir, 'outbox.jsonl'), 'utf8'))
        .toMatch(/"done":true/);
    } finally {
      await app.close();
    }
  });
});
