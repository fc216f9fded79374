import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '@/app.js';
import { openDatabase } from '@/db/client.js';
import { eq } from 'drizzle-orm';
import { members } from '@/db/schema/index.js';
import { seedIfEmpty } from '@/db/seed/index.js';
import { createSessions } from '@/modules/session/index.js';
import { API_SECURITY_HEADERS } from '@/plugins/security.js';

/**
 * The servers under test, in a process of their own so the load generator does not share their
 * event loop: the whole app on a seeded embedded database, and one bare Fastify route. Sends
 * `{ app, bare }` (their base URLs) to the parent, answers `cpu` with the CPU time this process
 * has used (µs), and closes on `close`.
 */
export type ServedUrls = { app: string; bare: string; token: string };

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
// The lottery's draws of now, created once (no engine runs here, so the answers hold still).
await app.lottery.engine.tick();
const bare = Fastify({ logger: false });
bare.get('/bare', () => ({ success: true, value: { ok: true } }));
// The same route with the headers every cached answer must carry (the API's security headers,
// cache-control, ETag, Vary): what those headers alone cost, with none of the app's work.
const CACHED_HEADERS = {
  ...API_SECURITY_HEADERS,
  'cache-control': 'no-cache',
  etag: 'W/"zB2c9rK1qT0xV8mN4pL6sA"',
  vary: 'Merchant, Language, Accept-Encoding',
};
bare.get('/bare-headers', (_request, reply) =>
  reply.headers(CACHED_HEADERS).send({ success: true, value: { ok: true } }),
);

// A signed-in demo player's token, for the reads a member makes.
const [demo] = await database.db
  .select({ id: members.id, merchantId: members.merchantId })
  .from(members)
  .where(eq(members.account, 'demo'));
if (!demo) throw new Error('bench: the demo player is not seeded');
const { token } = await createSessions(database).create(
  { memberId: demo.id, merchantId: demo.merchantId },
  { ip: '127.0.0.1', userAgent: 'bench' },
);

const urls: ServedUrls = {
  app: await app.listen({ port: 0, host: '127.0.0.1' }),
  bare: await bare.listen({ port: 0, host: '127.0.0.1' }),
  token,
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
