import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerMinor, registerUi } from './account-helpers';
import { atPath, button, input, uniqueName } from './auth-helpers';
import {
  launch,
  openPhone,
  operatorApi,
  pastRightEdge,
  screenshot,
  sideways,
  url,
} from './browser';

/** A member of its own (registered here), so no other journey's balances or inbox move. */
const user = { username: uniqueName('dep'), password: 'Perlas123', email: '' };
user.email = `${user.username}@example.ph`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(() => browser.close());

/** The operator API, as `npm run admin -- deposits …` calls it. */
const operatorCall = (path: string, body?: unknown) => operatorApi(`/deposits${path}`, body);

async function logIn(target: Page, submit: string) {
  await target.goto(url('/m/login'));
  await input(target, 'Username').fill(user.username);
  await input(target, 'Password').fill(user.password);
  await button(target, submit).click();
  await atPath(target, '/m/home');
}

const amountField = (target: Page) => target.locator('.pay-money input');

describe('deposits in Chromium at phone size', () => {
  it('sends a guest to the login page', async () => {
    await page.goto(url('/m/voucherCenter'));
    await atPath(page, '/m/login');
  });

  it('registers a member, who sees the channels with their limits and fees', async () => {
    await registerUi(page, user);
    expect(await headerMinor(page)).toBe(0);

    await page.goto(url('/m/voucherCenter'));
    await page.getByRole('radio', { name: /GCash/ }).waitFor();
    const names = await page.locator('.channel-name').allTextContents();
    expect(names).toEqual(['Bank transfer', 'GCash', 'Maya', 'Demo (instant)']);
    expect(await page.locator('.channel-fee').allTextContents()).toEqual([
      'Walang fee',
      '1.5% fee',
      '₱5.00 fee',
      'Walang fee',
    ]);
    await page.waitForTimeout(300);
    await screenshot(page, 'deposit-channels-TY');
  });

  it('refuses an amount outside the channel limits before asking the server', async () => {
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await amountField(page).fill('100');
    await page.getByRole('button', { name: /^Magdeposito/ }).click();
    await page.getByText('Ang minimum sa channel na ito ay ₱500.00').waitFor();
    await screenshot(page, 'deposit-limit-TY');
  });

  it('shows the fee before confirming, then the payee and a unique reference to copy', async () => {
    await page.getByRole('radio', { name: /GCash/ }).click();
    await page.getByRole('button', { name: '₱1,000' }).click();
    await expect.poll(() => page.getByTestId('deposit-credit').textContent()).toBe('₱985.00');
    await page.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/15\.00 ang fee/).waitFor();
    await confirm.getByRole('button', { name: 'I-confirm' }).click();

    await page.getByRole('heading', { name: 'Naghihintay ng approval' }).waitFor();
    const reference = await page.getByTestId('deposit-reference').textContent();
    expect(reference).toMatch(/^PP[2-9A-HJ-NP-Z]{10}$/);
    await page.getByText('0917 555 0123').waitFor();
    await page.getByRole('button', { name: 'Kopyahin ang Reference' }).click();
    await page.getByText('Nakopya na').waitFor();
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(1600);
    await screenshot(page, 'deposit-pending-TY');
  });

  it('raises the header balance once the operator approves, when the member comes back', async () => {
    const queue = (await operatorCall('')) as { id: number; account: string; credit: number }[];
    const mine = queue.find((request) => request.account === user.username);
    expect(mine?.credit).toBe(98_500);
    expect(await headerMinor(page)).toBe(0);
    await operatorCall(`/${mine?.id}/approve`, {});

    // The member comes back to the tab: the list is asked again, the approval seen.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => headerMinor(page), { timeout: 20_000 }).toBe(98_500);
    await page.getByRole('heading', { name: 'Approved na ang deposit' }).waitFor();
    await screenshot(page, 'deposit-approved-TY');
  });

  it('lists the deposits by period and status, and cancels a pending one', async () => {
    await page.getByRole('button', { name: 'Magdeposito ulit' }).click();
    // The demo channel is instant: a bank transfer is the request that waits to be cancelled.
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await amountField(page).fill('600');
    await page.getByRole('button', { name: 'Magdeposito ng ₱600.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-confirm' }).click();
    await page.getByRole('heading', { name: 'Naghihintay ng approval' }).waitFor();

    await page.goto(url('/m/vouReport'));
    await expect.poll(() => page.getByTestId('deposit-item').count()).toBe(2);
    await page.getByRole('button', { name: 'Aprubado', exact: true }).click();
    await expect.poll(() => page.getByTestId('deposit-item').count()).toBe(1);
    await page.getByRole('button', { name: 'Lahat', exact: true }).click();
    await expect.poll(() => page.getByTestId('deposit-item').count()).toBe(2);
    await page.waitForTimeout(300);
    await screenshot(page, 'deposit-record-TY');

    await page.getByRole('button', { name: 'I-cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-cancel ang deposit' }).click();
    await expect
      .poll(() => page.locator('[data-status="cancelled"]').count(), { timeout: 5_000 })
      .toBe(1);
    expect(await headerMinor(page)).toBe(98_500);
  });

  it('reads in English and fits a 320 px phone', async () => {
    const small = await openPhone(browser, 'EN', { width: 320 });
    await logIn(small, 'Log in');
    await small.goto(url('/m/voucherCenter'));
    await small.getByRole('radio', { name: /GCash/ }).waitFor();
    await small.getByRole('heading', { name: 'Deposit', exact: true }).waitFor();
    expect(await sideways(small)).toBe(0);
    expect(await pastRightEdge(small, '.deposit-page')).toEqual([]);
    await screenshot(small, 'deposit-channels-320-EN');
    await small.goto(url('/m/vouReport'));
    await expect.poll(() => small.getByTestId('deposit-item').count()).toBe(2);
    await small.getByText('Cancelled').first().waitFor();
    expect(await sideways(small)).toBe(0);
    await screenshot(small, 'deposit-record-320-EN');
    await small.context().close();

    const large = await openPhone(browser, 'EN', { width: 430 });
    await logIn(large, 'Log in');
    await large.goto(url('/m/voucherCenter'));
    await large.getByRole('radio', { name: /Maya/ }).click();
    await large.locator('.pay-money input').fill('1500');
    await expect.poll(() => large.getByTestId('deposit-credit').textContent()).toBe('₱1,495.00');
    expect(await sideways(large)).toBe(0);
    await screenshot(large, 'deposit-form-430-EN');
    await large.context().close();
  });

  it('gives a free-trial account the free_reject refusal', async () => {
    const trial = await openPhone(browser, 'EN');
    await trial.goto(url('/m/login'));
    await trial.getByRole('button', { name: /free trial/i }).click();
    await atPath(trial, '/m/home');
    await trial.goto(url('/m/voucherCenter'));
    await trial.getByText('Please login an actual account to use this function').waitFor();
    await trial.context().close();
  });
});
