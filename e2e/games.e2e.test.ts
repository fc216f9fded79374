import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, button, input } from './auth-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';

/** A demo player whose favourites and recents this journey owns. */
const PLAYER = { username: 'player1', password: 'Player1234' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(() => browser.close());

const tiles = (target: Page) => target.locator('.game-list-page .game-tile');
const vendorsOf = (target: Page) => tiles(target).locator('.game-tile-vendor').allTextContents();
/** The game list's count line ("400 laro"), as a number. */
const count = async (target: Page) =>
  Number((await target.locator('.game-count').textContent())?.replace(/\D/g, ''));

describe('games in Chromium at phone size', () => {
  it('home shows the popular games panel: Hot first, then the categories', async () => {
    await page.goto(url('/m/home'));
    const tabs = page.locator('.popular-tab');
    await tabs.first().waitFor();
    expect(await tabs.first().textContent()).toContain('Patok');
    await expect
      .poll(() => tabs.allTextContents())
      .toEqual(
        expect.arrayContaining(['Sports', 'E-sports', 'Sabong', 'Slots', 'Baraha', 'Lotto']),
      );
    await page.locator('.popular-games .game-tile').first().waitFor();
    await page.getByRole('tab', { name: 'Slots' }).click();
    await page.getByRole('link', { name: /Tingnan lahat ng \d+ laro sa Slots/ }).click();
    await atPath(page, '/m/slotsCenter');
  });

  it('browses slots: a vendor, a class, a search, a minimum bet, and three pages', async () => {
    await tiles(page).first().waitFor();
    const all = await count(page);
    expect(all).toBeGreaterThan(300);
    expect(await tiles(page).count()).toBe(26);
    await screenshot(page, 'games-slots-TY');

    await page.getByRole('button', { name: 'Spinix' }).click();
    await expect.poll(() => count(page)).toBeLessThan(all);
    expect(new Set(await vendorsOf(page))).toEqual(new Set(['SPX']));

    await page.getByRole('tab', { name: 'Megaways' }).click();
    const megaways = await count(page);
    await expect.poll(() => count(page)).toBeLessThan(all);
    expect(megaways).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Lahat', exact: true }).first().click();
    await page.getByRole('tab', { name: 'Lahat' }).click();
    await page.getByRole('searchbox').fill('Jeepney');
    await page.getByRole('searchbox').press('Enter');
    await expect
      .poll(async () => (await tiles(page).locator('.game-tile-name').allTextContents()).length)
      .toBeGreaterThan(0);
    for (const name of await tiles(page).locator('.game-tile-name').allTextContents()) {
      expect(name.toLowerCase()).toContain('jeepney');
    }

    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('button', { name: 'Salain', exact: true }).click();
    await page.getByRole('button', { name: '0.75' }).click();
    await page.getByRole('button', { name: 'Ilapat' }).click();
    await expect.poll(() => count(page)).toBeLessThan(all);
    await page.getByRole('button', { name: 'Salain', exact: true }).click();
    await page.getByRole('button', { name: 'I-reset' }).click();
    await expect.poll(() => count(page)).toBe(all);

    // The next page comes as the end of the grid nears: three pages, 78 games.
    for (const shown of [52, 78]) {
      await page.locator('.load-more').scrollIntoViewIfNeeded();
      await expect.poll(() => tiles(page).count(), { timeout: 5000 }).toBe(shown);
    }
    expect(await sideways(page)).toBe(0);
  });

  it('a member keeps a favourite, finds it among the favourites, and removes it at once', async () => {
    await page.goto(url('/m/login'));
    await input(page, 'Username').fill(PLAYER.username);
    await input(page, 'Password').fill(PLAYER.password);
    await button(page, 'Mag-log in').click();
    await atPath(page, '/m/home');
    await page.goto(url('/m/gameList?gameType=FISH'));
    const first = tiles(page).first();
    await first.waitFor();
    const name = (await first.locator('.game-tile-name').textContent()) ?? '';
    await first.getByRole('button', { name: `Idagdag ang ${name} sa mga paborito` }).click();
    await first.getByRole('button', { name: `Alisin ang ${name} sa mga paborito` }).waitFor();

    await page.getByRole('button', { name: 'Paborito', exact: true }).click();
    await expect
      .poll(() => tiles(page).locator('.game-tile-name').allTextContents())
      .toEqual([name]);
    await screenshot(page, 'games-favourites-TY');
    await tiles(page)
      .first()
      .getByRole('button', { name: `Alisin ang ${name} sa mga paborito` })
      .click();
    await page.getByText('I-tap ang puso sa isang laro para maitabi ito dito.').waitFor();
  });

  it('launches an in-house game and finds it among the recent games', async () => {
    await page.goto(url('/m/gameList?gameType=INHOUSE'));
    await page.locator('.game-tile-play', { hasText: 'Perlas Dice' }).click();
    await atPath(page, '/m/inhouse/dice');
    await page.goto(url('/m/gameList?gameType=INHOUSE'));
    await page.getByRole('button', { name: 'Nilaro', exact: true }).click();
    await expect
      .poll(() => tiles(page).locator('.game-tile-name').allTextContents())
      .toEqual(['Perlas Dice']);
  });

  it('reads in English at 320 px without sideways scroll', async () => {
    const narrow = await openPhone(browser, 'EN', { width: 320 });
    await narrow.goto(url('/m/gameList?gameType=LIVE'));
    await narrow.locator('.game-list-page .game-tile').first().waitFor();
    expect(await narrow.getByRole('heading', { name: 'Live Casino' }).count()).toBe(1);
    expect(await sideways(narrow)).toBe(0);
    await screenshot(narrow, 'games-live-320-EN');
    await narrow.goto(url('/m/gameLobby?gameType=SPORTS'));
    await narrow.getByRole('button', { name: 'Open Pacific Sportsbook' }).waitFor();
    expect(await sideways(narrow)).toBe(0);
    await screenshot(narrow, 'games-lobby-320-EN');
    await narrow.context().close();
  });
});
