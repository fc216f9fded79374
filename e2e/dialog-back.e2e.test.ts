import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { launch, openPhone, url } from './browser';

const PLAYER = { username: 'player1', password: 'Player1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('dialogs and the phone’s back button', () => {
  it('a double tap opens one confirm; back closes it and the menu, staying on the page', async () => {
    const page = await openPhone(browser);
    await logInAs(page, PLAYER);
    await page.goto(url('/m/voucherCenter'));
    const amount = page.getByLabel('Halaga', { exact: true });
    await amount.fill('1000');
    await page.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }).dblclick();
    const confirm = page.getByRole('dialog').filter({ hasText: 'I-confirm ang deposit' });
    await confirm.waitFor();
    expect(await confirm.count()).toBe(1);

    await page.goBack();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/m/voucherCenter');
    // The same page, still filled in: back closed the dialog only.
    await expect.poll(() => amount.inputValue()).toMatch(/^1000(\.00)?$/);

    // The menu sheet too; a second back then leaves the page as usual.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    await page.goBack();
    await menu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/m/voucherCenter');
    await page.goBack();
    await page.waitForURL((address) => address.pathname !== '/m/voucherCenter');
    await page.context().close();
  });
});
