import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { launch, openPhone, screenshot, url } from './browser';

/** A demo player in the agent's downline (the upline transfer is theirs), no payment password. */
const PLAYER = { username: 'player1', password: 'Player1234' };

/** Every form screen with the footer, and what opens its forms when they start closed. */
const SCREENS = [
  { path: '/m/voucherCenter' },
  { path: '/m/withdraw' },
  // The security centre's forms open below their row: all of them, one under the other.
  { path: '/m/securityCenter', open: '.security-action[aria-expanded="false"]' },
  { path: '/m/upLine/transfer' },
  { path: '/m/feedback' },
  // Each limit's form opens below its row.
  { path: '/m/responsibleGaming', open: '.rg-link[aria-expanded="false"]' },
] as const;

/** A screen's primary actions: its forms' submit buttons and its primary buttons and links. */
const PRIMARY = [
  'main.page button[type="submit"]',
  'main.page .adm-button-primary',
  'main.page a.adm-button',
  'main.page .pill-gold',
  'main.page .rg-secondary',
  'main.page .rg-danger',
].join(', ');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Scrolls to each primary action the ways a phone does (to the bottom of the screen, the
 * nearest edge, the centre, and the page's end) and names those whose centre is not the button
 * itself for a tap there: covered by the footer or its raised deposit button.
 */
const coveredActions = (page: Page) =>
  page.evaluate((selector) => {
    const hits = (element: Element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Off screen, or up under the header: nothing to tap there, and not the footer's doing.
      if (y < window.innerHeight / 2 || y > window.innerHeight) return true;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    };
    const name = (element: Element) =>
      element.textContent.trim() || element.getAttribute('aria-label') || element.tagName;
    const buttons = [...document.querySelectorAll(selector)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const covered: string[] = [];
    for (const button of buttons) {
      for (const block of ['end', 'nearest', 'center'] as const) {
        button.scrollIntoView({ block, behavior: 'instant' });
        if (!hits(button)) covered.push(`${name(button)} (${block})`);
      }
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    for (const button of buttons) if (!hits(button)) covered.push(`${name(button)} (page end)`);
    return { count: buttons.length, covered };
  }, PRIMARY);

describe('no primary action under the footer', () => {
  it('every form screen with the footer, at 320 and 390 px, in TY and EN', async () => {
    const page = await openPhone(browser);
    await logInAs(page, PLAYER);
    for (const language of ['TY', 'EN'] as const) {
      await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
      for (const width of [320, 390] as const) {
        await page.setViewportSize({ width, height: 700 });
        for (const screen of SCREENS) {
          await page.goto(url(screen.path));
          await page.locator('.app-footer').waitFor();
          await expect.poll(() => page.locator('.query-skeleton').count()).toBe(0);
          if ('open' in screen) {
            await page.locator(screen.open).first().waitFor();
            while ((await page.locator(screen.open).count()) > 0) {
              await page.locator(screen.open).first().click();
            }
          }
          await page
            .locator(PRIMARY)
            .first()
            .waitFor()
            .catch(async (error: unknown) => {
              await screenshot(page, `footer-missing-${screen.path.slice(3).replace(/\//g, '-')}`);
              throw new Error(`${screen.path}: no primary action (${String(error)})`);
            });
          const { count, covered } = await coveredActions(page);
          const where = `${screen.path} at ${width} px in ${language}`;
          if (covered.length > 0) {
            await screenshot(page, `footer-${screen.path.slice(3).replace(/\//g, '-')}-${width}`);
          }
          expect(count, where).toBeGreaterThan(0);
          expect(covered, where).toEqual([]);
        }
      }
    }
    await page.context().close();
  });
});
