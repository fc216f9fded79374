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
    port = await freePort();
    first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
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
  });
});
