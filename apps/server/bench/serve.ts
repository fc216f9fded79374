import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '@/app.js';
import { openDatabase } from '@/db/client.js';
import { seedIfEmpty } from '@/db/seed/index.js';

/**
 * The servers under test, in a process of their own so the load generator does not share their
 * event loop: the whole app on a seeded embedded database, and one bare Fastify route. Sends
 * `{ app, bare }` (their base URLs) to the parent, answers `cpu` with the CPU time this process
 * has used (µs), and closes on `close`.
 */
export type ServedUrls = { app: string; bare: string };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const database = await openDatabase({ dataDir });
await seedIfEmpty(database.db);
const app = await buildApp({
  database,
  config: {
    logLevel: 'silent',
    operatorToken: undefined,
    defaultMerchantCode: 'DEMO',
    webDistDir: dataDir,
    trustProxy: false,
    bodyLimit: 1_048_576,
  },
});
const bare = Fastify({ logger: false });
bare.get('/bare', () => ({ success: true, value: { ok: true } }));

const urls: ServedUrls = {
  app: await app.listen({ port: 0, host: '127.0.0.1' }),
  bare: await bare.listen({ port: 0, host: '127.0.0.1' }),
};
process.send?.(urls);
process.on('message', (message) => {
  if (message === 'cpu') {
    const used = process.cpuUsage();
    process.send?.({ cpu: used.user + used.system });
  }
  if (message !== 'close') return;
  void (async () => {
    await app.close();
    await bare.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
