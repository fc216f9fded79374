import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.js';
import { runScript, startServer } from '../test/spawn-server.js';

/** Creating a fresh embedded database takes seconds; these tests wait generously. */
const START_MS = 90_000;

describe('server process', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
    folders.push(dir);
    return dir;
  };
  let dataDir: string;
  let port: number;
  let first: ReturnType<typeof startServer>;

  beforeAll(async () => {
    dataDir = tempDir();
    // As an older server left it: world-readable folder and files.
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'left-by-an-older-server'), 'x', { mode: 0o666 });
    port = await freePort();
    // At info, as `npm start` runs: its log must still be quiet and readable.
    first = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    await first.waitFor(`Open: http://localhost:${port}/`, START_MS);
  }, START_MS);

  afterAll(() => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts, prints where to open it and answers /healthz', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(first.output()).toMatch(/Database: embedded \(PGlite\) in .*, demo data seeded/);
  });

  it('keeps its data folder owner-only, older files included', () => {
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const target = path.join(dir, entry.name);
        const mode = fs.statSync(target).mode & 0o777;
        if (entry.isDirectory()) {
          if (mode !== 0o700) open.push(`${target} ${mode.toString(8)}`);
          walk(target);
        } else if (mode & 0o077) open.push(`${target} ${mode.toString(8)}`);
      }
    };
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    walk(dataDir);
    expect(open).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'operator-token'))).toBe(true);
  });

  it('lists every demo account from the seed and how to try the free trial', () => {
    const banner = first.output();
    for (const login of [
      'demo / Demo1234',
      'agent / Agent1234',
      'player1 / Player1234',
      'player2 / Player1234',
      'manager / Manager1234',
    ]) {
      expect(banner).toContain(login);
    }
    expect(banner).toContain('invite code PERLAS1');
    expect(banner).toContain(`Free trial: http://localhost:${port}/m/trail`);
    expect(banner).toContain(`Back office: http://localhost:${port}/admin`);
    expect(banner).toContain(`API reference: http://localhost:${port}/reference`);
    expect(banner).toMatch(/owner \/ Owner-demo-1234 +owner/);
    expect(banner).toMatch(/auditor \/ Auditor-demo-1234 +auditor/);
    // The demo owner's key for the admin CLI, beside the token (owner-only: checked above).
    expect(fs.readFileSync(path.join(dataDir, 'operator-key'), 'utf8')).toMatch(/^opk_\S{43}\n$/);
  });

  it('logs short readable lines, and no line per request', async () => {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { merchant: 'DEMO' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = first.output();
    expect(output).toMatch(/\d\d:\d\d:\d\d INFO +Server listening at http/);
    expect(output).not.toContain('{"level"');
    expect(output).not.toContain('incoming request');
    expect(output).not.toContain('/wps/system/status');
  });

  it('writes where it listens into DATA_DIR, owner-only, and the admin CLI goes there', async () => {
    const file = path.join(dataDir, 'server-url');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(`http://127.0.0.1:${port}`);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    // No PORT, no ADMIN_URL, no --url: the server's port is not 3000, and the CLI finds it.
    const cli = runScript('src/cli/admin.ts', ['status'], { DATA_DIR: dataDir });
    expect(await cli.exited).toEqual({ code: 0, signal: null });
    expect(cli.output()).toContain(`Merchant DEMO at http://127.0.0.1:${port}`);
  });

  it('lets the admin CLI on the same machine read the token the server wrote', async () => {
    const cli = runScript('src/cli/admin.ts', ['status'], {
      DATA_DIR: dataDir,
      PORT: String(port),
    });
    expect(await cli.exited).toEqual({ code: 0, signal: null });
    expect(cli.output()).toMatch(/maintenance +off/);
  });

  it(
    'refuses a second server on a port already in use, and says so',
    async () => {
      const second = startServer({ DATA_DIR: tempDir(), PORT: String(port) });
      const exit = await second.exited;
      expect(exit.code).not.toBe(0);
      expect(second.output()).toContain(`Port ${port} is already in use`);
    },
    START_MS,
  );

  it('refuses a second server on a data folder in use by the first', async () => {
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect((await second.exited).code).not.toBe(0);
    expect(second.output()).toContain('is in use by another running process');
  });

  it('refuses a bad PORT, naming it', async () => {
    const bad = startServer({ DATA_DIR: tempDir(), PORT: 'abc' });
    expect((await bad.exited).code).not.toBe(0);
    expect(bad.output()).toContain('PORT: must be a whole number from 0 to 65535');
  });

  it('shuts down cleanly on SIGTERM and frees its data folder', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server-url'))).toBe(false);
  });

  it(
    'refuses to start in production while the demo accounts exist, saying how to proceed',
    async () => {
      const production = startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        NODE_ENV: 'production',
      });
      expect((await production.exited).code).toBe(1);
      expect(production.output()).toContain('demo accounts demo, agent, player1, player2, manager');
      expect(production.output()).toContain('ALLOW_DEMO_ACCOUNTS=true');
    },
    START_MS,
  );

  it(
    'starts in production with the demo accounts when ALLOW_DEMO_ACCOUNTS=true',
    async () => {
      const allowed = startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        NODE_ENV: 'production',
        ALLOW_DEMO_ACCOUNTS: 'true',
        LOG_LEVEL: 'info',
      });
      try {
        await allowed.waitFor('Perlas Play is running.', START_MS);
      } finally {
        allowed.child.kill('SIGTERM');
      }
      expect(await allowed.exited).toEqual({ code: 0, signal: null });
      // Production keeps pino's JSON lines, for a log collector.
      expect(allowed.output()).toMatch(/\{"level":30,.*"msg":"Server listening at http/);
    },
    START_MS,
  );
});
