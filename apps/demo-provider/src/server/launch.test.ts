import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUrlOf, demoProvider } from './plugin.js';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-provider-launch-'));
  app = Fastify();
  // The operator's wallet at the server's own address: every launch token is a player's.
  app.post('/wallet/authenticate', async () => ({
    status: 'OK',
    balance: 5_000,
    currency: 'PHP',
    playerId: '7',
    sessionToken: 'session',
    nickname: 'Juan',
    language: 'EN',
    gameId: 'spx_001',
    trial: false,
  }));
  await app.register(demoProvider, {
    code: 'DEMO',
    secret: 'secret',
    basePath: '/demo-provider',
    clientDir: dir,
    walletUrl: () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/wallet`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Launches on host `site.test` with back URL `b`; the back URL the game page is then given. */
async function backOf(b: string | undefined): Promise<string> {
  const search = new URLSearchParams({ t: 'token', g: 'spx_001', l: 'EN' });
  if (b !== undefined) search.set('b', b);
  const launch = await app.inject({
    url: `/demo-provider/launch?${search.toString()}`,
    headers: { host: 'site.test:8080' },
  });
  expect(launch.statusCode).toBe(303);
  const id = new URL(String(launch.headers.location), 'http://site.test').searchParams.get('s');
  const info = await app.inject({
    url: '/demo-provider/api/session',
    headers: { 'x-demo-session': id ?? '' },
  });
  return info.json<{ backUrl: string }>().backUrl;
}

describe('the launch’s back URL', () => {
  it('keeps an http(s) URL on the launch’s host, as its path', async () => {
    expect(await backOf('http://site.test:8080/m/home?tab=slots#top')).toBe(
      '/m/home?tab=slots#top',
    );
    expect(await backOf('https://SITE.test/m/home')).toBe('/m/home');
    expect(await backOf('/m/lobby')).toBe('/m/lobby');
    expect(await backOf(undefined)).toBe('/m/home');
  });

  it('turns anything else into /', async () => {
    for (const b of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/m/home',
      '//evil.example/m/home',
      '/\\evil.example/m/home',
      'http://site.test.evil.example/',
      'http://[::1',
    ]) {
      expect(await backOf(b), b).toBe('/');
    }
    // A path that would read as another host once its slashes were doubled stays on this one.
    expect(await backOf('http://site.test//evil.example/x')).toBe('/evil.example/x');
  });

  it('links the error page of a failed launch to the checked URL', async () => {
    const page = await app.inject({
      url: `/demo-provider/launch?b=${encodeURIComponent('javascript:alert(1)')}`,
      headers: { host: 'site.test' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('href="/"');
    expect(page.body).not.toContain('javascript:');
  });

  it('checks against the request’s host name', () => {
    expect(backUrlOf('http://a.test/x', 'a.test')).toBe('/x');
    expect(backUrlOf('http://a.test/x', 'b.test')).toBe('/');
    expect(backUrlOf('/x', '')).toBe('/');
  });
});
