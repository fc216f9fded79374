import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUi } from './account-helpers';
import { atPath, button, input, uniqueName } from './auth-helpers';
import { launch, openPhone, pastRightEdge, screenshot, sideways, url } from './browser';

/** A member of their own, so no other journey's limits or breaks touch them. */
const user = { username: uniqueName('rg'), password: 'Perlas123', email: '' };
user.email = `${user.username}@example.ph`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(() => browser.close());

const section = (target: Page, name: string) => target.getByRole('region', { name });
/** The row of one period in a limits card. */
const row = (target: Page, card: string, period: string) =>
  section(target, card).getByRole('listitem').filter({ hasText: period });

/**
 * Opens the login form. A time-out signs the page out and sends it home by itself: a goto racing
 * that can be aborted (net::ERR_ABORTED), and once in CI the form never showed (10 s); the page
 * is then loaded once more, and a second miss says where the page was and what it showed.
 */
async function openLogin(target: Page) {
  for (let attempt = 1; ; attempt += 1) {
    await target.goto(url('/m/login')).catch(() => undefined);
    const form = input(target, 'Username');
    const shown = await form.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (attempt === 2) {
      const text = await target
        .locator('body')
        .innerText()
        .catch(() => '(no body)');
      await screenshot(target, 'responsible-login-missing');
      throw new Error(`no login form at ${target.url()}; the page showed: ${text.slice(0, 400)}`);
    }
  }
}

async function logIn(target: Page, submit: string) {
  await openLogin(target);
  await input(target, 'Username').fill(user.username);
  await input(target, 'Password').fill(user.password);
  await button(target, submit).click();
  await atPath(target, '/m/home');
}

async function depositGcash(target: Page, pesos: string, submit: string, confirm: string) {
  await target.goto(url('/m/voucherCenter'));
  await target.getByRole('radio', { name: /GCash/ }).click();
  await target.locator('.pay-money input').fill(pesos);
  await target.getByRole('button', { name: submit }).click();
  await target.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

describe('responsible gaming in Chromium at phone size', () => {
  it('opens from the security centre and sets a daily deposit limit that holds at once', async () => {
    await registerUi(page, user);
    await page.goto(url('/m/securityCenter'));
    await page.getByRole('link', { name: /Responsableng paglalaro/ }).click();
    await atPath(page, '/m/responsibleGaming');

    const daily = row(page, 'Mga limit sa deposit', 'Araw-araw');
    await daily.getByRole('button', { name: 'Itakda' }).click();
    await daily.getByLabel('Limit na Araw-araw').fill('600');
    await daily.getByRole('button', { name: 'I-save' }).click();
    await page.getByText('Umiiral na ang iyong limit').waitFor();
    await daily.getByText('₱600.00', { exact: true }).waitFor();
    await page.waitForTimeout(1600);
    await screenshot(page, 'responsible-limit-TY');
  });

  it('refuses a larger deposit with the room left, and takes one that fits', async () => {
    // The form knows the room the limit leaves (₱600.00): more is refused before Confirm.
    await page.goto(url('/m/voucherCenter'));
    await page.getByRole('radio', { name: /GCash/ }).click();
    await page
      .getByText(/Max ₱600\.00/)
      .first()
      .waitFor();
    await page.locator('.pay-money input').fill('1000');
    await page.getByRole('button', { name: /^Magdeposito/ }).click();
    await page.getByRole('alert').filter({ hasText: '₱600.00 na lang ang puwede' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'responsible-deposit-refused-TY');

    await depositGcash(page, '500', 'Magdeposito ng ₱500.00', 'I-confirm');
    await page.getByRole('heading', { name: 'Naghihintay ng approval' }).waitFor();

    await page.goto(url('/m/responsibleGaming'));
    const daily = row(page, 'Mga limit sa deposit', 'Araw-araw');
    await daily.getByText(/₱500\.00 sa ₱600\.00 ang nagamit/).waitFor();
  });

  it('makes a raise wait a day, and sets a reality check', async () => {
    const daily = row(page, 'Mga limit sa deposit', 'Araw-araw');
    await daily.getByRole('button', { name: 'Baguhin' }).click();
    await daily.getByLabel('Limit na Araw-araw').fill('5000');
    await daily.getByRole('button', { name: 'I-save' }).click();
    await daily.getByText(/Tataas sa ₱5,000\.00 sa/).waitFor();
    await daily.getByText('₱600.00', { exact: true }).waitFor();

    const reality = section(page, 'Reality check');
    await reality.getByRole('button', { name: '15 min' }).click();
    await page.getByText('Na-save ang reality check').waitFor();
    expect(await reality.getByRole('button', { name: '15 min' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(1600);
    await screenshot(page, 'responsible-page-TY');
  });

  it('reads in English and fits 320 and 430 px phones', async () => {
    for (const width of [320, 430]) {
      const phone = await openPhone(browser, 'EN', { width });
      await logIn(phone, 'Log in');
      await phone.goto(url('/m/responsibleGaming'));
      await phone.getByRole('heading', { name: 'Responsible gaming', exact: true }).waitFor();
      await row(phone, 'Deposit limits', 'Daily')
        .getByText(/Rises to ₱5,000\.00 on/)
        .waitFor();
      expect(await sideways(phone)).toBe(0);
      expect(await pastRightEdge(phone, '.rg-page')).toEqual([]);
      await screenshot(phone, `responsible-page-${width}-EN`);
      await section(phone, 'Take a break').scrollIntoViewIfNeeded();
      await screenshot(phone, `responsible-break-${width}-EN`);
      await phone.context().close();
    }
  });

  it('starts a time-out: signed out at once, and back in, deposits wait until it is over', async () => {
    const breaks = section(page, 'Magpahinga');
    await breaks.getByRole('button', { name: '24 oras' }).click();
    await breaks.getByRole('button', { name: 'Simulan ang time-out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oo, simulan' }).click();
    await atPath(page, '/m/home');
    await page.getByText(/Nagsimula na ang iyong break/).waitFor();
    await screenshot(page, 'responsible-break-started-TY');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    await logIn(page, 'Mag-log in');
    await depositGcash(page, '100', 'Magdeposito ng ₱100.00', 'I-confirm');
    await page
      .getByText(/^Naka-break ka hanggang .*: hindi muna puwede ang deposit/)
      .first()
      .waitFor();
    await page.goto(url('/m/responsibleGaming'));
    await page.getByText(/^Naka-time-out ka hanggang/).waitFor();
  });
});
