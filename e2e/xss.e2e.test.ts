import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { XSS_PAYLOADS } from '../apps/web/src/testing/xss-payloads';
import { atPath, button, input } from './auth-helpers';
import { launch, openPhone, url } from './browser';

/**
 * Server HTML in a real browser: an operator's notice, popup, inbox message and help-centre entry
 * carry a corpus of XSS payloads; the pages that show them must run none (DOMPurify first, the CSP behind it).
 */
const MARKER = 'xss-corpus-marker';
const HTML = `<p>${MARKER}</p>${XSS_PAYLOADS.join('')}`;
const TITLE = 'Pagsubok sa seguridad';
const PLAYER = { username: 'player1', password: 'Player1234' };

let browser: Browser;
const created: string[] = [];

async function operatorPost(path: string, body: unknown): Promise<number> {
  const response = await fetch(url(`/operator/merchants/DEMO/${path}`), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${inject('operatorToken')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const { value } = (await response.json()) as { value: { id: number } };
  created.push(`${path}/${value.id}`);
  return value.id;
}

/** A phone that records what a payload could do: dialogs, CSP violations. */
async function watchedPhone(options: { newsPopup?: boolean } = {}) {
  const page = await openPhone(browser, 'TY', options);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.sourceFile}`);
    });
  });
  return { page, dialogs };
}

/**
 * Nothing ran, and nothing active is left in the page. The CSP reports one thing only: the
 * handlers the sanitiser met while parsing the HTML in its inert document (Chromium checks them
 * against the page's policy as they are parsed, from DOMPurify's code, and refuses them). A
 * handler or script that reached the live page would be reported from the page itself.
 */
async function expectInert(page: Page, dialogs: string[]) {
  await page.locator('.rich-text').getByText(MARKER).first().waitFor();
  expect(await page.locator('.rich-text').count()).toBeGreaterThan(0);
  // Give an onerror or ontoggle the time to fire, had one survived.
  await page.waitForTimeout(500);
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { pwned?: unknown }).pwned,
    active: document.querySelectorAll(
      [
        '[onerror]',
        '[onload]',
        '[onclick]',
        '[ontoggle]',
        '[onfocus]',
        'script',
        'iframe',
        'object',
      ]
        .map((part) => `.rich-text ${part}`)
        .join(', '),
    ).length,
    scriptLinks: [...document.querySelectorAll('.rich-text a')].filter((a) =>
      /^\s*(javascript|data):/i.test(a.getAttribute('href') ?? ''),
    ).length,
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
  }));
  const fromSanitiser = /^script-src-attr \S+\/assets\/[\w-]+\.js$/;
  expect({
    ...state,
    violations: state.violations.filter((violation) => !fromSanitiser.test(violation)),
  }).toEqual({ pwned: undefined, active: 0, scriptLinks: 0, violations: [] });
  expect(dialogs).toEqual([]);
}

beforeAll(async () => {
  browser = await launch();
  const notice = { language: 'TY', title: TITLE, content: HTML };
  await operatorPost('announcements', { ...notice, type: 'PL', sortOrder: 0 });
  await operatorPost('announcements', { ...notice, type: 'PU', sortOrder: 0 });
  // First in the help centre (sortOrder 0): /m/helpDetail?i=0 opens it.
  await operatorPost('help', { language: 'TY', title: TITLE, content: HTML, sortOrder: 0 });
  await operatorPost('inbox', {
    account: PLAYER.username,
    texts: { TY: { title: TITLE, content: HTML } },
  });
});
afterAll(async () => {
  for (const path of created) {
    await fetch(url(`/operator/merchants/DEMO/${path}`), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${inject('operatorToken')}` },
    });
  }
  await browser.close();
});

describe('server HTML with XSS payloads in Chromium', () => {
  it('runs none in the latest-news popup of home', async () => {
    const { page, dialogs } = await watchedPhone({ newsPopup: true });
    await page.goto(url('/m/home'));
    await page.getByRole('dialog').getByText(MARKER).waitFor();
    await expectInert(page, dialogs);
    await page.context().close();
  });

  it('runs none in an opened notice', async () => {
    const { page, dialogs } = await watchedPhone();
    await page.goto(url('/m/notice'));
    await page.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expectInert(page, dialogs);
    await page.context().close();
  });

  it('runs none in a help-centre entry', async () => {
    const { page, dialogs } = await watchedPhone();
    await page.goto(url('/m/helpDetail?i=0'));
    await page.getByText(TITLE).first().waitFor();
    await expectInert(page, dialogs);
    await page.context().close();
  });

  it('runs none in an opened inbox message', async () => {
    const { page, dialogs } = await watchedPhone();
    await page.goto(url('/m/login'));
    await input(page, 'Username').fill(PLAYER.username);
    await input(page, 'Password').fill(PLAYER.password);
    await button(page, 'Mag-log in').click();
    await atPath(page, '/m/home');
    await page.goto(url('/m/webEmail'));
    await page.getByRole('link', { name: new RegExp(TITLE) }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await expectInert(page, dialogs);
    await page.context().close();
  });
});
