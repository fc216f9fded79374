import {
  hitsOf,
  oddsOf,
  payoutOf,
  type DrawHistory,
  type LotteryGame,
  type LotteryPick,
} from '@app/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceText, headerMinor } from './account-helpers';
import { atPath, button, input } from './auth-helpers';
import { launch, openPhone, pastRightEdge, screenshot, sideways, url } from './browser';

/**
 * The demo agent, who also plays (type 2), owns this journey's lottery bets: the account journey
 * checks demo's balance to the cent, and the messages journey counts player2's unread messages,
 * which a winning bet's notice would change.
 */
const PLAYER = { username: 'agent', password: 'Agent1234' };
/** The fast game: a draw a minute, sales closing 10 s before it. */
const FAST = 'SPD1';
/** A draw's cycle is a minute; its result shows within the lobby's 7 s refresh after it. */
const DRAW_WAIT_MS = 150_000;
/** Bet only with this much of the sale left: the confirm and the answer fit in it. */
const SALE_LEFT_MS = 20_000;

const TEXTS = {
  TY: {
    login: 'Mag-log in',
    fast: 'Speed 5D · 1 Minuto',
    hot: 'Mainit',
    fav: 'Paborito',
    addFav: 'Idagdag ang Speed 5D · 1 Minuto sa mga paborito',
    removeFav: 'Alisin ang Speed 5D · 1 Minuto sa mga paborito',
    position1: 'Ika-1 na digit',
    sum: 'Kabuuan',
    big: /^Malaki/,
    add: /^Idagdag ang 2 pili sa slip$/,
    send: 'Tumaya',
    placed: /^Naitaya na!/,
    mine: /^Aking taya/,
    verified: 'Napatunayan',
    lotto: 'Lotto',
    closed: 'Sarado',
  },
  EN: {
    login: 'Log in',
    fast: 'Speed 5D · 1 Minute',
    hot: 'Hot',
    fav: 'Favourites',
    addFav: 'Add Speed 5D · 1 Minute to favourites',
    removeFav: 'Remove Speed 5D · 1 Minute from favourites',
    position1: 'Digit 1',
    sum: 'Sum of digits',
    big: /^Big/,
    add: /^Add 2 picks to the slip$/,
    send: 'Place bets',
    placed: /^Bets placed:/,
    mine: /^My bets/,
    verified: 'Verified',
    lotto: 'Lotto',
    closed: 'Closed',
  },
} as const;
type Language = keyof typeof TEXTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function logIn(page: Page, language: Language) {
  await page.goto(url('/m/login'));
  await input(page, 'Username').fill(PLAYER.username);
  await input(page, 'Password').fill(PLAYER.password);
  await button(page, TEXTS[language].login).click();
  await atPath(page, '/m/home');
}

/** The drawn results of a game, as anyone can read them. */
async function history(gameCode: string): Promise<DrawHistory> {
  const response = await fetch(url(`/lgw/vn/numeros/opened/game?gameCode=${gameCode}`), {
    headers: { Merchant: 'DEMO' },
  });
  return ((await response.json()) as { value: DrawHistory }).value;
}

/**
 * A Vietnam draw on sale for at least another minute: the three regional games draw at different
 * times of day, so while one is closed before its draw another is on sale.
 */
async function openRegionalGame(): Promise<LotteryGame> {
  const response = await fetch(url('/lgw/games/mobile?prizeMode=ELOTT'), {
    headers: { Merchant: 'DEMO' },
  });
  const games = ((await response.json()) as { value: LotteryGame[] }).value;
  const open = games.find(
    (game) =>
      game.gameGroupCode === 'VN' && game.isSale && game.remainTime - game.lockTime * 1000 > 60_000,
  );
  if (!open) throw new Error('no Vietnam draw on sale');
  return open;
}

/** hh:mm:ss on a sale clock → ms; null for --:--:--. */
async function clockMs(clock: Locator): Promise<number | null> {
  const text = (await clock.locator('.sale-clock-time').textContent()) ?? '';
  const parts = /^(\d+):(\d\d):(\d\d)$/.exec(text.trim());
  if (!parts) return null;
  const [, h, m, s] = parts.map(Number) as [number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000;
}

const currentNumero = (page: Page) => page.getByTestId('current-numero').textContent();

/** Waits, on the betting page, for a draw with at least SALE_LEFT_MS of its sale left. */
async function freshDraw(page: Page): Promise<string> {
  const clock = page.locator('.draw-panel').getByTestId('sale-clock');
  await clock.waitFor();
  const left = await clockMs(clock);
  if (left === null || left < SALE_LEFT_MS) {
    const before = await currentNumero(page);
    await expect
      .poll(() => currentNumero(page), { timeout: DRAW_WAIT_MS, interval: 1000 })
      .not.toBe(before);
    await expect.poll(() => clockMs(clock), { timeout: 15_000 }).toBeGreaterThan(SALE_LEFT_MS);
  }
  return (await currentNumero(page)) ?? '';
}

describe('the lottery in Chromium at 390 px (TY)', () => {
  const text = TEXTS.TY;
  let page: Page;
  beforeAll(async () => {
    page = await openPhone(browser, 'TY');
    await logIn(page, 'TY');
  });

  it('shows the lobby: tabs, rows with their draws and results, a ticking countdown', async () => {
    await page.goto(url('/m/lottery'));
    await page.getByRole('tab', { name: text.hot }).waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.slice(0, 2)).toEqual([text.hot, text.fav]);
    expect(tabs).toEqual(expect.arrayContaining(['Mabilisang Bola', 'Vietnam Lotto']));
    const row = page.locator('.lottery-row').filter({ hasText: text.fast });
    await row.waitFor();
    await expect
      .poll(() => row.locator('.lottery-row-numero').textContent())
      .toMatch(/#\d{8}-\d{4}/);
    expect(await row.locator('.lotto-ball').count()).toBe(5);
    // A countdown moves (a draw between its close and its result shows --:--:--).
    const clock = page.locator('.lottery-row .sale-clock.is-open').first();
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await sideways(page)).toBe(0);
    await screenshot(page, 'lottery-lobby-TY');
  });

  it('keeps a favourite first in every tab and drops it from the FAV tab at once', async () => {
    await page.getByRole('tab', { name: 'Vietnam Lotto' }).click();
    await page.locator('.lottery-row').first().waitFor();
    const firstVn = await page.locator('.lottery-row-link').first().textContent();
    const last = page.locator('.lottery-row').last();
    const lastName = (await last.locator('.lottery-row-link').textContent()) ?? '';
    await last.getByRole('button', { name: /paborito/ }).click();
    await expect.poll(() => page.locator('.lottery-row-link').first().textContent()).toBe(lastName);
    expect(await page.locator('.lottery-row-link').nth(1).textContent()).toBe(firstVn);

    await page.getByRole('tab', { name: text.hot }).click();
    await page.getByRole('button', { name: text.addFav }).click();
    await page.getByRole('tab', { name: new RegExp(`^${text.fav}`) }).click();
    await expect
      .poll(() => page.locator('.lottery-row-link').allTextContents())
      .toEqual([text.fast, lastName]);
    await screenshot(page, 'lottery-favourites-TY');
    await page.getByRole('button', { name: text.removeFav }).click();
    await expect
      .poll(() => page.locator('.lottery-row-link').allTextContents())
      .toEqual([lastName]);
  });

  it(
    'bets early in a fast draw, watches it close and its number appear, and is paid the exact amount',
    async () => {
      await page.goto(url(`/m/lottery/bet/${FAST}`));
      const numero = await freshDraw(page);
      await expect.poll(() => balanceText(page)).toMatch(/\d/);
      const before = await headerMinor(page);

      // Digit 1 is 7, and the sum is big: two picks at ₱10.00 × 2.
      await page.getByRole('button', { name: text.position1 }).click();
      await page
        .getByRole('group', { name: /posisyon 1/ })
        .getByRole('button', { name: '7' })
        .click();
      await page.getByRole('button', { name: text.sum, exact: true }).click();
      await page.getByRole('button', { name: text.big }).click();
      await page.getByRole('button', { name: 'Dagdagan ang multiplier' }).click();
      await page.getByRole('button', { name: text.add }).click();
      await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('₱40.00');
      await screenshot(page, 'lottery-slip-TY');

      await page.locator('.bet-bar').getByRole('button', { name: text.send }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.send }).click();
      await page.getByText(text.placed).waitFor();
      await expect.poll(() => headerMinor(page)).toBe(before - 4_000);
      await page.getByRole('tab', { name: text.mine }).click();
      await page.locator('.open-order').filter({ hasText: numero }).waitFor();
      await screenshot(page, 'lottery-open-bets-TY');
      await page.getByRole('tab', { name: text.send }).click();

      // The sale closes: the countdown shows --:--:-- and the slip cannot be sent …
      const clock = page.locator('.draw-panel').getByTestId('sale-clock');
      await expect.poll(() => clock.textContent(), { timeout: DRAW_WAIT_MS }).toContain('--:--:--');
      await screenshot(page, 'lottery-closed-TY');
      // … then the draw is made: its number shows as the last result, verified in the browser.
      const previous = page.getByTestId('previous-result');
      await expect
        .poll(() => previous.textContent(), { timeout: DRAW_WAIT_MS, interval: 1000 })
        .toContain(numero);
      await previous.getByText(text.verified).waitFor({ timeout: 15_000 });
      expect(await currentNumero(page)).not.toBe(numero);
      await screenshot(page, 'lottery-result-TY');

      // What the draw pays, by the contracts' rules, lands in the header.
      const drawn = (await history(FAST)).list.find((draw) => draw.numero === numero);
      if (!drawn?.winningNumber) throw new Error(`draw ${numero} has no result`);
      const picks: LotteryPick[] = [
        { betType: 'DIGIT', position: 1, pick: '7' },
        { betType: 'SUM_BIG_SMALL', pick: 'BIG' },
      ];
      const paid = picks.reduce((sum, pick) => {
        const hits = hitsOf('D5', pick, drawn.winningNumber ?? '');
        return sum + payoutOf(2_000, oddsOf('D5', pick.betType, pick.pick), hits);
      }, 0);
      await expect.poll(() => headerMinor(page), { timeout: 20_000 }).toBe(before - 4_000 + paid);
      await page.getByRole('tab', { name: text.mine }).click();
      await page.locator('.open-orders, .no-data').first().waitFor();
      expect(await page.locator('.open-order').filter({ hasText: numero }).count()).toBe(0);
    },
    DRAW_WAIT_MS * 2,
  );

  it('lists the settled order in the records, with its bets and the verified draw', async () => {
    await page.goto(url('/m/gameRecord'));
    await page.getByRole('button', { name: text.lotto, exact: true }).click();
    const row = page.locator('.record-row').filter({ hasText: text.fast }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/tapos na/);
    expect(await sideways(page)).toBe(0);
    await screenshot(page, 'lottery-records-TY');
    await row.click();
    const verdict = page.getByTestId('proof-verdict');
    await verdict.getByText(text.verified).waitFor();
    expect(await page.locator('.record-lottery-bet').count()).toBe(2);
    await page.waitForTimeout(400);
    await screenshot(page, 'lottery-record-detail-TY');
  });
});

describe('the lottery in Chromium (EN)', () => {
  const text = TEXTS.EN;
  let page: Page;
  beforeAll(async () => {
    page = await openPhone(browser, 'EN');
    await logIn(page, 'EN');
  });

  it('bets on a daily Vietnam draw and cancels before the close, refunded at once', async () => {
    const game = await openRegionalGame();
    await page.goto(url(`/m/lottery/bet/${game.gameCode}`));
    await expect.poll(() => balanceText(page)).toMatch(/\d/);
    const before = await headerMinor(page);
    await page.getByRole('button', { name: /^Special 2D/ }).click();
    await page.getByLabel('Your 2-digit numbers').fill('07 38 7x');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Not 2 digits: 7x').waitFor();
    await page.getByLabel('Your 2-digit numbers').fill('07 38');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: /^Add 2 picks to the slip$/ }).click();
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('₱20.00');
    await screenshot(page, 'lottery-bet-vn-EN');
    await page.locator('.bet-bar').getByRole('button', { name: text.send }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.send }).click();
    await page.getByText(text.placed).waitFor();
    await expect.poll(() => headerMinor(page)).toBe(before - 2_000);

    await page.getByRole('tab', { name: text.mine }).click();
    await page.getByRole('button', { name: 'Cancel all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel bets' }).click();
    await page.getByText(/^Cancelled\./).waitFor();
    await expect.poll(() => headerMinor(page)).toBe(before);
    await page.locator('.no-data').waitFor();
  });

  it('shows the lobby, all games and the results page in English', async () => {
    await page.goto(url('/m/lottery'));
    await page.getByRole('tab', { name: text.hot }).waitFor();
    await page.locator('.lottery-row').filter({ hasText: text.fast }).waitFor();
    await screenshot(page, 'lottery-lobby-EN');
    await page.goto(url('/m/moreLottery'));
    await page.locator('.lottery-tile').first().waitFor();
    expect(await page.locator('.app-footer').count()).toBe(0);
    await screenshot(page, 'lottery-more-EN');
    await page.goto(url(`/m/lottery/fair/${FAST}`));
    await page.getByTestId('draw-verdict').first().waitFor();
    expect(await page.getByTestId('draw-verdict').first().textContent()).toContain(text.verified);
    await screenshot(page, 'lottery-fair-EN');
  });
});

describe('the lottery at 320 px, nothing scrolls sideways', () => {
  it.each(['TY', 'EN'] as const)('%s', async (language) => {
    const page = await openPhone(browser, language, { width: 320 });
    await logIn(page, language);
    const pages = [
      ['/m/lottery', '.lottery-row'],
      ['/m/moreLottery', '.lottery-tile'],
      [`/m/lottery/bet/${FAST}`, '.number-ball'],
      ['/m/lottery/bet/VNSOUTH', '.bet-type-grid'],
      [`/m/lottery/fair/${FAST}`, '.draw-item'],
    ] as const;
    for (const [path, ready] of pages) {
      await page.goto(url(path));
      await page.locator(ready).first().waitFor();
      expect(await sideways(page), path).toBe(0);
      expect(await pastRightEdge(page, 'main', '.lottery-tabs'), path).toEqual([]);
    }
    await page.goto(url(`/m/lottery/bet/${FAST}`));
    await page.locator('.number-ball').first().waitFor();
    await screenshot(page, `lottery-bet-320-${language}`);
    await page.context().close();
  });
});

describe('a guest', () => {
  it('reads the results and their proofs, and is asked to log in to bet', async () => {
    const page = await openPhone(browser, 'TY');
    await page.goto(url(`/m/lottery/fair/${FAST}`));
    await page.getByTestId('draw-verdict').first().waitFor();
    expect(await page.getByTestId('draw-verdict').first().textContent()).toContain('Napatunayan');
    await page.goto(url('/m/lottery'));
    await page.getByRole('link', { name: TEXTS.TY.fast, exact: true }).click();
    await page.getByRole('dialog').getByText('Mag-log in para makataya sa lotto.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Mag-log in' }).click();
    await atPath(page, '/m/login');
    await page.context().close();
  });
});
