import { afterEach, describe, expect, it, vi } from 'vitest';

/** served-shell reads the page once as it loads: each test loads it anew over its own page. */
async function load(rootHtml: string, cookie?: string) {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  if (cookie) document.cookie = cookie;
  vi.resetModules();
  return import('./served-shell');
}

afterEach(() => {
  document.cookie = 'language=; path=/; max-age=0';
  document.body.innerHTML = '';
});

describe('the shell the server painted', () => {
  const home = `<span class="brand-name">Perlas Play</span><img class="shell-bar shell-banner" src="/media/banners/welcome-ty.webp" alt="">`;

  it("gives home's banner while the phone's language is the one it was painted in (TY by default)", async () => {
    const served = await load(home);
    expect(served.servedSiteName).toBe('Perlas Play');
    expect(served.servedBanner('TY')).toBe('/media/banners/welcome-ty.webp');
    expect(served.servedBanner('EN')).toBeUndefined();
  });

  it('follows the language cookie the page was asked with', async () => {
    const served = await load(home, 'language=EN; path=/');
    expect(served.servedBanner('EN')).toBe('/media/banners/welcome-ty.webp');
    expect(served.servedBanner('TY')).toBeUndefined();
  });

  it('gives none on a page without the banner', async () => {
    const served = await load('<span class="shell-bar shell-banner"></span>');
    expect(served.servedBanner('TY')).toBeUndefined();
    expect(served.servedSiteName).toBe('');
  });

  it('remembers the language in a cookie for the next page', async () => {
    const served = await load('');
    served.rememberLanguageCookie('EN');
    expect(document.cookie).toContain('language=EN');
  });
});
