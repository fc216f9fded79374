import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_PATHS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { errorOf } from '../../test/http.js';
import { buildTestApp, SHELL_MARKER } from '../../test/test-app.js';

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
