import { createHmac } from 'node:crypto';
import { DEPOSIT_PATHS } from '@app/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUi } from './account-helpers';
import { button, input, uniqueName } from './auth-helpers';
import { CLIENT_IP, launch, openPhone, operatorApi, screenshot, url } from './browser';
import { call, cashOf, tokenOf } from './payouts-helpers';

/**
 * Issue 29's console journey at desktop size (1440 × 900, EN): the demo owner makes a finance
 * operator and writes a note on a member; the operator turns on two-step sign-in, signs in with a
 * code, opens the member's context beside their deposit and approves it (the member's cash rises); a withdrawal above the four-eyes threshold waits for a second
 * operator (the demo's cashier2), who pays it; the audit log names each step's author; the demo
 * auditor reads the queue but has no decision to take, and the server refuses one sent anyway.
 */
const OWNER = { username: 'owner', password: 'Owner-demo-1234' };
const AUDITOR = { username: 'auditor', password: 'Auditor-demo-1234' };
const SECOND = { username: 'cashier2', password: 'Cashier-demo-1234' };
const CASHIER = { username: uniqueName('fin'), password: 'cashier-passphrase-2026' };
const member = { username: uniqueName('con'), password: 'Perlas123', email: '' };
member.email = `${member.username}@example.ph`;
/** ₱750.00: the bank channel has no fee, so the member is credited all of it. */
const DEPOSIT = 75_000;
/** ₱1,500.00 out, above the ₱1,000.00 four-eyes threshold this journey sets (and lifts). */
const WITHDRAWAL = 150_000;
const THRESHOLD = 100_000;
const PIN = '246813';

/** The demo merchant's four-eyes threshold, set through the API as the owner would. */
async function fourEyes(thresholdMinor: number | null) {
  const response = await fetch(url('/operator/merchants/DEMO/four-eyes'), {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${inject('operatorToken')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ thresholdMinor }),
  });
  if (!response.ok) throw new Error(`four-eyes: ${response.status} ${await response.text()}`);
}

/** The member's security centre on the phone: a payment password and an e-wallet bound. */
async function readyToWithdraw(phone: Page) {
  await phone.goto(url('/m/securityCenter'));
  await phone
    .locator('#payment-title')
    .locator('xpath=../..')
    .getByRole('button', { name: 'I-set' })
    .click();
  await input(phone, 'Password sa pag-log in').fill(member.password);
  await input(phone, 'Bagong payment password').fill(PIN);
  await input(phone, 'Kumpirmahin ang payment password').fill(PIN);
  await button(phone, 'I-set ang payment password').click();
  await phone.getByText('Naka-set na', { exact: true }).waitFor();
  await phone.getByRole('button', { name: /Mag-bind ng account/ }).click();
  await phone.getByLabel('Bangko o e-wallet').selectOption('GCASH');
  await input(phone, 'Pangalan sa account').fill('Lorna Reyes Villanueva');
  await input(phone, 'Mobile number ng e-wallet').fill('09187654321');
  await phone.locator('#card-paymentPassword').fill(PIN);
  await button(phone, 'I-bind ang account').click();
  await phone.locator('.security-card').getByText('**** 4321').waitFor();
}

/** The RFC 6238 code of a base32 secret at `at` (30 s steps, 6 digits), as an app shows it. */
function totpCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

let browser: Browser;
let desk: BrowserContext;
let page: Page;
let memberToken: string;

async function signIn(who: { username: string; password: string }, code?: () => string) {
  await page.goto(url('/admin/login'));
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('6-digit code').fill(code());
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
}

/** Opens a page of the console's menu: its group first, when the group is closed. */
async function openMenu(group: string, item: string) {
  const menu = page.locator('aside');
  const entry = menu.getByRole('link', { name: item, exact: true });
  if (!(await entry.isVisible())) await menu.getByRole('menuitem', { name: group }).click();
  await entry.click();
}

async function signOut() {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
}

beforeAll(async () => {
  browser = await launch();
  // A member of its own with a deposit waiting for the cashier.
  const phone = await openPhone(browser);
  await registerUi(phone, member);
  memberToken = await tokenOf(phone);
  await call(memberToken, DEPOSIT_PATHS.requests, {
    channelCode: 'BANK',
    amount: DEPOSIT,
    idempotencyKey: `console-${member.username}`,
  });
  // Prize money put right by the owner (no turnover due on it), then a withdrawal of part of it.
  const found = (await operatorApi(`/members?q=${member.username}`)) as { items: { id: number }[] };
  await operatorApi(`/members/${found.items[0]?.id}/adjustments`, {
    amount: 200_000,
    reason: 'Tournament prize, paid by hand',
    idempotencyKey: `console-prize-${member.username}`,
  });
  await readyToWithdraw(phone);
  await phone.goto(url('/m/withdraw'));
  await phone.getByRole('heading', { name: 'Form ng withdrawal' }).waitFor();
  await phone.locator('header.app-header').getByText('₱2,000.00').waitFor();
  await phone.getByRole('radio', { name: /GCash/ }).click();
  await phone.getByLabel('Halaga', { exact: true }).fill(String(WITHDRAWAL / 100));
  await phone.getByLabel('Payment password', { exact: true }).fill(PIN);
  await phone.getByRole('button', { name: 'Mag-withdraw ng ₱1,500.00' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'I-confirm' }).click();
  await phone.getByRole('heading', { name: 'Pinoproseso ang withdrawal' }).waitFor();
  await phone.context().close();
  await fourEyes(THRESHOLD);

  desk = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP },
  });
  await desk.addInitScript(() => window.localStorage.setItem('admin.language', 'EN'));
  page = await desk.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await fourEyes(null);
  await browser.close();
});

describe('the back-office console in Chromium at desktop size (EN)', () => {
  it('lets the owner make a finance operator', async () => {
    await signIn(OWNER);
    await openMenu('Administration', 'Staff');
    await page.getByRole('button', { name: 'New staff account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(CASHIER.username);
    await dialog.getByLabel('Password').fill(CASHIER.password);
    await dialog.locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option[title="Finance"]').click();
    await dialog.getByRole('button', { name: 'New staff account' }).click();
    await page.getByText(`Account ${CASHIER.username} created`).waitFor();
    await page.getByRole('row', { name: new RegExp(CASHIER.username) }).waitFor();
    await screenshot(page, 'admin-staff-EN');
  });

  it('keeps the owner’s note on the member, with its author', async () => {
    await openMenu('Players', 'Members');
    await page.getByPlaceholder(/Account, mobile/).fill(member.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: member.username }).click();
    await page.getByPlaceholder(/next person handling/).fill('Prize paid by hand, see adjustment');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.locator('.ant-card', { hasText: 'Notes' });
    await notes.getByText('Prize paid by hand, see adjustment').waitFor();
    await notes.getByText(new RegExp(`^${OWNER.username} · `)).waitFor();
    await signOut();
  });

  it('has the operator turn on two-step sign-in, then sign in with a code', async () => {
    await signIn(CASHIER);
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Set up' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'admin-totp-EN');
    await page.getByLabel('6-digit code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-step sign-in is on').first().waitFor();
    await signOut();

    // A code is good once: wait for the next step, then sign in with its code.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await signIn(CASHIER, () => totpCode(secret));
  });

  it('approves the member’s deposit: their cash rises, once', async () => {
    const before = await cashOf(memberToken);
    await openMenu('Money', 'Deposits');
    const row = page.getByRole('row', { name: new RegExp(member.username) });
    // What the cashier weighs, read when the row opens: the member's prize money and turnover.
    await row.locator('.ant-table-row-expand-icon').click();
    const context = page.locator('[data-testid^="cashier-context-"]');
    await context.getByText('Deposits: 0 approved, 0 rejected', { exact: false }).waitFor();
    await context.getByRole('link', { name: new RegExp(member.username) }).waitFor();
    await screenshot(page, 'admin-cashier-context-EN');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done').first().waitFor();
    await expect.poll(() => cashOf(memberToken)).toBe(before + DEPOSIT);
    await screenshot(page, 'admin-deposits-EN');
  });

  it('keeps a withdrawal above the threshold for a second operator, who pays it', async () => {
    const withdrawals = async () => {
      await openMenu('Money', 'Withdrawals');
      return page.getByRole('row', { name: new RegExp(member.username) });
    };
    let row = await withdrawals();
    await row.getByRole('button', { name: 'Process' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.ant-segmented').getByText('Processing', { exact: true }).click();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/another operator must pay it too/).waitFor();
    await row.getByText(CASHIER.username).waitFor();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-four-eyes-EN');
    // The same operator again: the server's refusal, and nothing paid.
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/another operator must approve it too/).waitFor();
    await signOut();

    await signIn(SECOND);
    row = await withdrawals();
    await page.locator('.ant-segmented').getByText('Processing', { exact: true }).click();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done').first().waitFor();
    await page.locator('.ant-segmented').getByText('Paid', { exact: true }).click();
    await row.getByText('Paid', { exact: true }).waitFor();
    // cashier2 stays signed in: every role reads the audit log.
  });

  it('shows each step in the audit log with its author', async () => {
    await openMenu('Administration', 'Audit log');
    await page.getByPlaceholder("Operator's username").fill(CASHIER.username);
    await page.getByRole('button', { name: 'Search' }).click();
    for (const action of [
      'withdrawal.pay.approved',
      'withdrawal.processing',
      'deposit.approved',
      'operator.totp.enabled',
      'operator.login',
    ]) {
      await page.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    await screenshot(page, 'admin-audit-EN');
    await page.getByPlaceholder("Operator's username").fill(OWNER.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('cell', { name: `operator:${CASHIER.username}` })
      .first()
      .waitFor();
    await signOut();
  });

  it('lets the auditor read the queue but take no decision', async () => {
    await signIn(AUDITOR);
    await openMenu('Money', 'Deposits');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const token = await page.evaluate(() => sessionStorage.getItem('admin.token'));
    const refused = await fetch(url('/operator/merchants/DEMO/deposits/1/approve'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('no.permission');
  });
});
