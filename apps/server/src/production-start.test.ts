import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.js';
import { startBuiltServer } from '../test/spawn-server.js';
import { SHELL_MARKER } from '../test/test-app.js';

/** Building takes a second or two; a fresh embedded database a few more. */
const START_MS = 120_000;
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = path.join(SERVER_DIR, 'dist', 'main.js');

/** `npm start` builds the server and runs dist/main.js with plain node: this keeps that working. */
describe('production start (built server, plain node)', () => {
  let dataDir: string;
  let port: number;
  let server: ReturnType<typeof startBuiltServer>;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build/bundle.mjs'], { cwd: SERVER_DIR });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
    port = await freePort();
    server = startBuiltServer({ DATA_DIR: dataDir, PORT: String(port) });
    await server.waitFor(`Open: http://localhost:${port}/`, START_MS);
  }, START_MS);

  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles our code and loads packages from node_modules, with no TypeScript loader', () => {
    const bundle = fs.readFileSync(BUNDLE, 'utf8');
    // @app/contracts is inside the bundle, not imported.
    expect(bundle).toContain('relay.not.found');
    expect(bundle).not.toMatch(/from "@app\/contracts/);
    expect(bundle).toMatch(/from "fastify"/);
    expect(bundle).not.toMatch(/from "(tsx|typescript|esbuild)/);
    expect(server.child.spawnargs.slice(1)).toEqual(['dist/main.js']);
  });

  it('bundles the command line beside it, runnable where there are no sources', async () => {
    const run = (script: string) =>
      promisify(execFile)(process.execPath, [path.join(SERVER_DIR, 'dist', script)], {
        cwd: os.tmpdir(),
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: unknown) => {
          const failed = error as { code: number; stdout: string; stderr: string };
          return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
        },
      );
    expect(await run('admin.js')).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage/) });
    expect(await run('backup.js')).toMatchObject({ code: 2, out: expect.stringMatching(/^usage/) });
  });

  it('migrates and seeds a fresh database, and answers /healthz', async () => {
    expect(server.output()).toMatch(/Database: embedded \(PGlite\) in .*, demo data seeded/);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('serves the app shell on a page route and the API envelope on an unknown relay', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/m/login`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SHELL_MARKER);

    const relay = await fetch(`http://127.0.0.1:${port}/wps/relay/GCSGAME_noSuchCall`, {
      headers: { language: 'EN' },
    });
    expect(relay.status).toBe(404);
    expect(await relay.json()).toMatchObject({ success: false, code: 'relay.not.found' });
  });

  it('shuts down cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
