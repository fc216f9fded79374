import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerMinor, registerUi } from './account-helpers';
import { button, input, uniqueName } from './auth-helpers';
import { launch, openPhone, operatorApi, screenshot, sideways, url } from './browser';

/**
 * A member's money end to end: deposit, the operator approves, the balance rises, a deposit is
 * played through before it may leave, then a withdrawal is held at once and the operator pays it.
 * A member of its own, so no other journey's figures move.
 */
const user = { username: uniqueName('cash'), password: 'Perlas123', email: '' };
user.email = `${user.username}@example.ph`;
const PIN = '135790';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(() => browser.close());

type Queued = { id: number; account: string; amount: number; status: string };
const queued = async (what: 'deposits' | 'withdrawals') =>
  ((await operatorApi(`/${what}`)) as Queued[]).find((r) => r.account === user.username);

/** Brings the member back to the tab, as a phone does: lists and the balance are asked again. */
const comeBack = () =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });

const pesos = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('money in and out in Chromium at phone size', () => {
  it('registers, deposits ₱1,000 and sees it once the operator approves', async () => {
    await registerUi(page, user);

    await page.goto(url('/m/voucherCenter'));
    // A bank transfer (no fee) waits for the operator; the demo channel is instant.
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await page.locator('.pay-money input').fill('1000');
    await page.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-confirm' }).click();
    await page.getByRole('heading', { name: 'Naghihintay ng approval' }).waitFor();

    const deposit = await queued('deposits');
    expect(deposit?.amount).toBe(100_000);
    await operatorApi(`/deposits/${deposit?.id}/approve`, {});
    await comeBack();
    await expect.poll(() => headerMinor(page), { timeout: 20_000 }).toBe(100_000);
  });

  it('sets a payment password and binds an e-wallet in the security centre', async () => {
    await page.goto(url('/m/securityCenter'));
    await page
      .locator('#payment-title')
      .locator('xpath=../..')
      .getByRole('button', { name: 'I-set' })
      .click();
    await input(page, 'Password sa pag-log in').fill(user.password);
    await input(page, 'Bagong payment password').fill(PIN);
    await input(page, 'Kumpirmahin ang payment password').fill(PIN);
    await button(page, 'I-set ang payment password').click();
    await page.getByText('Naka-set na', { exact: true }).waitFor();

    await page.getByRole('button', { name: /Mag-bind ng account/ }).click();
    await page.getByLabel('Bangko o e-wallet').selectOption('GCASH');
    await input(page, 'Pangalan sa account').fill('Maria Clara Santos');
    await input(page, 'Mobile number ng e-wallet').fill('09181234567');
    await page.locator('#card-paymentPassword').fill(PIN);
    await button(page, 'I-bind ang account').click();
    await page.locator('.security-card').getByText('**** 4567').waitFor();
  });

  it('asks for the deposit to be played through before a withdrawal', async () => {
    await page.goto(url('/m/withdraw'));
    await page.getByText('Tumaya pa ng ₱1,000.00 bago ka makapag-withdraw.').first().waitFor();
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'withdraw-turnover-TY');
  });

  // Only bets at a win chance up to 66 % play a deposit through, so the deposit is played in ten
  // ₱100 rolls under 66.00: even one win in ten (a 99.998 % chance) leaves ₱150 to withdraw.
  it('plays the dice ten times under 66.00, ₱100 each, which plays the deposit through', async () => {
    await page.goto(url('/m/inhouse/dice'));
    await page.getByTestId('game-balance').filter({ hasText: /\d/ }).waitFor();
    await page.getByLabel('Target na numero').fill('6600');
    await page.getByRole('button', { name: /Mas mababa 66\.00/ }).waitFor();
    await page.getByLabel('Halaga ng taya').fill('100');
    await screenshot(page, 'dice-66-TY');
    for (let round = 0; round < 10; round += 1) {
      const before = await headerMinor(page);
      await button(page, 'I-roll').click();
      // A win pays 1.5× (+₱50.00), a loss takes the ₱100.00 stake.
      await expect
        .poll(() => headerMinor(page), { timeout: 10_000 })
        .toBeOneOf([before + 5_000, before - 10_000]);
      await button(page, 'I-roll').waitFor();
      await expect.poll(() => button(page, 'I-roll').isEnabled()).toBe(true);
    }
    await page.goto(url('/m/withdraw'));
    await page.getByRole('heading', { name: 'Form ng withdrawal' }).waitFor();
    expect(await page.getByText(/bago ka makapag-withdraw/).count()).toBe(0);
  });

  it('withdraws ₱100 with the payment password: held at once, paid by the operator', async () => {
    await page.goto(url('/m/withdraw'));
    await page.getByRole('heading', { name: 'Form ng withdrawal' }).waitFor();
    const before = await headerMinor(page);
    await page.getByRole('radio', { name: /GCash/ }).click();
    await page.getByLabel('Halaga', { exact: true }).fill('100');
    await page.getByLabel('Payment password', { exact: true }).fill(PIN);
    await page.waitForTimeout(300);
    await screenshot(page, 'withdraw-form-TY');
    await page.getByRole('button', { name: 'Mag-withdraw ng ₱100.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-confirm' }).click();
    await page.getByRole('heading', { name: 'Pinoproseso ang withdrawal' }).waitFor();
    // Held at once: the header shows what is left to play with.
    await expect.poll(() => headerMinor(page)).toBe(before - 10_000);
    await page.waitForTimeout(300);
    await screenshot(page, 'withdraw-pending-TY');

    const withdrawal = await queued('withdrawals');
    expect(withdrawal).toMatchObject({ amount: 10_000, status: 'pending' });
    await operatorApi(`/withdrawals/${withdrawal?.id}/pay`, {});
    await comeBack();
    await page.getByRole('heading', { name: 'Naipadala na ang withdrawal' }).waitFor({
      timeout: 20_000,
    });
    expect(await headerMinor(page)).toBe(before - 10_000);
    await screenshot(page, 'withdraw-paid-TY');
  });

  it('lists the withdrawal as paid in the record, in English too', async () => {
    await page.goto(url('/m/withdrawReport'));
    await page.locator('.withdraw-item[data-status="paid"]').first().waitFor();
    expect(await page.locator('.withdraw-item').count()).toBe(1);
    await page.evaluate(() => window.localStorage.setItem('language', 'EN'));
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(url('/m/withdraw'));
    await page.getByRole('heading', { name: 'Withdrawal form' }).waitFor();
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'withdraw-form-EN-320');
  });

  it('shows every movement in the account record, the last balance the header’s', async () => {
    await page.goto(url('/m/transaction/record'));
    const rows = page.locator('.tx-row');
    await rows.first().waitFor();
    // Newest first: the withdrawal, ten dice rounds (a bet each, a win for each won), the deposit.
    // Up to 22 movements: the list goes on past its first page of 20 as it is scrolled.
    const more = page.locator('.load-more');
    while ((await more.count()) > 0) {
      await more.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
    }
    const types = await rows.evaluateAll((items) =>
      items.map((li) => li.getAttribute('data-type')),
    );
    expect(types[0]).toBe('withdraw');
    expect(types.at(-1)).toBe('deposit');
    expect(types.filter((type) => type === 'bet')).toHaveLength(10);
    await rows
      .first()
      // Grouped as the page writes it: the dice leave the balance above ₱1,000 now and then.
      .getByText(`Balance ₱${pesos(await headerMinor(page))}`)
      .waitFor();
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'account-record-EN-320');
  });
});
