import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPhone, screenshot, url } from './browser';
import { ALL_PATHS, guestLandsOn, LOGO_HEADER, NO_FOOTER, NO_HEADER } from './spec-frame';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(async () => {
  await browser.close();
});

const header = () => page.locator('header.app-header');
const footer = () => page.locator('nav.app-footer');

async function settle() {
  await page.locator('main.page').waitFor();
  await page.waitForLoadState('networkidle');
}

describe('page frame in Chromium at 390×844', () => {
  it('shows header and footer on every route as SPEC §2 says', async () => {
    const problems: string[] = [];
    for (const path of ALL_PATHS) {
      await page.goto(url(path));
      await settle();
      const landed = guestLandsOn(path);
      await page.waitForURL((u) => u.pathname === landed);
      const hasHeader = await header().isVisible();
      const hasFooter = await footer().isVisible();
      if (hasHeader === NO_HEADER.includes(landed)) problems.push(`${path}: header ${hasHeader}`);
      if (hasFooter === NO_FOOTER.includes(landed)) problems.push(`${path}: footer ${hasFooter}`);
      if (hasHeader) {
        const logo = await header().getByRole('link', { name: 'Home ng Perlas Play' }).isVisible();
        if (logo !== LOGO_HEADER.includes(landed)) problems.push(`${path}: logo ${logo}`);
      }
    }
    expect(problems).toEqual([]);
    // Sixty-odd page loads in one test: more than the default minute on a busy machine.
  }, 180_000);

  it('shows home in Filipino with login, register, menu and the pulsing ₱258 deposit tag', async () => {
    await page.goto(url('/'));
    await settle();
    await page.getByRole('link', { name: 'Mag-log in' }).waitFor(); // visible, or the test times out
    await page.getByRole('link', { name: 'Magrehistro' }).waitFor(); // visible, or the test times out
    await expect(page.getByTestId('deposit-tag').textContent()).resolves.toBe('₱258');
    const animation = await page
      .getByTestId('deposit-tag')
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('tag-pulse');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('fil');
    await screenshot(page, 'home-TY');
  });

  it('goes one page back, and home when there is no history', async () => {
    await page.goto(url('/m/home'));
    await settle();
    await page.getByRole('link', { name: 'Mga Promo' }).click();
    await page.waitForURL(/\/m\/activity$/);
    await page.getByRole('button', { name: 'Bumalik' }).click();
    await page.waitForURL(/\/m\/home$/);

    await page.goto(url('/m/lottery'));
    await settle();
    await page.getByRole('button', { name: 'Bumalik' }).click();
    await page.waitForURL(/\/m\/home$/);
  });

  it('always goes home from the notice page', async () => {
    await page.goto(url('/m/lottery'));
    await settle();
    await page.evaluate(() => {
      window.history.pushState({ idx: 1 }, '', '/m/notice');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Abiso' }).waitFor();
    await page.getByRole('button', { name: 'Bumalik' }).click();
    await page.waitForURL(/\/m\/home$/);
  });

  it('fades pages in over 300 ms when navigating', async () => {
    await page.goto(url('/m/home'));
    await settle();
    await page.getByRole('link', { name: 'Miyembro' }).click();
    await page.waitForURL(/\/m\/mine$/);
    // The new page's own main: the address changes before React has put it in place.
    const fade = await page
      .locator('main.page[data-route="/m/mine"]')
      .evaluate((el) => [
        getComputedStyle(el).animationName,
        getComputedStyle(el).animationDuration,
      ]);
    expect(fade).toEqual(['page-fade', '0.3s']);
  });

  it('skips the fade after a horizontal back swipe over 100 px', async () => {
    await page.goto(url('/m/home'));
    await settle();
    await page.getByRole('link', { name: 'Miyembro' }).click();
    await page.waitForURL(/\/m\/mine$/);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: 400 }],
      });
    await touch('touchStart', 5);
    await touch('touchMove', 60);
    await touch('touchMove', 140);
    await touch('touchEnd', 140);
    await page.goBack();
    await page.waitForURL(/\/m\/home$/);
    await expect(page.locator('main.page').getAttribute('class')).resolves.toBe('page');
  });

  it('says the page did not load, with a retry, when a page module fails to load', async () => {
    // A phone of its own: the shared one has every page's chunk in its memory cache already.
    const phone = await openPhone(browser);
    // Refused until the retry: the app asks for the route's chunk early (a preload) and again.
    let refuse = true;
    await phone.route(/\/assets\/trail-route-.*\.js$/, (route) =>
      refuse ? route.abort() : route.continue(),
    );
    // The free trial's page, a chunk of its own (the one refused).
    await phone.goto(url('/m/trail'));
    await phone.getByRole('heading', { name: 'Hindi na-load ang pahinang ito' }).waitFor();
    await screenshot(phone, 'lazy-error-TY');
    refuse = false;
    await phone.getByRole('button', { name: 'Subukang muli' }).click();
    await phone.getByText('Subukan nang libre, walang rehistro').waitFor();
    await phone.context().close();
  });
});
