import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logInAs } from './account-helpers';
import { launch, openPhone, screenshot, url } from './browser';

/** Screens full of money and odds: records, the member centre, the money forms, the games. */
const SCREENS = [
  '/m/gameRecord',
  '/m/mine',
  '/m/transaction/record',
  '/m/profitandloss',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/rewardCenter',
  '/m/inhouse/dice',
  '/m/inhouse/slot',
] as const;

/** A money figure (₱1,234.50, −₱6.00) or odds (×1.980), as the whole text of one element. */
const FIGURE = /^[−+-]?\s*₱\s?[\d,]+(\.\d+)?$|^×\s?[\d,.]+$/;

/** Figures on screen whose text runs over more than one line, with where they are. */
const wrappedFigures = (page: Page) =>
  page.evaluate((source) => {
    const figure = new RegExp(source);
    const wrapped: string[] = [];
    let count = 0;
    for (const element of document.querySelectorAll('body *')) {
      if (element.children.length > 0) continue;
      const text = element.textContent.trim();
      if (!figure.test(text) || element.getClientRects().length === 0) continue;
      count += 1;
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) wrapped.push(`${text} in ${element.parentElement?.className ?? ''}`);
      // The member centre's balance must not slide under the eye icon beside it either.
      const box = range.getBoundingClientRect();
      const beside = element.parentElement?.querySelector('svg');
      if (beside && !element.contains(beside)) {
        const other = beside.getBoundingClientRect();
        const overlaps =
          box.right > other.left + 0.5 &&
          box.left < other.right - 0.5 &&
          box.bottom > other.top + 0.5 &&
          box.top < other.bottom - 0.5;
        if (overlaps) wrapped.push(`${text} under ${beside.tagName.toLowerCase()}`);
      }
    }
    return { count, wrapped };
  }, FIGURE.source);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('money figures and odds never wrap', () => {
  it('on the screens full of them, at 320 and 390 px, in TY and EN', async () => {
    const page = await openPhone(browser);
    await logInAs(page, DEMO);
    // A few bets, so the records have rows of figures.
    await page.goto(url('/m/inhouse/dice'));
    // Stakes of thousands: five-digit totals are the ones that wrapped.
    await page.getByLabel('Halaga ng taya', { exact: true }).fill('2400');
    for (let roll = 0; roll < 3; roll += 1) {
      const button = page.getByRole('button', { name: 'I-roll', exact: true });
      await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
      await button.click();
    }
    await page.waitForTimeout(2_500);
    let total = 0;
    for (const language of ['TY', 'EN'] as const) {
      await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
      for (const width of [320, 390] as const) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of SCREENS) {
          await page.goto(url(path));
          await page.locator('main.page').waitFor();
          await expect.poll(() => page.locator('.query-skeleton').count()).toBe(0);
          await page.waitForTimeout(400);
          const { count, wrapped } = await wrappedFigures(page);
          total += count;
          if (wrapped.length > 0) {
            await screenshot(page, `figures-${path.slice(3).replace(/\//g, '-')}-${width}`);
          }
          expect(wrapped, `${path} at ${width} px in ${language}`).toEqual([]);
        }
      }
    }
    expect(total).toBeGreaterThan(50);
    await page.context().close();
  });
});
