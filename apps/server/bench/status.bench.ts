import { execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { gameReads, lotteryReads, type Read } from './game-reads.js';
import type { ServedUrls } from './serve.js';

/**
 * Cached public reads against a bare Fastify route, in one run: each read and the bare route
 * take turns (ROUNDS rounds of SECONDS each), and each read's throughput is divided by the bare
 * route's of its own turn; the median of the rounds is printed against the budget. The servers
 * run in a child process (bench/serve.ts), which also reports the CPU time it spent per request:
 * bare's µs over the read's is the same ratio as throughput on a server that has its core to
 * itself, and it holds steadier when other work shares the cores. Timing is noisy: this prints,
 * it never fails. `npm run bench`; BENCH_ROUNDS and BENCH_SECONDS change the length, BENCH_ONLY
 * picks reads by name (BENCH_ONLY=game: the game lobby's; BENCH_ONLY=lottery: the lottery lobby).
 */
const BUDGET = 0.8;
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
/** BENCH_ONLY=game: only the reads whose name holds it (and the control row). */
const ONLY = process.env.BENCH_ONLY ?? '';

/** What a phone sends: no Merchant header before sign-in (the host names it), brotli accepted. */
const PHONE = { 'accept-encoding': 'gzip, deflate, br', language: 'TY' };
/** The bare route measured against itself: how far two turns of the same work drift apart. */
const CONTROL: Read = { name: 'bare route (control)', path: '/bare', headers: {}, bare: true };
/** Not a budget: the bare route with a cached answer's headers, what the headers alone cost. */
const HEADERS_ONLY: Read = {
  name: 'bare + answer headers',
  path: '/bare-headers',
  headers: {},
  bare: true,
  reference: true,
};
const READS: Read[] = [
  { name: 'status', path: '/wps/system/status', headers: PHONE },
  {
    name: 'status, signed in',
    path: '/wps/system/status',
    headers: { ...PHONE, merchant: 'DEMO' },
  },
  { name: 'whitelabel (br)', path: '/wps/system/whitelabel', headers: PHONE },
  { name: 'settings (br)', path: '/wps/system/settings/consolidated', headers: PHONE },
  { name: 'country (br)', path: '/wps/system/country', headers: PHONE },
];

async function main(): Promise<void> {
  const child = fork(new URL('./serve.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const urls = await new Promise<ServedUrls>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServedUrls));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  pinCores(child.pid);
  try {
    const cpu = () =>
      new Promise<number>((resolve) => {
        child.once('message', (message) => resolve((message as { cpu: number }).cpu));
        child.send('cpu');
      });
    const run = (url: string, headers: Record<string, string>, duration = SECONDS) =>
      autocannon({ url, connections: CONNECTIONS, duration, headers });
    /** A run, and the server's CPU µs per request during it. */
    const measure = async (url: string, headers: Record<string, string>) => {
      const before = await cpu();
      const result = await run(url, headers);
      return { result, cpu: ((await cpu()) - before) / result.requests.total };
    };
    const bareUrl = `${urls.bare}/bare`;
    const urlOf = (read: Read) => `${read.bare ? urls.bare : urls.app}${read.path}`;
    const all = [...READS, ...gameReads(PHONE, urls.token), ...lotteryReads(PHONE)].filter((read) =>
      read.name.includes(ONLY),
    );
    const cached = (await Promise.all(all.map((read) => withEtag(urls.app, read)))).flat();
    const reads = [CONTROL, HEADERS_ONLY, ...cached];

    process.stdout.write(`warming up …\n`);
    await run(bareUrl, {}, 2);
    for (const read of reads) await run(urlOf(read), read.headers, 2);

    process.stdout.write(
      `${ROUNDS} rounds of ${SECONDS} s per route, ${CONNECTIONS} connections, read and bare in turn\n`,
    );
    const rows: Row[] = reads.map((read) => ({
      read,
      ratios: [],
      rps: [],
      cpu: [],
      cpuRatios: [],
    }));
    const bareRps: number[] = [];
    const bareCpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const row of rows) {
        const bare = await measure(bareUrl, {});
        const served = await measure(urlOf(row.read), row.read.headers);
        check(row.read.name, served.result);
        bareRps.push(bare.result.requests.average);
        bareCpu.push(bare.cpu);
        row.rps.push(served.result.requests.average);
        row.ratios.push(served.result.requests.average / bare.result.requests.average);
        row.cpu.push(served.cpu);
        row.cpuRatios.push(bare.cpu / served.cpu);
      }
    }
    printTable({ rps: median(bareRps), cpu: median(bareCpu) }, rows);
  } finally {
    child.send('close');
  }
}

/**
 * The server on core 0 and the load generator on core 1, when there are two and taskset is here:
 * left to the scheduler, the two trade cores and the same route's throughput swings by half.
 */
function pinCores(serverPid: number | undefined): void {
  if (serverPid === undefined || os.availableParallelism() < 2) return;
  try {
    execFileSync('taskset', ['-cp', '0', String(serverPid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
    process.stdout.write('server pinned to core 0, load generator to core 1\n');
  } catch {
    process.stdout.write('taskset unavailable: cores not pinned, figures swing more\n');
  }
}

/** Each read once more as a phone polling with the ETag it has (304 Not Modified). */
async function withEtag(base: string, read: Read): Promise<Read[]> {
  const response = await fetch(`${base}${read.path}`, { headers: read.headers });
  if (!response.ok) throw new Error(`${read.path} answered ${response.status}`);
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`${read.path} has no ETag`);
  const revalidated: Read = {
    ...read,
    name: `${read.name} → 304`,
    headers: { ...read.headers, 'if-none-match': etag },
  };
  // A reference read's poll still stands to the budget: it is what phones mostly get.
  delete revalidated.reference;
  return [read, revalidated];
}

function check(name: string, result: Result): void {
  const errors = result.errors + result.timeouts + result.non2xx;
  // 304 counts as non-2xx in autocannon; a 304 line is expected to have them all so.
  if (errors > 0 && !name.endsWith('304')) throw new Error(`${name}: ${errors} failed requests`);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Row = { read: Read; ratios: number[]; rps: number[]; cpu: number[]; cpuRatios: number[] };

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const verdict = (ratio: number, budget = BUDGET) => (ratio >= budget ? 'PASS' : 'FAIL');

function printTable(bare: { rps: number; cpu: number }, rows: Row[]): void {
  const line = (cells: string[]) =>
    `${(cells[0] ?? '').padEnd(26)}${cells
      .slice(1)
      .map((c) => c.padStart(10))
      .join('')}\n`;
  process.stdout.write(
    `\n${line(['', 'req/s', 'of bare', 'rounds', 'µs CPU', 'of bare', 'rounds', 'req/s', 'CPU'])}`,
  );
  process.stdout.write(
    line(['bare Fastify route', bare.rps.toFixed(0), '', '', bare.cpu.toFixed(1)]),
  );
  for (const { read, ratios, rps, cpu, cpuRatios } of rows) {
    const ratio = median(ratios);
    const cpuRatio = median(cpuRatios);
    process.stdout.write(
      line([
        read.name,
        median(rps).toFixed(0),
        percent(ratio),
        ratios.map((r) => (r * 100).toFixed(0)).join('/'),
        median(cpu).toFixed(1),
        percent(cpuRatio),
        cpuRatios.map((r) => (r * 100).toFixed(0)).join('/'),
        read.reference ? '' : verdict(ratio, read.budget),
        read.reference ? '' : verdict(cpuRatio, read.budget),
      ]),
    );
  }
  process.stdout.write(
    `\nbudget: each cached read ≥ ${BUDGET * 100} % of the bare route (with a member's token ≥ 60 %)\n`,
  );
}

await main();
