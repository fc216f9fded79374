import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceText, headerMinor } from './account-helpers';
import { atPath, button, input } from './auth-helpers';
import { launch, openPhone, pastRightEdge, screenshot, sideways, url } from './browser';

/** A demo player (₱2,500.00) whose balance no other journey checks. */
const PLAYER = { username: 'player1', password: 'Player1234' };

const TEXTS = {
  TY: {
    login: 'Mag-log in',
    stake: 'Halaga ng taya',
    roll: 'I-roll',
    spin: 'I-spin',
    fairness: 'Patas',
    rotate: 'Bagong seed pair',
    verified: 'Napatunayan',
    close: 'Isara',
  },
  EN: {
    login: 'Log in',
    stake: 'Bet amount',
    roll: 'Roll',
    spin: 'Spin',
    fairness: 'Fairness',
    rotate: 'New seed pair',
    verified: 'Verified',
    close: 'Close',
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

/** Plays one round with `action` and checks the header moved by exactly the bet's profit. */
async function playRound(page: Page, action: string) {
  await expect.poll(() => balanceText(page)).toMatch(/\d/);
  const before = await headerMinor(page);
  await button(page, action).click();
  const result = page.getByTestId('bet-result');
  await result.waitFor({ timeout: 10_000 });
  const profit = Number(await result.getAttribute('data-profit'));
  await expect.poll(() => headerMinor(page)).toBe(before + profit);
  return profit;
}

describe.each(['TY', 'EN'] as const)('in-house games in Chromium at 390 px (%s)', (language) => {
  let page: Page;
  const text = TEXTS[language];
  beforeAll(async () => {
    page = await openPhone(browser, language);
    await logIn(page, language);
  });

  it('rolls the dice and the header balance changes by the exact amount', async () => {
    await page.goto(url('/m/inhouse/dice'));
    await page.getByTestId('game-balance').filter({ hasText: /\d/ }).waitFor();
    await input(page, text.stake).fill('25.00');
    await playRound(page, text.roll);
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, `inhouse-dice-${language}`);
  });

  it('fits the smallest phone, 320 px wide, without sideways scrolling', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      for (const game of ['dice', 'slot']) {
        await page.goto(url(`/m/inhouse/${game}`));
        await page.getByTestId('game-balance').filter({ hasText: /\d/ }).waitFor();
        expect(await sideways(page), game).toBe(0);
        expect(await pastRightEdge(page, '.inhouse-page'), game).toEqual([]);
        await screenshot(page, `inhouse-${game}-320-${language}`);
      }
    } finally {
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  it('spins the slot once, reels stop and the balance follows', async () => {
    await page.goto(url('/m/inhouse/slot'));
    await page.getByTestId('game-balance').filter({ hasText: /\d/ }).waitFor();
    await playRound(page, text.spin);
    expect(await page.locator('.slot-reel').count()).toBe(3);
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, `inhouse-slot-${language}`);
  });

  it('reveals the seed in the fairness sheet and verifies the recent bets', async () => {
    await button(page, text.fairness).click();
    await button(page, text.rotate).click();
    await page.locator('.fairness-previous').waitFor();
    await page.locator('.verdict.is-valid').first().waitFor();
    expect(await page.locator('.verdict.is-invalid').count()).toBe(0);
    // Once the toast has gone, with the checked bets in view.
    await page.waitForTimeout(1_800);
    await page.locator('.fairness-recent').scrollIntoViewIfNeeded();
    await screenshot(page, `inhouse-fairness-${language}`);
    await button(page, text.close).click();
    // Closing takes the sheet's history step back (the phone's back closes it): let it land
    // before the next test navigates.
    await page.waitForFunction(
      () => !(typeof history.state === 'object' && history.state && 'overlay' in history.state),
    );
  });

  it('lists both bets in the betting record and proves one', async () => {
    await page.goto(url('/m/gameRecord'));
    const rows = page.locator('.record-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const games = await page.locator('.record-game').allTextContents();
    expect(games).toEqual(expect.arrayContaining(['Perlas Dice', 'Perlas Slot']));
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `inhouse-records-${language}`);
    await rows.first().click();
    const verdict = page.getByTestId('proof-verdict');
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain(text.verified);
    await page.waitForTimeout(400);
    await screenshot(page, `inhouse-record-detail-${language}`);
  });
});
