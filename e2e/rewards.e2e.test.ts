import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerMinor, registerUi } from './account-helpers';
import { button, uniqueName } from './auth-helpers';
import { launch, openPhone, operatorApi, screenshot, sideways, url } from './browser';

/**
 * Rewards end to end: a member deposits and plays enough to reach VIP 1, sees it on the VIP
 * benefits page, claims the level-up bonus in the reward centre and the rebate the same bets
 * earned, each raising the header balance by exactly its amount. A member of its own.
 */
const user = { username: uniqueName('vip'), password: 'Perlas123', email: '' };
user.email = `${user.username}@example.ph`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(() => browser.close());

type Queued = { id: number; account: string; amount: number };

describe('VIP level, reward centre and rebate in Chromium at phone size', () => {
  it('deposits ₱6,000, approved by the operator', async () => {
    await registerUi(page, user);
    await page.goto(url('/m/voucherCenter'));
    // A bank transfer waits for the operator (the demo channel is instant).
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await page.locator('.pay-money input').fill('6000');
    await page.getByRole('button', { name: 'Magdeposito ng ₱6,000.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-confirm' }).click();
    await page.getByRole('heading', { name: 'Naghihintay ng approval' }).waitFor();
    const deposit = ((await operatorApi('/deposits')) as Queued[]).find(
      (row) => row.account === user.username,
    );
    await operatorApi(`/deposits/${deposit?.id}/approve`, {});
    await page.goto(url('/m/member/benefits'));
    await expect.poll(() => headerMinor(page), { timeout: 20_000 }).toBe(600_000);
    await page.getByRole('heading', { name: 'VIP 0' }).waitFor();
  });

  it('plays ₱5,000 on the dice: the turnover VIP 1 asks for', async () => {
    await page.goto(url('/m/inhouse/dice'));
    await page.getByTestId('game-balance').filter({ hasText: /\d/ }).waitFor();
    await page.getByLabel('Target na numero').fill('5000');
    await page.getByLabel('Halaga ng taya').fill('500');
    for (let round = 0; round < 10; round += 1) {
      const before = await headerMinor(page);
      await button(page, 'I-roll').click();
      await expect.poll(() => headerMinor(page), { timeout: 10_000 }).not.toBe(before);
      await expect.poll(() => button(page, 'I-roll').isEnabled()).toBe(true);
    }
  });

  it('shows VIP 1 reached, with the way to VIP 2', async () => {
    await page.goto(url('/m/member/benefits'));
    await page.getByRole('heading', { name: 'VIP 1', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Ang daan mo papuntang VIP 2' }).waitFor();
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'vip-benefits-TY-390');
  });

  it('claims the ₱18 level-up bonus in the reward centre', async () => {
    await page.goto(url('/m/rewardCenter'));
    const card = page.getByRole('listitem', { name: 'Level-up bonus ng VIP 1' });
    await card.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'reward-centre-TY-390');
    const before = await headerMinor(page);
    await card.getByRole('button', { name: 'I-claim' }).click();
    await page.getByText('Naidagdag ang ₱18.00 sa bonus balance mo').waitFor();
    // Into the bonus balance with its own wagering (issue 24): the header's cash stays.
    expect(await headerMinor(page)).toBe(before);
    await page.getByText(/Wala kang reward na puwedeng i-claim ngayon/).waitFor();
  });

  it('claims the ₱25 rebate of the same ₱5,000 of bets', async () => {
    await page.goto(url('/m/member/manualRebate'));
    await page.getByTestId('rebate-total').filter({ hasText: '₱25.00' }).waitFor();
    const before = await headerMinor(page);
    await page.getByRole('button', { name: 'I-claim ang ₱25.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-claim' }).click();
    await page
      .getByText(/₱25\.00/)
      .first()
      .waitFor();
    // Into the bonus balance (issue 24): the header's cash stays.
    await page.waitForTimeout(500);
    expect(await headerMinor(page)).toBe(before);
  });

  it('reads well in EN at 320 and 430 px: the history and the levels', async () => {
    await page.evaluate(() => window.localStorage.setItem('language', 'EN'));
    for (const width of [320, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(url('/m/rewardCenter'));
      await page.getByRole('button', { name: 'History' }).click();
      await page
        .getByRole('listitem', { name: 'VIP 1 level-up bonus' })
        .getByText('Claimed', { exact: true })
        .waitFor();
      expect(await sideways(page)).toBe(0);
      await page.waitForTimeout(300);
      await screenshot(page, `reward-centre-history-EN-${width}`);
      await page.goto(url('/m/member/benefits'));
      await page.getByRole('heading', { name: 'Your way to VIP 2' }).waitFor();
      expect(await sideways(page)).toBe(0);
      await page.locator('.vip-levels').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await screenshot(page, `vip-levels-EN-${width}`);
    }
  });
});
