import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';

/** The demo's playing agent, whose team list has its two players. */
const AGENT = { username: 'agent', password: 'Agent1234' };
const TEXT = {
  TY: { login: 'Mag-log in', sort: 'Ayusin ayon sa', lastLogin: 'Huling login' },
  EN: { login: 'Log in', sort: 'Sort by', lastLogin: 'Last login' },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('team list filters at phone widths', () => {
  for (const language of ['TY', 'EN'] as const) {
    it(`shows every sort chip whole at 320, 390 and 430 px (${language})`, async () => {
      const text = TEXT[language];
      for (const width of [320, 390, 430] as const) {
        const page = await openPhone(browser, language, { width });
        await logInAs(page, AGENT, text.login);
        await page.goto(url('/m/member/team')).catch(() => page.goto(url('/m/member/team')));
        const sort = page.getByRole('group', { name: text.sort });
        const chip = sort.getByRole('button', { name: text.lastLogin });
        await chip.waitFor();
        // The chip lies wholly inside its group and the page: nothing cut, nothing to scroll to.
        const [group, box] = [await sort.boundingBox(), await chip.boundingBox()];
        expect(box && group && box.x + box.width <= group.x + group.width + 0.5).toBe(true);
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        expect(await sort.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        expect(await sideways(page)).toBe(0);
        await sort.scrollIntoViewIfNeeded();
        await screenshot(page, `team-list-sort-${language}-${width}`);
        await page.context().close();
      }
    }, 90_000);
  }
});
