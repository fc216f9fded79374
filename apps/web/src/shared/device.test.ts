import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppShell, isStandalone, resetStandaloneForTests } from './device';

describe('device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStandaloneForTests();
  });

  it('knows the native app shell by its "…App/x Ver/y" tokens, and nothing else', () => {
    expect(isAppShell('Mozilla/5.0 (Linux; Android 14) PerlasApp/2.1 Ver/2.1.0')).toBe(true);
    expect(
      isAppShell('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) PerlasApp Ver/3'),
    ).toBe(true);
    // Safari says "AppleWebKit … Version/": not the app shell.
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(isAppShell(safari)).toBe(false);
    const chrome =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(isAppShell(chrome)).toBe(false);
  });

  it('is standalone in display-mode standalone or with navigator.standalone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    expect(isStandalone()).toBe(false);
    resetStandaloneForTests();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    expect(isStandalone()).toBe(true);
    resetStandaloneForTests();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    vi.stubGlobal('navigator', { standalone: true });
    expect(isStandalone()).toBe(true);
  });

  it('reads the display mode once: every API call asks, and a page never changes it', () => {
    let reads = 0;
    vi.stubGlobal('matchMedia', (query: string) => {
      reads += 1;
      return { matches: false, media: query };
    });
    for (let i = 0; i < 5; i += 1) expect(isStandalone()).toBe(false);
    expect(reads).toBe(1);
  });
});
