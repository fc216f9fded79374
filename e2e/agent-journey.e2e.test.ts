import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerMinor, logInAs, minorOf } from './account-helpers';
import { atPath, button, input, storedSession } from './auth-helpers';
import { launch, openPhone, operatorApi, screenshot, sideways, url } from './browser';

/**
 * The agent centre end to end, in TY at 390 px: the demo's agent-only account (type 1) logs in
 * through the agent login, opens accounts for three new players; one of them logs in, deposits
 * (the operator approves) and rolls the dice; the agent's counters of today and the team overview
 * move; the agent sends that player ₱100 and a red envelope rain to the three, and the player
 * opens theirs on home. Key labels are checked in EN at the end. The agent's balance is put back
 * where the journey found it (an instant deposit of what it sent), so the files after it on the
 * shared e2e server find manager's cash as they would without it.
 */
const AGENT = { username: 'manager', password: 'Manager1234' };
const PIN = '135790';
const PASSWORD = 'Bayanihan26';
const STAMP = Date.now().toString(36).slice(-5);
const PLAYERS = ['a', 'b', 'c'].map((suffix) => `j${STAMP}${suffix}`);
const PLAYER = { username: PLAYERS[0] ?? '', password: PASSWORD };
/** What the agent sends in minor units: the transfer and the rain. */
const TRANSFER = 10_000;
const RAIN = 3_000;
/** The agent's cash when this journey began (other files' payouts may have moved it from the seed). */
let startCash = 0;

const TY = {
  agentLogin: 'Login ng ahente',
  login: 'Mag-log in',
  today: 'Ang team mo ngayong araw',
  available: 'Available ang username na ito',
  confirm: 'Ulitin ang password',
  open: 'Buksan ang account',
  opened: 'Nabuksan na ang account',
} as const;
const EN = {
  today: 'Your team today',
  counters: ['Logged in', 'Placed bets', 'New members', 'Online now'],
  tiles: ['Registrations', 'Bets'],
} as const;

let browser: Browser;
let agent: Page;
const ids = new Map<string, number>();

/** Goes to `path`, once more when the page's own navigation aborts the first (net::ERR_ABORTED). */
const go = (page: Page, path: string) => page.goto(url(path)).catch(() => page.goto(url(path)));

/** A member call with the page's session (playwright's request context, not the page's fetch). */
async function api(page: Page, pathname: string, init: { method?: string; body?: unknown } = {}) {
  const token = (await storedSession(page))?.token;
  const answer = await page.request.fetch(url(pathname), {
    method: init.method ?? 'GET',
    headers: { Merchant: 'DEMO', Language: 'EN', Device: 'MOBILE', Authorization: String(token) },
    ...(init.body ? { data: init.body } : {}),
  });
  return (await answer.json()) as { success: boolean; value?: unknown };
}

/** The agent home's counter `key` (login, bet, register, online) as a number. */
async function counter(page: Page, key: string): Promise<number> {
  const value = page.locator(`.agent-counter-${key} .agent-counter-value`);
  await value.locator('.figure').waitFor();
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
}

async function counters(page: Page) {
  await go(page, '/m/agent');
  const [login, bet, register] = [
    await counter(page, 'login'),
    await counter(page, 'bet'),
    await counter(page, 'register'),
  ];
  return { login, bet, register };
}

/** The team overview's tile `name` (kpi-registrations …): counts as they are, money in minor. */
async function tile(page: Page, name: string): Promise<number> {
  const figure = page.getByTestId(`kpi-${name}`).locator('dd');
  await figure.waitFor();
  return minorOf(await figure.textContent());
}

async function overview(page: Page) {
  await go(page, '/m/agent/team/overview');
  return {
    registrations: (await tile(page, 'registrations')) / 100,
    deposits: await tile(page, 'deposits'),
    bets: await tile(page, 'bets'),
  };
}

let before: {
  home: Awaited<ReturnType<typeof counters>>;
  team: Awaited<ReturnType<typeof overview>>;
};

/** The agent's cash in minor units (the wallet answers major units). */
async function cashOf(page: Page) {
  const answer = (await api(page, '/wps/wallets/balance')) as { value: { sumBalance: number } };
  return Math.round(answer.value.sumBalance * 100);
}

beforeAll(async () => {
  browser = await launch();
  agent = await openPhone(browser, 'TY');
});
afterAll(() => browser.close());

describe('an agent runs a team end to end (Chromium, TY, 390 px)', () => {
  it('logs the agent in through the agent login onto the agent home', async () => {
    await go(agent, '/m/login?entry=agent');
    await agent.getByRole('heading', { name: TY.agentLogin }).waitFor();
    await input(agent, 'Username').fill(AGENT.username);
    await input(agent, 'Password').fill(AGENT.password);
    await button(agent, TY.login).click();
    await atPath(agent, '/m/agent');
    await agent.getByRole('region', { name: TY.today }).waitFor();
    before = { home: await counters(agent), team: await overview(agent) };
    startCash = await cashOf(agent);
    // The payment password the transfer and the rain ask for (set once).
    await api(agent, '/wps/member/paymentPassword', {
      method: 'PUT',
      body: { password: AGENT.password, paymentPassword: PIN, confirmPaymentPassword: PIN },
    });
  });

  it('opens an account for each of three new players', async () => {
    for (const username of PLAYERS) {
      await go(agent, '/m/agentRegister');
      await input(agent, 'Username').fill(username);
      await agent.getByText(TY.available).waitFor();
      await input(agent, 'Password').fill(PASSWORD);
      await input(agent, TY.confirm).fill(PASSWORD);
      await agent.getByRole('button', { name: TY.open }).click();
      await agent.getByRole('heading', { name: TY.opened }).waitFor();
      await expect.poll(() => agent.getByTestId('opened-account').textContent()).toBe(username);
    }
    await screenshot(agent, 'journey-opened-TY-390');
    const team = (await api(agent, `/wps/relay/ODSFE2_Subordinate?customerName=j${STAMP}`)) as {
      value: { list: { customerId: number; customerName: string }[] };
    };
    for (const row of team.value.list) ids.set(row.customerName, row.customerId);
    expect([...ids.keys()].sort()).toEqual(PLAYERS);
  });

  it('lets the new player log in, deposit (the operator approves) and place a bet that settles', async () => {
    const page = await openPhone(browser, 'TY');
    await logInAs(page, PLAYER, TY.login);
    await go(page, '/m/voucherCenter');
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await page.locator('.pay-money input').fill('500');
    await page.getByRole('button', { name: 'Magdeposito ng ₱500.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I-confirm' }).click();
    await page.getByRole('heading', { name: 'Naghihintay ng approval' }).waitFor();

    const queue = (await operatorApi('/deposits')) as { id: number; account: string }[];
    const mine = queue.find((request) => request.account === PLAYER.username);
    expect(mine).toBeDefined();
    await operatorApi(`/deposits/${mine?.id}/approve`, {});
    // The player comes back to the tab: the request is asked again, the approval seen.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => headerMinor(page), { timeout: 20_000 }).toBe(50_000);
    await page.getByRole('heading', { name: 'Approved na ang deposit' }).waitFor();

    await go(page, '/m/inhouse/dice');
    await input(page, 'Halaga ng taya').fill('25.00');
    await button(page, 'I-roll').click();
    await page.getByTestId('bet-result').waitFor();
    await page.context().close();
  });

  it("moves the agent's counters of today and the team overview", async () => {
    await expect
      .poll(() => counters(agent), { timeout: 30_000, interval: 1_000 })
      .toEqual({
        login: before.home.login + 1,
        bet: before.home.bet + 1,
        register: before.home.register + 3,
      });
    expect(await sideways(agent)).toBe(0);
    await screenshot(agent, 'journey-agent-home-TY-390');
    await expect
      .poll(() => overview(agent), { timeout: 30_000, interval: 1_000 })
      .toEqual({
        registrations: before.team.registrations + 3,
        deposits: before.team.deposits + 50_000,
        bets: before.team.bets + 2_500,
      });
    await screenshot(agent, 'journey-team-overview-TY-390');
  });

  it('transfers ₱100 to the player and rains ₱30 on the three', async () => {
    await go(agent, `/m/agent/transfer?to=${ids.get(PLAYER.username) ?? 0}`);
    await agent.getByTestId('dt-name').getByText(PLAYER.username).waitFor();
    await input(agent, 'Halaga').fill('100');
    await input(agent, 'Payment password').fill(PIN);
    await button(agent, 'Ipadala ang ₱100.00').click();
    await agent.getByRole('dialog').getByRole('button', { name: 'Ipadala' }).click();
    await agent.getByRole('heading', { name: 'Naipadala na ang transfer' }).waitFor();
    await expect.poll(() => agent.getByTestId('dt-result-amount').textContent()).toBe('₱100.00');

    await go(agent, '/m/redRain');
    await agent.getByRole('radio', { name: /Pumili ng miyembro/ }).check({ force: true });
    await agent.getByRole('searchbox', { name: 'Hanapin ang miyembro' }).fill(`j${STAMP}`);
    for (const name of PLAYERS) await agent.getByRole('checkbox', { name }).check();
    await input(agent, 'Kabuuang halaga').fill('30');
    await input(agent, 'Payment password').fill(PIN);
    await button(agent, 'Ipadala ang ₱30.00').click();
    await agent.getByRole('dialog').getByRole('button', { name: 'Ipadala' }).click();
    await agent.getByRole('heading', { name: 'Naipadala na ang red envelopes!' }).waitFor();
    expect(await agent.getByTestId('rr-shares').locator('li').count()).toBe(3);
    await screenshot(agent, 'journey-rain-sent-TY-390');
  });

  it('lets the player open the envelope, the ₱100 and the share in the balance', async () => {
    const page = await openPhone(browser, 'TY');
    await logInAs(page, PLAYER, TY.login);
    const envelope = page.getByRole('dialog', { name: new RegExp(AGENT.username) });
    await envelope.waitFor();
    await envelope.getByRole('button', { name: 'Buksan' }).click();
    const share = page.getByTestId('re-amount');
    await expect.poll(() => share.textContent()).toMatch(/^₱\d+\.\d\d$/);
    await screenshot(page, 'journey-envelope-open-TY-390');
    const got = minorOf(await share.textContent());
    expect(got).toBeGreaterThanOrEqual(100);
    await page.getByRole('button', { name: 'Isara' }).click();
    // ₱500 deposited, ₱25 bet (and whatever the dice paid), ₱100 sent, the share: at least this.
    expect(await headerMinor(page)).toBeGreaterThanOrEqual(50_000 - 2_500 + TRANSFER + got);
    await page.context().close();
  });

  it('says the same in EN: the counters and the overview', async () => {
    const page = await openPhone(browser, 'EN');
    await go(page, '/m/login?entry=agent');
    await page.getByRole('heading', { name: 'Agent login' }).waitFor();
    await input(page, 'Username').fill(AGENT.username);
    await input(page, 'Password').fill(AGENT.password);
    await button(page, 'Log in').click();
    await atPath(page, '/m/agent');
    const today = page.getByRole('region', { name: EN.today });
    for (const label of EN.counters) await today.getByText(label, { exact: true }).waitFor();
    expect(await counter(page, 'register')).toBe(before.home.register + 3);
    await go(page, '/m/agent/team/overview');
    for (const name of ['registrations', 'bets']) await page.getByTestId(`kpi-${name}`).waitFor();
    for (const label of EN.tiles) await page.getByText(label, { exact: true }).first().waitFor();
    await screenshot(page, 'journey-team-overview-EN-390');
    await page.context().close();
  });

  it("puts the agent's balance back where the journey found it (an instant deposit of what it sent)", async () => {
    // What it sent, less any income the team's play brought it (agent rebates).
    const sent = startCash - (await cashOf(agent));
    expect(sent).toBeGreaterThan(TRANSFER);
    expect(sent).toBeLessThanOrEqual(TRANSFER + RAIN);
    await api(agent, '/wps/transaction/deposit', {
      method: 'POST',
      body: { channelCode: 'DEMO', amount: sent, idempotencyKey: `back${STAMP}00` },
    });
    expect(await cashOf(agent)).toBe(startCash);
  });
});
