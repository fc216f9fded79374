import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, button, input } from './auth-helpers';
import { logInAs } from './account-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';

/** A demo player: this journey gives them a payment password and an e-wallet. */
const PLAYER = { username: 'player1', password: 'Player1234' };
const WIDTHS = [320, 390, 430] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const logIn = (page: Page) => logInAs(page, PLAYER);

describe('member centre and security centre in Chromium at phone size', () => {
  it('shows a guest the login and register buttons', async () => {
    const page = await openPhone(browser);
    await page.goto(url('/m/mine'));
    await page.getByRole('heading', { name: 'Member center' }).waitFor();
    await page.getByRole('link', { name: 'Mag-log in' }).waitFor();
    await page.getByRole('link', { name: 'Magrehistro' }).waitFor();
    expect(await page.getByText('Security center').count()).toBeGreaterThan(0);
    await screenshot(page, 'mine-guest-TY-390');
    await page.getByRole('link', { name: 'Mag-log in' }).click();
    await atPath(page, '/m/login');
    await page.context().close();
  });

  for (const language of ['TY', 'EN'] as const) {
    it(`shows the member centre in ${language} at 320, 390 and 430 px`, async () => {
      const page = await openPhone(browser);
      await logIn(page);
      if (language === 'EN') {
        await page.evaluate(() => window.localStorage.setItem('language', 'EN'));
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(url('/m/mine'));
        await page.locator('.mine-account strong').getByText(PLAYER.username).waitFor();
        await expect
          .poll(() => page.getByTestId('balance-amount').textContent())
          .toMatch(/₱[\d,]+\.\d\d/);
        const list = await page.locator('.mine-item-label').allTextContents();
        expect(list.at(-1)).toBe(language === 'TY' ? 'Puna' : 'Feedback');
        expect(list).toContain(language === 'TY' ? 'Help center' : 'Help center');
        expect(await sideways(page)).toBe(0);
        await page.waitForTimeout(350);
        await screenshot(page, `mine-member-${language}-${width}`);
      }
      await page.context().close();
    });
  }

  it('sets a payment password and binds an e-wallet', async () => {
    const page = await openPhone(browser);
    await logIn(page);
    await page.goto(url('/m/mine'));
    await page.getByRole('link', { name: 'Security center' }).click();
    await atPath(page, '/m/securityCenter');
    await page.getByRole('heading', { name: 'Payment password' }).waitFor();
    await screenshot(page, 'security-start-TY-390');

    await page
      .locator('#payment-title')
      .locator('xpath=../..')
      .getByRole('button', { name: 'I-set' })
      .click();
    await input(page, 'Password sa pag-log in').fill(PLAYER.password);
    await input(page, 'Bagong payment password').fill('246810');
    await input(page, 'Kumpirmahin ang payment password').fill('246810');
    await button(page, 'I-set ang payment password').click();
    await page.getByText('Naka-set na', { exact: true }).waitFor();

    await page.getByRole('button', { name: /Mag-bind ng account/ }).click();
    await page.getByLabel('Bangko o e-wallet').selectOption('GCASH');
    await input(page, 'Pangalan sa account').fill('Juan Dela Cruz');
    await input(page, 'Mobile number ng e-wallet').fill('09171234567');
    await page.locator('#card-paymentPassword').fill('246810');
    await page.waitForTimeout(300);
    await screenshot(page, 'security-bind-TY-390');
    await button(page, 'I-bind ang account').click();
    await page.locator('.security-card').getByText('**** 4567').waitFor();
    await expect
      .poll(() => page.locator('#cards-title + p').textContent())
      .toBe('1 sa 5 ang naka-bind');
    expect(await sideways(page)).toBe(0);
    await page.waitForTimeout(400);
    await screenshot(page, 'security-bound-TY-390');
    await page.context().close();
  });
});
