import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSnapshot, MerchantStore } from '../modules/merchant/index.js';
import { spaPlugin } from './spa.js';

/** A build as apps/web writes it: the framed shell in index.html, the bare one beside it. */
const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"><!--app-shell--><div class="frame"><span class="brand-name"><!--site-name--></span></div><!--/app-shell--></div></body></html>`;
const SHELL_FILE = {
  bare: '<div class="bare"><p class="auth-merchant"><!--site-name--></p></div>',
  preloads: { '/m/login': ['/assets/auth-pages-1.js', '/assets/zod-2.js'] },
};

function fakeMerchants(name: string): MerchantStore {
  let snapshot = { merchant: { name } } as MerchantSnapshot;
  return {
    codeForDomain: () => Promise.resolve(undefined),
    get: () => Promise.resolve(snapshot),
    /** A change gives a new snapshot, as the real store does. */
    rename(next: string) {
      snapshot = { merchant: { name: next } } as MerchantSnapshot;
    },
  } as unknown as MerchantStore;
}

describe('app shell of the served page', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-shell-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(distDir, 'app-shell.json'), JSON.stringify(SHELL_FILE));
  const merchants = fakeMerchants(`<script>alert("x")</script> & 'Tom'`);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(spaPlugin, { distDir, merchants, defaultMerchantCode: 'DEMO' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = async (url: string) => (await app.inject({ url })).body;

  it("carries the merchant's name, escaped: a name is never markup", async () => {
    const body = await page('/m/home');
    expect(body).toContain(
      '<span class="brand-name">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Tom&#39;</span>',
    );
    expect(body).not.toContain('<script>alert');
  });

  it('is framed on a page with the frame, with no preloads', async () => {
    const body = await page('/m/home');
    expect(body).toContain('<div class="frame">');
    expect(body).not.toContain('modulepreload');
  });

  it("is bare on a frameless page, whose page's chunks it preloads", async () => {
    const body = await page('/m/login');
    expect(body).toContain('<!--app-shell--><div class="bare"><p class="auth-merchant">&lt;script');
    expect(body).not.toContain('class="frame"');
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/auth-pages-1.js"><link rel="modulepreload" crossorigin href="/assets/zod-2.js"></head>',
    );
  });

  it("is what /index.html answers (the service worker's offline page), name included", async () => {
    const response = await app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div class="frame"><span class="brand-name">&lt;script');
  });

  it('shows a new name once the merchant changes', async () => {
    (merchants as unknown as { rename: (name: string) => void }).rename('Perlas Play');
    expect(await page('/m/home')).toContain('<span class="brand-name">Perlas Play</span>');
  });
});
