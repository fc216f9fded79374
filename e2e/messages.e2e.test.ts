import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { header } from './account-helpers';
import { atPath, button, input } from './auth-helpers';
import { launch, openPhone, screenshot, url } from './browser';

/** A demo player no other journey signs in as: their seeded inbox is theirs to read here. */
const PLAYER = { username: 'player2', password: 'Player1234' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(() => browser.close());

async function logIn(target: Page) {
  await target.goto(url('/m/login'));
  await input(target, 'Username').fill(PLAYER.username);
  await input(target, 'Password').fill(PLAYER.password);
  await button(target, 'Mag-log in').click();
  await atPath(target, '/m/home');
}

/** Sends player2 a message through the operator API, as `npm run admin -- inbox send` does. */
async function operatorSends(title: string) {
  const response = await fetch(url('/operator/merchants/DEMO/inbox'), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${inject('operatorToken')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      account: PLAYER.username,
      sender: 'Perlas Cashier',
      texts: { TY: { title, content: '<p>Salamat sa iyong pasensya.</p>' } },
    }),
  });
  if (!response.ok) throw new Error(`inbox send: ${response.status} ${await response.text()}`);
}

const footerDot = (target: Page) => target.locator('.app-footer .unread-dot');
const summary = (target: Page) => target.locator('.inbox-summary p');

describe('messages in Chromium at phone size', () => {
  it('shows the unread count on the footer and in the menu after sign-in', async () => {
    await logIn(page);
    await footerDot(page).waitFor();
    // Seeded: two unread messages of their own and the site's message for all.
    await expect
      .poll(() => page.locator('.app-footer .visually-hidden').textContent())
      .toBe('3 hindi pa nababasang mensahe');
    await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const entry = page.getByRole('button', { name: /Mga Mensahe/ });
    await entry.waitFor();
    expect(await entry.locator('.count-badge').textContent()).toBe('3');
    await page.waitForTimeout(400);
    await screenshot(page, 'messages-menu-TY');
    await entry.click();
    await atPath(page, '/m/webEmail');
  });

  it('lists the inbox newest first, in Filipino, with the unread ones marked', async () => {
    await expect.poll(() => summary(page).textContent()).toBe('3 mensaheng hindi pa nababasa');
    const titles = await page.locator('.inbox-title').allTextContents();
    expect(titles[0]).toContain('Salamat sa paglalaro kasama namin');
    expect(titles).toContainEqual(expect.stringContaining('Maligayang pagdating sa Perlas Play'));
    expect(await page.locator('.inbox-row.is-unread').count()).toBe(3);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(sideways).toBe(0);
    await screenshot(page, 'messages-inbox-TY');
  });

  it('opens a message, and the count drops on the list and the footer', async () => {
    await page.locator('.inbox-row.is-unread').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/m/message');
    await page.getByRole('heading', { name: 'Salamat sa paglalaro kasama namin' }).waitFor();
    await page.getByText('Mula sa Perlas Play').waitFor();
    await screenshot(page, 'messages-open-TY');
    await expect
      .poll(() => page.locator('.app-footer .visually-hidden').textContent())
      .toBe('2 hindi pa nababasang mensahe');

    await page.getByRole('link', { name: 'Lahat ng mensahe' }).click();
    await atPath(page, '/m/webEmail');
    await expect.poll(() => summary(page).textContent()).toBe('2 mensaheng hindi pa nababasa');
    // The server keeps it read: a fresh load says the same.
    await page.reload();
    await expect.poll(() => summary(page).textContent()).toBe('2 mensaheng hindi pa nababasa');
  });

  it('shows a message the operator just sent, and reads in English after a switch', async () => {
    await operatorSends('Naproseso na ang iyong withdrawal');
    await page.reload();
    await expect.poll(() => summary(page).textContent()).toBe('3 mensaheng hindi pa nababasa');
    expect(await page.locator('.inbox-title').first().textContent()).toContain(
      'Naproseso na ang iyong withdrawal',
    );

    await page.evaluate(() => window.localStorage.setItem('language', 'EN'));
    await page.reload();
    await expect.poll(() => summary(page).textContent()).toBe('3 unread messages');
    // Written in Filipino only: an English reader still gets it.
    expect(await page.locator('.inbox-title').first().textContent()).toContain(
      'Naproseso na ang iyong withdrawal',
    );
    expect(await page.locator('.inbox-title').allTextContents()).toContainEqual(
      expect.stringContaining('Welcome to Perlas Play'),
    );
    await screenshot(page, 'messages-inbox-EN');
  });

  it('marks everything read at once; the footer dot goes', async () => {
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => summary(page).textContent()).toBe('You have read everything');
    await expect.poll(() => footerDot(page).count()).toBe(0);
    expect(await page.locator('.inbox-row.is-unread').count()).toBe(0);
  });

  it('fits a 320 px phone', async () => {
    const small = await openPhone(browser, 'TY', { width: 320 });
    await logIn(small);
    await small.goto(url('/m/webEmail'));
    await small.locator('.inbox-row').first().waitFor();
    const sideways = await small.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(sideways).toBe(0);
    await screenshot(small, 'messages-inbox-320-TY');
    await small.context().close();
  });
});

describe('help centre ?i=', () => {
  it('opens the entry /m/helpDetail?i=2 names, and only that one', async () => {
    const guest = await openPhone(browser, 'EN');
    await guest.goto(url('/m/helpDetail?i=2'));
    const open = guest.locator('details.help-entry[open]');
    await open.waitFor();
    expect(await open.count()).toBe(1);
    expect(await open.locator('summary').textContent()).toBe('How do I withdraw?');
    await screenshot(guest, 'help-detail-i2-EN');
    await guest.context().close();
  });
});

describe('customer service and the user agreement', () => {
  for (const language of ['TY', 'EN'] as const) {
    it(`shows both pages at 320 px without sideways scroll (${language})`, async () => {
      const phone = await openPhone(browser, language, { width: 320 });
      await phone.goto(url('/m/service'));
      await phone.locator('.support-way').first().waitFor();
      const email = phone.locator('a.support-way[href^="mailto:"]');
      expect(await email.count()).toBe(1);
      const sideways = () =>
        phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await sideways()).toBe(0);
      await screenshot(phone, `service-320-${language}`);

      await phone.goto(url('/m/useragreement'));
      await phone.locator('.agreement-sections li').first().waitFor();
      expect(await phone.locator('.agreement-sections li').count()).toBeGreaterThanOrEqual(6);
      expect(await sideways()).toBe(0);
      await screenshot(phone, `useragreement-320-${language}`);
      await phone.context().close();
    });
  }
});
