import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@app/contracts';
import type { MerchantSnapshot, MerchantStore } from '../modules/merchant/index.js';
import { spaPlugin } from './spa.js';

/** A build as apps/web writes it: the framed shell in index.html, the bare one beside it. */
const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"><!--app-shell--><div class="frame"><span class="brand-name"><!--site-name--></span><span class="shell-banner"></span></div><!--/app-shell--></div></body></html>`;
const SHELL_FILE = {
  bare: '<div class="bare"><p class="auth-merchant"><!--site-name--></p></div>',
  preloads: {
    '/m/login': ['/assets/auth-pages-1.js', '/assets/zod-2.js'],
    '/m/lottery': ['/assets/lottery-3.js', '/assets/lottery-4.css'],
  },
  banner: {
    slot: '<span class="shell-banner"></span>',
    // React writes a preload beside an image of high priority: the address goes in both.
    image:
      '<link rel="preload" as="image" href="banner-url-slot"/><img class="shell-banner" src="banner-url-slot" fetchpriority="high"/>',
  },
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
  /** The content module's first home banner per language; the test changes it. */
  const banners: Record<Language, string | undefined> = {
    TY: '/media/banners/welcome-ty.webp',
    EN: '/media/banners/welcome-en.webp',
  };
  const asked: Language[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(spaPlugin, {
      distDir,
      merchants,
      defaultMerchantCode: 'DEMO',
      homeBanner: (_snapshot, language) => {
        asked.push(language);
        return Promise.resolve(banners[language]);
      },
    });
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
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/auth-pages-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/zod-2.js"></head>',
    );
  });

  it("preloads a page's stylesheets as styles (not applied: nothing waits for them)", async () => {
    const body = await page('/m/lottery');
    expect(body).toContain('<div class="frame">');
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/lottery-3.js"><link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/lottery-4.css"></head>',
    );
  });

  it("is what /index.html answers (the service worker's offline page), name included", async () => {
    const response = await app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div class="frame"><span class="brand-name">&lt;script');
  });

  it("paints home's first banner in the phone's language (its cookie, else TY) where the grey bar was", async () => {
    const guest = await app.inject({ url: '/m/home' });
    expect(guest.body).toContain(
      '<link rel="preload" as="image" href="/media/banners/welcome-ty.webp"/><img class="shell-banner" src="/media/banners/welcome-ty.webp" fetchpriority="high"/>',
    );
    expect(guest.body).not.toContain('<span class="shell-banner">');
    expect(guest.headers.vary).toBe('Accept-Encoding, Cookie');
    const english = await app.inject({ url: '/', headers: { cookie: 'a=1; language=EN' } });
    expect(english.body).toContain('src="/media/banners/welcome-en.webp"');
    // An unknown language is TY's, as the phone's own default.
    const other = await app.inject({ url: '/m', headers: { cookie: 'language=FR' } });
    expect(other.body).toContain('src="/media/banners/welcome-ty.webp"');
  });

  it('keeps the grey bar on other pages, on the offline page and when home has no banner', async () => {
    asked.length = 0;
    expect(await page('/m/activity')).toContain('<span class="shell-banner"></span>');
    expect(await page('/index.html')).toContain('<span class="shell-banner"></span>');
    expect(asked).toEqual([]);
    banners.TY = undefined;
    const body = await page('/m/home');
    expect(body).toContain('<span class="shell-banner"></span>');
    expect(body).not.toContain('<img');
    banners.TY = '/media/banners/welcome-ty.webp';
  });

  it("escapes the banner's address: it is never markup", async () => {
    banners.TY = '/media/a"onerror="alert(1).svg';
    expect(await page('/m/home')).toContain('src="/media/a&quot;onerror=&quot;alert(1).svg"');
    banners.TY = '/media/banners/welcome-ty.webp';
  });

  it('shows a new name once the merchant changes', async () => {
    (merchants as unknown as { rename: (name: string) => void }).rename('Perlas Play');
    expect(await page('/m/home')).toContain('<span class="brand-name">Perlas Play</span>');
  });
});
