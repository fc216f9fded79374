import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, layoutShift, screenshot, url } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function phone(width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 700 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

type Box = { x: number; y: number; width: number; height: number } | null;
/** The same place and size, to the half pixel (the shell's rem sums round differently). */
function expectSameBox(actual: Box, expected: Box) {
  if (!actual || !expected) throw new Error('an element to compare is not on the page');
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key]), key).toBeLessThan(0.5);
  }
}

describe('app shell in Chromium', () => {
  it('paints the frame with the site name before any script, and the app mounts onto it without a shift', async () => {
    for (const width of [320, 390]) {
      const shell = await phone(width, false);
      await shell.goto(url('/m/home'));
      await expect(shell.locator('.app-header .brand-name').textContent()).resolves.toBe(
        'Perlas Play',
      );
      await shell.locator('.app-footer .deposit-button').waitFor();
      const shellHeader = await shell.locator('.app-header').boundingBox();
      await screenshot(shell, `app-shell-home-${width}`);

      const app = await phone(width, true);
      await app.goto(url('/m/home'));
      await app.getByRole('link', { name: 'Mag-log in' }).waitFor();
      await app.waitForLoadState('networkidle');
      expectSameBox(await app.locator('header.app-header').boundingBox(), shellHeader);
      expect(await layoutShift(app)).toBeLessThan(0.01);
      await screenshot(app, `app-shell-home-${width}-mounted`);
      await shell.context().close();
      await app.context().close();
    }
  });

  it('paints the login page bare, its brand where the page then draws it', async () => {
    const shell = await phone(390, false);
    await shell.goto(url('/m/login'));
    await expect(shell.locator('.app-header').count()).resolves.toBe(0);
    const brand = await shell.locator('.auth-merchant').boundingBox();
    await screenshot(shell, 'app-shell-login-390');

    const app = await phone(390, true);
    await app.goto(url('/m/login'));
    await app.getByRole('heading', { name: 'Mag-log in' }).waitFor();
    expectSameBox(await app.locator('.auth-merchant').boundingBox(), brand);
    expect(await layoutShift(app)).toBeLessThan(0.01);
    await shell.context().close();
    await app.context().close();
  });
  it("preloads the lottery lobby's and the game list's chunks and styles, each one there", async () => {
    for (const [page, chunk] of [
      ['/m/lottery', /^\/assets\/lottery-[\w-]+\.js$/],
      ['/m/gameList?gameType=SLOTS', /^\/assets\/games-[\w-]+\.js$/],
    ] as const) {
      const html = await (await fetch(url(page))).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1] as string,
      );
      const styles = [
        ...html.matchAll(/<link rel="preload" as="style"[^>]* crossorigin href="([^"]+\.css)"/g),
      ].map((match) => match[1] as string);
      expect(
        preloads.some((href) => chunk.test(href)),
        page,
      ).toBe(true);
      // The page's stylesheets too: Vite's loader waits for them before the page renders.
      expect(styles.length, page).toBeGreaterThan(0);
      // Every preloaded file is served: a stale name would be a 404 on every visit.
      for (const href of [...preloads, ...styles]) {
        expect((await fetch(url(href))).status, href).toBe(200);
      }
    }
  });
});
