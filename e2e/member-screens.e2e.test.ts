import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';

/** A demo player in the agent's downline, allowed to send money to their upline. */
const PLAYER = { username: 'player2', password: 'Player1234' };
const WIDTHS = [320, 390, 430] as const;

/** The member's screens issue 11 adds beside money and security, with their title per language. */
const SCREENS = [
  { path: '/m/profitandloss', TY: 'Kita at lugi', EN: 'Profit and loss' },
  { path: '/m/upLine/transfer', TY: 'Transfer sa upline', EN: 'Upline transfer' },
  { path: '/m/member/rebateReport', TY: 'Aking rebate', EN: 'My rebate' },
  { path: '/m/leaderBoard', TY: 'Leaderboard', EN: 'Leaderboard' },
  { path: '/m/inviteFriends', TY: 'Mag-imbita', EN: 'Invite friends' },
  { path: '/m/activityInfo?code=DAILY_CHECKIN', TY: 'Detalye ng promo', EN: 'Promotion details' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const logIn = (page: Page) => logInAs(page, PLAYER);

describe('the member’s other screens in Chromium at phone size', () => {
  for (const language of ['TY', 'EN'] as const) {
    it(`opens each in ${language}, whole at 320, 390 and 430 px`, async () => {
      const page = await openPhone(browser);
      await logIn(page);
      if (language === 'EN') {
        await page.evaluate(() => window.localStorage.setItem('language', 'EN'));
      }
      for (const screen of SCREENS) {
        await page.goto(url(screen.path));
        await page.getByRole('heading', { name: screen[language], exact: true }).first().waitFor();
        // The page's own content, not only its frame: nothing still loading, no error.
        await expect.poll(() => page.locator('.query-skeleton, .query-error').count()).toBe(0);
        const name = screen.path.slice(3).replace(/[/?=]/g, '-');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          await page.waitForTimeout(250);
          expect(await sideways(page), `${screen.path} at ${width} px`).toBe(0);
          await screenshot(page, `member-${name}-${language}-${width}`);
        }
        await page.setViewportSize({ width: 390, height: 844 });
      }
      await page.context().close();
    });
  }

  for (const language of ['TY', 'EN'] as const) {
    it(`picks two days for the account record in ${language}, whole at 320 px`, async () => {
      const page = await openPhone(browser);
      await logIn(page);
      if (language === 'EN') {
        await page.evaluate(() => window.localStorage.setItem('language', 'EN'));
      }
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(url('/m/transaction/record'));
      const words = language === 'TY' ? ['Petsa', 'Mula', 'Hanggang'] : ['Dates', 'From', 'To'];
      const [dates = '', from = '', to = ''] = words;
      const asked: URL[] = [];
      page.on('request', (request) => {
        const address = new URL(request.url());
        if (address.pathname === '/wps/transaction/record') asked.push(address);
      });
      await page.getByRole('button', { name: dates, exact: true }).click();
      await page.getByLabel(from, { exact: true }).fill('2026-11-01');
      await page.getByLabel(to, { exact: true }).fill('2026-11-02');
      await expect
        .poll(() => asked.at(-1)?.searchParams.get('from'))
        .toBe(String(Date.UTC(2026, 9, 31, 16)));
      expect(asked.at(-1)?.searchParams.get('to')).toBe(String(Date.UTC(2026, 10, 2, 16) - 1));
      expect(await sideways(page)).toBe(0);
      await screenshot(page, `account-record-dates-${language}-320`);
      await page.context().close();
    });
  }
});
