import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';

/**
 * How much the request pipeline (merchant resolution, gates, zod serialisation, security headers)
 * costs over bare Fastify: GET /wps/system/status on an embedded database versus one trivial
 * route, one after the other, both on 127.0.0.1. `npm run bench`.
 */
const CONNECTIONS = 10;
const SECONDS = 10;

async function main(): Promise<void> {
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

  try {
    const statusUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/wps/system/status`;
    const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;
    const run = (url: string, headers: Record<string, string> = {}) =>
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });

    process.stdout.write(`${CONNECTIONS} connections, ${SECONDS} s each …\n`);
    const status = await run(statusUrl, { Merchant: 'DEMO' });
    const plain = await run(bareUrl);
    printTable([
      ['GET /wps/system/status', status],
      ['bare Fastify route', plain],
    ]);
    const ratio = status.requests.average / plain.requests.average;
    process.stdout.write(`\nstatus / bare throughput: ${(ratio * 100).toFixed(0)} %\n`);
  } finally {
    await app.close();
    await bare.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: [string, Result][]): void {
  const line = (cells: string[]) =>
    `${cells[0]?.padEnd(26)}${cells
      .slice(1)
      .map((c) => c.padStart(12))
      .join('')}\n`;
  process.stdout.write(`\n${line(['', 'req/s avg', 'p99 ms', 'requests', 'errors'])}`);
  for (const [name, r] of rows) {
    const errors = r.errors + r.timeouts + r.non2xx;
    process.stdout.write(
      line([
        name,
        r.requests.average.toFixed(0),
        r.latency.p99.toFixed(1),
        String(r.requests.total),
        String(errors),
      ]),
    );
  }
}

await main();
