import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { agreeToTerms, atPath, button, input, storedSession } from './auth-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';
import { solveCaptcha } from './captcha';

/**
 * An agent's money to its team: the demo agent sends ₱100 to a player of its team, a red envelope
 * rain to three of them, and a player opens theirs on home. The receivers are players this file
 * registers under the agent (its affiliate code), so the other journeys' demo players (whose
 * balances and unread counts they check) receive nothing.
 */
const AGENT = { username: 'agent', password: 'Agent1234' };
const PIN = '246810';
const PASSWORD = 'Ulan2468x';
const SHOTS = process.env.ENVELOPES_SHOTS ?? '';
const STAMP = Date.now().toString(36).slice(-5);
const PLAYERS = ['a', 'b', 'c'].map((suffix) => `rain${STAMP}${suffix}`);

const TEXT = {
  TY: {
    login: 'Mag-log in',
    amount: 'Halaga',
    total: 'Kabuuang halaga',
    send: 'Ipadala',
    sendAmount: 'Ipadala ang',
    sent: 'Naipadala na ang transfer',
    chosen: /Pumili ng miyembro/,
    search: 'Hanapin ang miyembro',
    rainSent: 'Naipadala na ang red envelopes!',
    open: 'Buksan',
    close: 'Isara',
  },
  EN: {
    login: 'Log in',
    amount: 'Amount',
    total: 'Total amount',
    send: 'Send',
    sendAmount: 'Send',
    sent: 'Transfer sent',
    chosen: /Choose members/,
    search: 'Search members',
    rainSent: 'Red envelopes sent!',
    open: 'Open',
    close: 'Close',
  },
} as const;

let browser: Browser;
const ids = new Map<string, number>();

/** The screenshot of the e2e run, and a copy for the reviewer when ENVELOPES_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(350);
  await screenshot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }
}

async function api(page: Page, pathname: string, init: { method?: string; body?: unknown } = {}) {
  const session = await storedSession(page);
  const response = await fetch(url(pathname), {
    method: init.method ?? 'GET',
    headers: {
      Merchant: 'DEMO',
      Language: 'EN',
      Device: 'MOBILE',
      Authorization: typeof session?.token === 'string' ? session.token : '',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await response.json()) as { success: boolean; value?: unknown };
}

/** Registers a player under the demo agent through its affiliate code. */
async function registerUnderAgent(username: string) {
  const page = await openPhone(browser, 'TY');
  await page.goto(url('/m/register?code=PERLAS1'));
  await input(page, 'Username').fill(username);
  await input(page, 'Password').fill(PASSWORD);
  await input(page, 'Kumpirmahin ang password').fill(PASSWORD);
  await input(page, 'E-mail').fill(`${username}@example.com`);
  await solveCaptcha(page, input(page, 'Code sa larawan'));
  await agreeToTerms(page);
  await button(page, 'Magrehistro').click();
  await atPath(page, '/m/home');
  await page.context().close();
}

beforeAll(async () => {
  browser = await launch();
  for (const name of PLAYERS) await registerUnderAgent(name);
  // The agent's payment password (once; a second set is refused and changes nothing) and the
  // players' ids from its team list.
  const page = await openPhone(browser, 'TY');
  await logInAs(page, AGENT);
  await api(page, '/wps/member/paymentPassword', {
    method: 'PUT',
    body: { password: AGENT.password, paymentPassword: PIN, confirmPaymentPassword: PIN },
  });
  const team = (await api(page, `/wps/relay/ODSFE2_Subordinate?customerName=rain${STAMP}`)) as {
    value: { list: { customerId: number; customerName: string }[] };
  };
  for (const row of team.value.list) ids.set(row.customerName, row.customerId);
  expect([...ids.keys()].sort()).toEqual(PLAYERS);
  await page.context().close();
}, 120_000);
afterAll(() => browser.close());

describe('an agent sends money to its team, and a player opens a red envelope on home', () => {
  let round = 0;
  for (const language of ['TY', 'EN'] as const) {
    for (const width of [320, 390] as const) {
      it(`transfers ₱100, rains on three downlines, and a player opens theirs (${language}, ${width} px)`, async () => {
        const text = TEXT[language];
        const player = PLAYERS[round % PLAYERS.length] as string;
        round += 1;
        const page = await openPhone(browser, language, { width });
        await logInAs(page, AGENT, text.login);

        await page.goto(url(`/m/agent/transfer?to=${ids.get(player) ?? 0}`));
        await page.getByTestId('dt-name').getByText(player).waitFor();
        await input(page, text.amount).fill('100');
        await input(page, 'Payment password').fill(PIN);
        await shot(page, `agent-transfer-${language}-${width}`);
        expect(await sideways(page)).toBe(0);
        await button(page, `${text.sendAmount} ₱100.00`).click();
        await page.getByRole('dialog').getByRole('button', { name: text.send }).click();
        await page.getByRole('heading', { name: text.sent }).waitFor();
        await expect.poll(() => page.getByTestId('dt-result-amount').textContent()).toBe('₱100.00');
        await shot(page, `agent-transfer-done-${language}-${width}`);

        await page.goto(url('/m/redRain'));
        await page.getByRole('radio', { name: text.chosen }).check({ force: true });
        await page.getByRole('searchbox', { name: text.search }).fill(`rain${STAMP}`);
        for (const name of PLAYERS) await page.getByRole('checkbox', { name }).check();
        await input(page, text.total).fill('30');
        await input(page, 'Payment password').fill(PIN);
        await shot(page, `red-rain-${language}-${width}`);
        expect(await sideways(page)).toBe(0);
        await button(page, `${text.sendAmount} ₱30.00`).click();
        await page.getByRole('dialog').getByRole('button', { name: text.send }).click();
        await page.getByRole('heading', { name: text.rainSent }).waitFor();
        const shares = await page.getByTestId('rr-shares').locator('li').count();
        expect(shares).toBe(3);
        await shot(page, `red-rain-done-${language}-${width}`);
        await page.context().close();

        const home = await openPhone(browser, language, { width });
        await logInAs(home, { username: player, password: PASSWORD }, text.login);
        const envelope = home.getByRole('dialog', { name: new RegExp(AGENT.username) });
        await envelope.waitFor();
        await shot(home, `red-envelope-sealed-${language}-${width}`);
        await envelope.getByRole('button', { name: text.open }).click();
        await expect
          .poll(() => home.getByTestId('re-amount').textContent())
          .toMatch(/^₱\d+\.\d\d$/);
        await shot(home, `red-envelope-open-${language}-${width}`);
        await home.context().close();
      }, 90_000);
    }
  }
});

describe('agent money screens with long names and big figures at 430 px', () => {
  it('fits the transfer, the rain and the envelope in TY and EN', async () => {
    for (const language of ['TY', 'EN'] as const) {
      const page = await openPhone(browser, language, { width: 430 });
      await logInAs(page, AGENT, TEXT[language].login);
      const bigger = async (pattern: string, patch: (value: Record<string, unknown>) => void) =>
        page.route(pattern, async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { value?: Record<string, unknown> };
          if (body.value) patch(body.value);
          await route.fulfill({ response, json: body });
        });
      await bigger('**/wps/agent/transferDownline/info*', (value) => {
        value.available = 98_765_432_199;
        value.to = {
          ...(value.to as object),
          customerName: 'mariaclarissa2026',
          nickname: 'Maria Clarissa Dela Cruz-Villanueva',
        };
      });
      await bigger('**/wps/agent/transferMultipleDownline/info', (value) => {
        value.available = 98_765_432_199;
        value.directCount = 123_456;
      });
      await page.goto(url(`/m/agent/transfer?to=${ids.get(PLAYERS[0] ?? '') ?? 0}`));
      await page.getByTestId('dt-name').getByText('mariaclarissa2026').waitFor();
      expect(await sideways(page)).toBe(0);
      await shot(page, `agent-transfer-long-${language}-430`);
      await page.goto(url('/m/redRain'));
      await page.getByTestId('rr-available').waitFor();
      expect(await sideways(page)).toBe(0);
      await shot(page, `red-rain-long-${language}-430`);
      await page.context().close();
    }
  }, 90_000);
});
