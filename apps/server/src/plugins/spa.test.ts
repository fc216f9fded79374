import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SHELL_PATHS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { errorOf } from '../../test/http.js';
import { buildTestApp, SHELL_MARKER, WEB_DIST_FIXTURE } from '../../test/test-app.js';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('single-page app', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the app shell, never cached stale, on every route of the app', async () => {
    for (const url of SHELL_PATHS) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(SHELL_MARKER);
    }
  });

  it('serves the shell on a lottery game’s betting page (where a launch of LOTT / ELOTT opens) and its results page', async () => {
    const urls = [
      '/m/lottery/bet/SPD1',
      '/m/lottery/bet/VNNORTH?prizeMode=ELOTT',
      '/m/lottery/fair/SPD1',
    ];
    for (const url of urls) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(SHELL_MARKER);
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });

  it('serves unhashed files such as the favicon with no-cache', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown page with 404 and the shell, so the app shows its own not-found', async () => {
    const response = await app.inject({ url: '/m/no-such-page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(SHELL_MARKER);
  });

  it('answers an unknown API path with JSON even when the client asks for HTML', async () => {
    const response = await app.inject({ url: '/wps/no-such-thing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(errorOf(response).code).toBe('url.not.found');
  });

  it('answers an unknown file asked without text/html with JSON 404', async () => {
    const response = await app.inject({ url: '/assets/missing-0000.js' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('url.not.found');
  });

  it('sends strict security headers', async () => {
    const response = await app.inject({ url: '/m/login', headers: html });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('sends a JSON answer the API set: nothing of a page policy, nothing it can be framed or sniffed by', async () => {
    const response = await app.inject({ url: '/wps/no-such-thing' });
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(response.headers['x-xss-protection']).toBeUndefined();
  });
});

describe('compression', () => {
  const asset = fs.readFileSync(path.join(WEB_DIST_FIXTURE, 'assets/app-abc123.js'));
  /** Over the 1 kB threshold: a page of the catalogue, say. */
  const bigValue = Array.from({ length: 100 }, (_, i) => ({
    nodeId: `game-${i}`,
    gameName: 'Slot',
  }));
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      extend: (scope) => {
        scope.get('/wps/test/big', { config: { merchant: false } }, () => ({
          success: true,
          value: bigValue,
        }));
        scope.post('/wps/test/echo', { config: { merchant: false } }, (request) => ({
          success: true,
          value: request.body,
        }));
      },
    });
  });
  afterAll(() => app.close());

  const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
    return response.rawPayload;
  };

  it('sends a built asset as its brotli copy when the client accepts brotli', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(decoded(response)).toEqual(asset);
  });

  it('sends the gzip copy when the client accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(decoded(response)).toEqual(asset);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ]) {
      const response = await app.inject({ url: '/assets/app-abc123.js', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload).toEqual(asset);
    }
  });

  it('sends a file the build left uncompressed as it is, without compressing it now', async () => {
    const response = await app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the app shell compressed, on app routes and on the not-found page', async () => {
    const cases = [
      { url: '/m/home', encoding: 'br', status: 200 },
      { url: '/', encoding: 'gzip', status: 200 },
      { url: '/m/no-such-page', encoding: 'gzip', status: 404 },
    ];
    for (const { url, encoding, status } of cases) {
      const response = await app.inject({
        url,
        headers: { ...html, 'accept-encoding': encoding },
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(response).toString(), url).toContain(SHELL_MARKER);
    }
    const plain = await app.inject({ url: '/m/home', headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(SHELL_MARKER);
  });

  it('compresses an API answer above 1 kB, keeping the security headers', async () => {
    for (const encoding of ['gzip', 'br']) {
      const response = await app.inject({
        url: '/wps/test/big',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(Number(response.headers['content-length'])).toBeLessThan(1024);
      expect(JSON.parse(decoded(response).toString())).toEqual({ success: true, value: bigValue });
    }
  });

  it('sends a small API answer and an error envelope uncompressed', async () => {
    const headers = { 'accept-encoding': 'gzip, br' };
    const status = await app.inject({ url: '/wps/system/status', headers });
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.json()).toMatchObject({ success: true });

    const missing = await app.inject({ url: '/wps/no-such-thing', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(errorOf(missing).code).toBe('url.not.found');
  });

  it('does not inflate a compressed request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('request.malformed');
  });
});

describe('single-page app before the web is built', () => {
  let app: App;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-web-dist-'));
    app = await buildTestApp({ config: { webDistDir: emptyDir } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('answers the app routes with 503 and a "not built" notice', async () => {
    for (const url of ['/', '/m/login']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('not built');
    }
  });

  it('keeps the API working', async () => {
    expect((await app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
  });
});
