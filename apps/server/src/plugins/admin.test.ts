import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, SHELL_MARKER } from '../../test/test-app.js';
import { ADMIN_CSP } from './admin.js';

const html = { accept: 'text/html,application/xhtml+xml' };
const CONSOLE_MARKER = '<div id="admin-root-marker"></div>';
const ASSET = 'index-Ab12Cd34.js';
const ASSET_BODY = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built console as apps/admin's vite build leaves it: the shell and a precompressed asset. */
function fakeAdminDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="default-merchant" content="" /></head><body>${CONSOLE_MARKER}<script type="module" src="/admin/assets/${ASSET}"></script></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', ASSET), ASSET_BODY);
  fs.writeFileSync(path.join(dir, 'assets', `${ASSET}.br`), zlib.brotliCompressSync(ASSET_BODY));
  return dir;
}

describe('back-office console under /admin', () => {
  let app: App;
  let distDir: string;
  beforeAll(async () => {
    distDir = fakeAdminDist();
    app = await buildTestApp({ config: { adminDistDir: distDir } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the console shell, never cached stale, with the default merchant written in', async () => {
    const response = await app.inject({ url: '/admin', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(CONSOLE_MARKER);
    expect(response.body).toContain('<meta name="default-merchant" content="DEMO" />');
    expect(response.body).not.toContain(SHELL_MARKER);
  });

  it('serves the shell on a client route of the console, not the member site’s', async () => {
    for (const url of ['/admin/', '/admin/deposits', '/admin/audit?actor=ana']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(CONSOLE_MARKER);
    }
  });

  it('sends the shell compressed to a browser that accepts it', async () => {
    const response = await app.inject({
      url: '/admin/withdrawals',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain(CONSOLE_MARKER);
  });

  it('serves hashed assets with a long immutable cache, precompressed when accepted', async () => {
    const plain = await app.inject({ url: `/admin/assets/${ASSET}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(plain.body).toBe(ASSET_BODY);

    const br = await app.inject({
      url: `/admin/assets/${ASSET}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);
  });

  it('answers an unknown asset with 404, not the shell', async () => {
    const response = await app.inject({ url: '/admin/assets/gone-123.js', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(CONSOLE_MARKER);
  });

  it('sends its own page policy: scripts from the site only, antd’s inline styles allowed', async () => {
    for (const url of ['/admin', '/admin/staff', `/admin/assets/${ASSET}`]) {
      const response = await app.inject({ url, headers: html });
      expect(response.headers['content-security-policy'], url).toBe(ADMIN_CSP);
    }
    const policy = Object.fromEntries(
      ADMIN_CSP.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('leaves the member site and the API their own policies', async () => {
    const page = await app.inject({ url: '/m/home', headers: html });
    expect(page.headers['content-security-policy']).not.toBe(ADMIN_CSP);
    expect(page.body).toContain(SHELL_MARKER);
    const api = await app.inject({ url: '/operator/me' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('answers a short notice while the console is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-empty-'));
    const unbuilt = await buildTestApp({ config: { adminDistDir: empty } });
    try {
      const response = await unbuilt.inject({ url: '/admin/deposits', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('console is not built');
    } finally {
      await unbuilt.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
