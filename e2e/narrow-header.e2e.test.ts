import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { header } from './account-helpers';
import { atPath, button, input, storedSession } from './auth-helpers';
import { launch, openPhone, screenshot, url } from './browser';

/** A player of the demo downline (not `demo`, whose nickname other journeys look for). */
const PLAYER = { username: 'player1', password: 'Player1234' };
/** The longest nickname the contracts allow: 20 characters. */
const LONG_NICKNAME = 'Maria-Theresa-Santos';
const SMALLEST_PHONE = { width: 320, height: 640 };

let browser: Browser;
let page: Page;

async function setNickname(token: string, nickname: string) {
  const response = await fetch(url('/wps/member/info/nickname'), {
    method: 'PUT',
    headers: {
      Merchant: 'DEMO',
      Language: 'EN',
      Device: 'MOBILE',
      Authorization: token,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ nickname }),
  });
  if (!response.ok) throw new Error(`nickname: ${response.status}`);
}

/** What a phone user would see go wrong: a header control cut off, or the page scrolling sideways. */
async function measure(page: Page) {
  return header(page).evaluate((banner) => {
    const names = ['I-refresh ang balanse', 'Refresh balance', 'Magdeposito', 'Deposit'];
    names.push('Mag-withdraw', 'Withdraw');
    const controls = [...banner.querySelectorAll<HTMLElement>('button, a')].filter((el) =>
      names.includes(el.getAttribute('aria-label') ?? ''),
    );
    return {
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      controls: controls.map((el) => {
        const box = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label'),
          inside: box.left >= 0 && box.right <= window.innerWidth && box.width >= 44,
        };
      }),
      nameCut: (() => {
        const name = banner.querySelector<HTMLElement>('.account-name');
        return name ? name.scrollWidth > name.clientWidth && name.clientWidth > 0 : false;
      })(),
    };
  });
}

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
  await page.setViewportSize(SMALLEST_PHONE);
  await page.goto(url('/m/login'));
  await input(page, 'Username').fill(PLAYER.username);
  await input(page, 'Password').fill(PLAYER.password);
  await button(page, 'Mag-log in').click();
  await atPath(page, '/m/home');
  const session = await storedSession(page);
  await setNickname(String(session?.token), LONG_NICKNAME);
});
afterAll(async () => {
  const session = await storedSession(page);
  if (session) await setNickname(String(session.token), 'Player One');
  await browser.close();
});

describe('signed-in header on a 320 px phone with a 20-character nickname', () => {
  it.each([
    ['TY', 'Magdeposito'],
    ['EN', 'Deposit'],
  ] as const)('keeps refresh, deposit and withdraw whole in %s', async (language, deposit) => {
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    await page.goto(url('/m/changePsw'));
    await header(page).getByRole('link', { name: deposit }).waitFor();
    await header(page).getByText(LONG_NICKNAME).waitFor();
    await page.waitForLoadState('networkidle');

    const seen = await measure(page);
    expect(seen.sideways).toBeLessThanOrEqual(0);
    expect(seen.controls).toHaveLength(3);
    for (const control of seen.controls) expect(control).toEqual({ ...control, inside: true });
    // The name gives way (ends in "…"), never the buttons.
    expect(seen.nameCut).toBe(true);
    await screenshot(page, `header-320-long-nickname-${language}`);
  });
});
