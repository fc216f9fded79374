import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceText,
  DEMO,
  header,
  logInUi,
  NEW_PASSWORD,
  openMenu,
  restoreDemoPassword,
  statusWithToken,
} from './account-helpers';
import { atPath, button, input, still, storedSession } from './auth-helpers';
import { launch, openPhone, screenshot, url } from './browser';

let browser: Browser;
let page: Page;
let other: Page;
const MONEY = /^₱\d{1,3}(,\d{3})*\.\d{2}$/;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(async () => {
  await restoreDemoPassword();
  await browser.close();
});

describe('account journeys in Chromium at 390×844 (TY)', () => {
  it('shows the nickname and the balance with its symbol and 2 decimals', async () => {
    await logInUi(page, DEMO.password);
    await header(page).getByText(DEMO.nickname, { exact: true }).waitFor();
    await expect.poll(() => balanceText(page)).toBe('₱10,000.00');
    expect(await balanceText(page)).toMatch(MONEY);
    const overflow = await header(page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await still(page, 'account-header-TY');
  });

  it('masks the balance, remembers it, and masks it while it refreshes', async () => {
    await button(page, 'Itago ang balanse').click();
    expect(await balanceText(page)).toBe('₱******');
    await page.reload();
    await button(page, 'Ipakita ang balanse').waitFor();
    await expect.poll(() => balanceText(page)).toBe('₱******');
    await button(page, 'Ipakita ang balanse').click();
    await expect.poll(() => balanceText(page)).toBe('₱10,000.00');

    await page.route('**/wps/wallets/balance', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await button(page, 'I-refresh ang balanse').click();
    await expect.poll(() => balanceText(page)).toBe('₱******');
    await screenshot(page, 'balance-refreshing-TY');
    await expect.poll(() => balanceText(page), { timeout: 5000 }).toBe('₱10,000.00');
    await page.unroute('**/wps/wallets/balance');
  });

  it('shows the member menu and the settings and change password screens', async () => {
    await openMenu(page, 'Mag-log out');
    await screenshot(page, 'menu-member-TY');
    await page.goto(url('/m/set'));
    await page.getByRole('heading', { name: 'Mga Setting' }).waitFor();
    await still(page, 'settings-TY');
    await page.getByRole('link', { name: 'Palitan ang password' }).click();
    await atPath(page, '/m/changePsw');
    await expect(input(page, 'Username').inputValue()).resolves.toBe(DEMO.username);
    await still(page, 'change-password-TY');
  });

  it('refuses the old password as the new one without asking the server', async () => {
    await input(page, 'Lumang password').fill(DEMO.password);
    await input(page, 'Bagong password').fill(DEMO.password);
    await input(page, 'Kumpirmahin ang bagong password').fill(DEMO.password);
    await button(page, 'Kumpirmahin').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Hindi maaaring pareho ang bagong password at ang lumang password')
      .waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'change-password-same-TY');
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  it('changes the password, ends the other session and keeps this one', async () => {
    other = await openPhone(browser);
    // Home's last member read (the popular games' hearts) is answered before the change, so the
    // ended session is first met at the reload below, where the notice is watched for.
    const favourites = other.waitForResponse(/MCSFE_getFavoriteGamesList/);
    await logInUi(other, DEMO.password);
    await favourites;
    const otherToken = String((await storedSession(other))?.token);
    expect(await statusWithToken(otherToken)).toBe(200);

    await input(page, 'Bagong password').fill(NEW_PASSWORD);
    await input(page, 'Kumpirmahin ang bagong password').fill(NEW_PASSWORD);
    await button(page, 'Kumpirmahin').click();
    await page.getByText('Nai-save ang pagbabago').waitFor();
    await screenshot(page, 'change-password-saved-TY');
    await atPath(page, '/m/home');
    await header(page).getByText(DEMO.nickname, { exact: true }).waitFor();

    expect(await statusWithToken(otherToken)).toBe(401);
    // The notice shows for 2 s (SPEC §8): watched for from the reload on, not after the move.
    const notice = other.getByText('Hindi ka pa naka-log in, mangyaring mag-log in muna').waitFor();
    await other.reload();
    await notice;
    await screenshot(other, 'session-ended-TY');
    await atPath(other, '/m/login');
    expect(await storedSession(other)).toBeNull();
    await other.context().close();
  });

  it('signs out from the menu after a confirmation, then logs in with the new password', async () => {
    const token = String((await storedSession(page))?.token);
    await openMenu(page, 'Mag-log out');
    await page.getByRole('button', { name: 'Mag-log out' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sigurado ka bang gusto mong mag-log out?').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'sign-out-confirm-TY');
    await dialog.getByRole('button', { name: 'Mag-log out' }).click();
    await atPath(page, '/m/home');
    await header(page).getByRole('link', { name: 'Mag-log in' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(await statusWithToken(token)).toBe(401);

    await logInUi(page, NEW_PASSWORD);
    await header(page).getByText(DEMO.nickname, { exact: true }).waitFor();
  });
});

describe('account screens in English', () => {
  it('shows header, menu, settings and change password, and changes the password back', async () => {
    const en = await openPhone(browser, 'EN');
    await logInUi(en, NEW_PASSWORD, 'Log in');
    await expect.poll(() => balanceText(en)).toMatch(MONEY);
    await still(en, 'account-header-EN');
    await openMenu(en, 'Sign out');
    await screenshot(en, 'menu-member-EN');

    await en.goto(url('/m/set'));
    await en.getByRole('heading', { name: 'Settings' }).waitFor();
    await still(en, 'settings-EN');
    await en.getByRole('link', { name: 'Change password' }).click();
    await atPath(en, '/m/changePsw');
    await still(en, 'change-password-EN');
    await input(en, 'Old password').fill(NEW_PASSWORD);
    await input(en, 'New password').fill(DEMO.password);
    await input(en, 'Confirm new password').fill('Mismatch123');
    await button(en, 'Confirm').click();
    await en.getByText('Confirmation password not matched').waitFor();
    await screenshot(en, 'change-password-invalid-EN');
    await input(en, 'Confirm new password').fill(DEMO.password);
    await button(en, 'Confirm').click();
    await en.getByText('Change saved').waitFor();
    await screenshot(en, 'change-password-saved-EN');
    await atPath(en, '/m/home');

    await en.goto(url('/m/set'));
    await button(en, 'Sign out').click();
    await atPath(en, '/m/home');
    await header(en).getByRole('link', { name: 'Log in' }).waitFor();
    await expect(en.evaluate(() => localStorage.getItem('autoLogin'))).resolves.toBe('0');
    expect(await storedSession(en)).toBeNull();
    await en.context().close();
  });
});
