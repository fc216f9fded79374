import { execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ServedUrls } from './serve.js';

/**
 * Profiles the server under one read, to see where a request's time goes:
 *
 *   npx tsx bench/profile-read.ts <path> [304]
 *
 * The servers of bench/serve.ts run with --cpu-prof (sampled every 50 µs) while autocannon asks
 * for `path` (the bare route when it is /bare) for 8 s, with the ETag of a first answer when
 * `304` follows. The profile lands in PROFILE_DIR (default: the system's temporary folder); open
 * it in Chromium's DevTools (Performance, Load profile). Ignore its first seconds: start-up and seed.
 */
const [read = '/bare', mode] = process.argv.slice(2);
const dir = process.env.PROFILE_DIR ?? path.join(os.tmpdir(), 'bench-profiles');
const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', language: 'TY' };

const child = fork(new URL('./serve.ts', import.meta.url), {
  execArgv: ['--import', 'tsx', '--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=50'],
});
const urls = await new Promise<ServedUrls>((resolve) =>
  child.once('message', (message) => resolve(message as ServedUrls)),
);
try {
  execFileSync('taskset', ['-cp', '0', String(child.pid)], { stdio: 'ignore' });
  execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
} catch {
  // One core, or no taskset: the figures swing more, the profile still shows the shares.
}
const url = `${read === '/bare' ? urls.bare : urls.app}${read}`;
if (mode === '304')
  headers['if-none-match'] = (await fetch(url, { headers })).headers.get('etag') ?? '';
await autocannon({ url, connections: 10, duration: 2, headers });
const result = await autocannon({ url, connections: 10, duration: 6, headers });
process.stdout.write(
  `${read}: ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests; profile in ${dir}\n`,
);
child.send('close');
