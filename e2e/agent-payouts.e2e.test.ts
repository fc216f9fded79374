import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { atPath, button, input } from './auth-helpers';
import { launch, openPhone, operatorApi, screenshot, sideways, url } from './browser';
import { call, cashOf, pastOnPayoutsClock, peso, tokenOf } from './payouts-helpers';

/**
 * Issue 27's contract journey at 390 px: the house gives the demo's agent-only account (manager) a
 * daily salary and manager gives one to a new agent U; U, in EN, offers its new downline agent D a
 * daily salary on the contract screen; D, in TY, accepts it from home's prompt; D's player bets
 * ₱120.00 on dice. The period's salary is then read to the centavo from D's tier (1.50% of the
 * team's ₱120.00 = ₱1.80), on the operator's preview of the day and on D's estimate. U then offers
 * D a monthly dividend the same way, D accepts it from home's next prompt, and the month's preview
 * gives D 25% and U 40% of the team's net loss, D's share set against U's.
 *
 * The day is then closed by moving the payouts' clock alone (apps/server/test/e2e-server.ts), paid
 * by the operator, and read in D's and U's account records.
 */
const MANAGER = { username: 'manager', password: 'Manager1234' };
const PASSWORD = 'Bayanihan26';
const STAMP = Date.now().toString(36).slice(-5);
const UPLINE = { username: `pu${STAMP}`, password: PASSWORD };
const DOWNLINE = { username: `pd${STAMP}`, password: PASSWORD };
const PLAYER = { username: `pp${STAMP}`, password: PASSWORD };

/** The house's and manager's daily salary: 1% from ₱10.00, 2% from ₱1,000.00 (one member). */
const TOP_TERMS = {
  tiers: [
    { minValidBet: 1_000, minActiveMembers: 1, rateBp: 100 },
    { minValidBet: 100_000, minActiveMembers: 1, rateBp: 200 },
  ],
};
/** What U offers D on the screen: 0.50% from ₱10.00, 1.50% from ₱100.00 (one member). */
const OFFER = [
  { bet: '10.00', members: '1', rate: '0.50' },
  { bet: '100.00', members: '1', rate: '1.50' },
];
/** D's player: three dice bets of ₱40.00 (tier 2 of D's contract: 1.50% of ₱120.00). */
const STAKE = 4_000;
const BETS = 3;
const TEAM_BET = STAKE * BETS;
const SALARY = 180;
/** The house's and manager's dividend: 40% of a month's net loss from ₱1.00. */
const DIVIDEND_TERMS = {
  period: 'month',
  tiers: [{ minTeamBet: 100, minNetLoss: 100, minActiveMembers: 1, rateBp: 4_000 }],
};
/** What U offers D on the screen: 25% from a ₱10.00 team bet and a ₱1.00 net loss. */
const DIVIDEND_OFFER = { bet: '10.00', netLoss: '1.00', members: '1', rate: '25.00' };
/** Manager's new terms for U before the month closes: a team bet of ₱1,000,000.00 no team reaches. */
const OUT_OF_REACH = {
  ...DIVIDEND_TERMS,
  tiers: [{ ...DIVIDEND_TERMS.tiers[0], minTeamBet: 100_000_000 }],
};
/** U's payment password, and the cash U keeps when the month closes (₱0.40). */
const PIN = '246810';
const LEFT = 40;

let browser: Browser;
let upline: Page;
let downline: Page;
/** Manager's session, kept for the month's change of U's dividend terms. */
let managerToken = '';
const ids = { upline: 0, downline: 0 };
/** What the dice paid D's player back (0 unless a 1-in-100 roll won). */
let paidOut = 0;

/** Manila's day key of now ('2026-11-29'): the daily salary's period. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Opens an agent who also plays (type 2) or a player (0) under the caller. */
const openAccount = (token: string, who: typeof UPLINE, type: number) =>
  call<{ id: number }>(
    token,
    '/wps/agent/downline',
    { username: who.username, password: who.password, confirmPassword: who.password, type },
    { sealed: true },
  );

/** Logs `who` in on a fresh phone in `language` (the member login: home). */
async function phoneOf(who: typeof UPLINE, language: 'TY' | 'EN') {
  const page = await openPhone(browser, language);
  await logInAs(page, who, language === 'TY' ? 'Mag-log in' : 'Log in');
  return page;
}

/** U's contract screen at `path` (titled `title` contract) with D's offer form open. */
async function offerForm(path: string, title: string) {
  await upline.goto(url(path));
  await upline.getByRole('heading', { level: 2, name: `${title} contract` }).waitFor();
  const row = upline.getByTestId('ac-downline').filter({ hasText: DOWNLINE.username });
  await row.getByRole('button', { name: 'Offer', exact: true }).click();
  return { row, form: upline.getByRole('form', { name: `Contract for ${DOWNLINE.username}` }) };
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a daily salary from offer to the day’s amount (Chromium, EN upline, TY downline)', () => {
  it('sets up the chain: the house → manager → U, all accepted, and D under U', async () => {
    // An agent-only account: the agent login, onto the agent home.
    const manager = await openPhone(browser, 'EN');
    await manager.goto(url('/m/login?entry=agent'));
    await input(manager, 'Username').fill(MANAGER.username);
    await input(manager, 'Password').fill(MANAGER.password);
    await button(manager, 'Log in').click();
    await atPath(manager, '/m/agent');
    managerToken = await tokenOf(manager);
    await operatorApi('/agent-contracts', {
      kind: 'daily_salary',
      account: MANAGER.username,
      terms: TOP_TERMS,
    });
    await call(managerToken, '/wps/relay/MCS2_processDailySalContract', { action: 'accept' });
    ids.upline = (await openAccount(managerToken, UPLINE, 2)).id;
    await call(managerToken, '/wps/relay/MCS2_applyContractDailySal', {
      downlineId: ids.upline,
      terms: TOP_TERMS,
    });
    await operatorApi('/agent-contracts', {
      kind: 'dividend',
      account: MANAGER.username,
      terms: DIVIDEND_TERMS,
    });
    await call(managerToken, '/wps/relay/MCS2_processDividendReq', { action: 'accept' });
    await call(managerToken, '/wps/relay/MCS2_processDividendReq', {
      action: 'offer',
      downlineId: ids.upline,
      terms: DIVIDEND_TERMS,
    });
    await manager.context().close();

    upline = await phoneOf(UPLINE, 'EN');
    const uplineToken = await tokenOf(upline);
    await call(uplineToken, '/wps/relay/MCS2_processDailySalContract', { action: 'accept' });
    await call(uplineToken, '/wps/relay/MCS2_processDividendReq', { action: 'accept' });
    ids.downline = (await openAccount(uplineToken, DOWNLINE, 2)).id;
  });

  it('lets U offer D a daily salary on the contract screen (EN)', async () => {
    const { row, form } = await offerForm('/m/member/agent/getSalaryContract', 'Daily salary');
    for (const [index, tier] of OFFER.entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add a tier' }).click();
      const n = index + 1;
      await form.getByRole('textbox', { name: `Valid bet from ${n}`, exact: true }).fill(tier.bet);
      await form
        .getByRole('textbox', { name: `Active members ${n}`, exact: true })
        .fill(tier.members);
      await form.getByRole('textbox', { name: `Rate (%) ${n}`, exact: true }).fill(tier.rate);
    }
    await screenshot(upline, 'payouts-offer-EN-390');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await upline.getByText('Offer sent').waitFor();
    await row.getByText('Waiting for an answer').waitFor();
    expect(await sideways(upline)).toBe(0);
  });

  it("lets D accept it from home's prompt (TY)", async () => {
    downline = await phoneOf(DOWNLINE, 'TY');
    const prompt = downline.getByRole('dialog');
    await prompt.getByText('May kontratang naghihintay').waitFor();
    await prompt.getByRole('button', { name: 'Tingnan ngayon' }).click();
    await atPath(downline, '/m/member/agent/getSalaryContract');
    await screenshot(downline, 'payouts-request-TY-390');
    await downline.getByRole('button', { name: 'Tanggapin', exact: true }).click();
    await downline.getByText('Tinanggap ang kontrata').waitFor();
    const contracts = (await operatorApi(`/agent-contracts?kind=daily_salary&status=A`)) as {
      list: { downlineId: number; terms: unknown }[];
    };
    const mine = contracts.list.find((c) => c.downlineId === ids.downline);
    expect(mine?.terms).toEqual({
      tiers: [
        { minValidBet: 1_000, minActiveMembers: 1, rateBp: 50 },
        { minValidBet: 10_000, minActiveMembers: 1, rateBp: 150 },
      ],
    });
  });

  it("counts D's team's bets into the day's salary, to the centavo of D's tier", async () => {
    const downlineToken = await tokenOf(downline);
    await openAccount(downlineToken, PLAYER, 0);
    const player = await phoneOf(PLAYER, 'TY');
    const playerToken = await tokenOf(player);
    await call(playerToken, '/wps/transaction/deposit', {
      channelCode: 'DEMO',
      amount: 50_000,
      idempotencyKey: `pay${STAMP}dep0`,
    });
    for (let i = 0; i < BETS; i += 1) {
      const bet = await call<{ payout: number }>(playerToken, '/lgw/inhouse/dice/bet', {
        amount: STAKE,
        // A 1% chance: the team almost surely loses, which the dividend part needs.
        target: 100,
        direction: 'under',
        idempotencyKey: `pay${STAMP}bet${i}`,
      });
      paidOut += bet.payout;
    }
    await player.context().close();

    const preview = (await operatorApi(`/payout-runs/daily_salary/${today()}`)) as {
      stored: boolean;
      payouts: { downlineId: number; teamValidBet: number; tier: number | null; due: number }[];
    };
    const row = preview.payouts.find((p) => p.downlineId === ids.downline);
    // `tier` counts from 0: D's second tier.
    expect(row).toMatchObject({ teamValidBet: TEAM_BET, tier: 1, due: SALARY });
    // U's own salary from manager: the first tier of its terms (1% of the same ₱120.00).
    const uplineRow = preview.payouts.find((p) => p.downlineId === ids.upline);
    expect(uplineRow).toMatchObject({ teamValidBet: TEAM_BET, tier: 0, due: TEAM_BET / 100 });

    const estimate = await call<{ teamValidBet: number; amount: number }>(
      downlineToken,
      '/wps/relay/ODSFE2_CurrentDailySalary',
    );
    expect(estimate.teamValidBet).toBe(TEAM_BET);
    expect(estimate.amount).toBe(SALARY);
  });

  it('lets U offer D a dividend (EN) and D accept it from the next prompt (TY)', async () => {
    const { row, form } = await offerForm('/m/member/agent/getDevidendContract', 'Dividend');
    const field = (name: string) => form.getByRole('textbox', { name: `${name} 1`, exact: true });
    await field('Team bet from').fill(DIVIDEND_OFFER.bet);
    await field('Net loss from').fill(DIVIDEND_OFFER.netLoss);
    await field('Active members').fill(DIVIDEND_OFFER.members);
    await field('Rate (%)').fill(DIVIDEND_OFFER.rate);
    await form.getByRole('button', { name: 'Send offer' }).click();
    await row.getByText('Waiting for an answer').waitFor();

    await downline.goto(url('/m/home'));
    const prompt = downline.getByRole('dialog');
    await prompt.getByText(/dividend contract/).waitFor();
    await prompt.getByRole('button', { name: 'Tingnan ngayon' }).click();
    await atPath(downline, '/m/member/agent/getDevidendContract');
    await downline.getByRole('button', { name: 'Tanggapin', exact: true }).click();
    await downline.getByText('Tinanggap ang kontrata').waitFor();
    await screenshot(downline, 'payouts-dividend-accepted-TY-390');
  });

  it("computes the month's dividends to the centavo: D's 25%, U's 40% less D's share", async () => {
    const month = today().slice(0, 7);
    const preview = (await operatorApi(`/payout-runs/dividend/${month}`)) as {
      payouts: { downlineId: number; netLoss: number; downlineShare: number; due: number }[];
    };
    const ofD = preview.payouts.find((p) => p.downlineId === ids.downline);
    const ofU = preview.payouts.find((p) => p.downlineId === ids.upline);
    const netLoss = ofD?.netLoss ?? 0;
    // The same team below both: the same net loss (the dice lost, short of a 1-in-100 win).
    expect(ofU?.netLoss).toBe(netLoss);
    // The stakes less what the dice paid back, less the rebates the team's members got.
    expect(netLoss).toBeLessThanOrEqual(TEAM_BET - paidOut);
    if (paidOut === 0) expect(netLoss).toBeGreaterThan(0);
    const share = (rateBp: number) => (netLoss > 0 ? Math.floor((netLoss * rateBp) / 10_000) : 0);
    expect(ofD?.due).toBe(share(2_500));
    expect(ofU).toMatchObject({ due: share(4_000), downlineShare: share(2_500) });
  });

  it("closes the day on the payouts clock: the salary in D's and U's account records", async () => {
    const deposit = await call<unknown>(await tokenOf(upline), '/wps/transaction/deposit', {
      channelCode: 'DEMO',
      amount: 10_000,
      idempotencyKey: `pay${STAMP}dep1`,
    });
    expect(deposit).toBeTruthy();
    const day = today();
    // Past the Manila midnight ending the day of the bets, on the payouts' clock alone.
    const end = Date.parse(`${day}T00:00:00+08:00`) + 86_400_000;
    const run = await pastOnPayoutsClock(end, () =>
      operatorApi(`/payout-runs/daily_salary/${day}/pay`, {}),
    );
    expect(run).toMatchObject({ status: 'paid' });

    // D (TY): the day's ₱1.80 from U.
    await downline.goto(url('/m/transaction/record?types=A'));
    const salaryOfD = downline.locator('.tx-row[data-type="agent_salary"]');
    await salaryOfD.getByText('Sahod ng ahente').waitFor();
    await salaryOfD.getByText(`Arawang sahod, ${day}`).waitFor();
    await expect.poll(() => salaryOfD.locator('.tx-amount').allInnerTexts()).toEqual(['+₱1.80']);
    await screenshot(downline, 'payouts-salary-record-TY-390');
    expect(await sideways(downline)).toBe(0);

    // U (EN): its own ₱1.20 from manager in, D's ₱1.80 out.
    await upline.goto(url('/m/transaction/record?types=A'));
    const salaryOfU = upline.locator('.tx-row[data-type="agent_salary"]');
    await salaryOfU.getByText('Agent salary').first().waitFor();
    await expect.poll(() => salaryOfU.getByText(`Daily salary, ${day}`).count()).toBe(2);
    await expect
      .poll(async () => (await salaryOfU.locator('.tx-amount').allInnerTexts()).sort())
      .toEqual(['+₱1.20', '−₱1.80']);
    await screenshot(upline, 'payouts-salary-record-EN-390');
    expect(await sideways(upline)).toBe(0);
  });

  it("closes the month: U, short, pays D's dividend in part, then the rest on its dividend screen", async (context) => {
    const uplineToken = await tokenOf(upline);
    const month = today().slice(0, 7);
    // U earns nothing this month (its accepted new terms are out of reach) yet owes D its 25%.
    await call(managerToken, '/wps/relay/MCS2_processDividendReq', {
      action: 'offer',
      downlineId: ids.upline,
      terms: OUT_OF_REACH,
    });
    await call(uplineToken, '/wps/relay/MCS2_processDividendReq', { action: 'accept' });
    const preview = (await operatorApi(`/payout-runs/dividend/${month}`)) as {
      payouts: { downlineId: number; tier: number | null; due: number }[];
    };
    expect(preview.payouts.find((p) => p.downlineId === ids.upline)).toMatchObject({
      tier: null,
      due: 0,
    });
    const due = preview.payouts.find((p) => p.downlineId === ids.downline)?.due ?? 0;
    // A 1-in-100 dice win leaves the team no net loss: no dividend to fall short of.
    if (due <= LEFT) context.skip();

    // U's payment password, and its cash down to ₱0.40 (a transfer to D).
    await call(
      uplineToken,
      '/wps/member/paymentPassword',
      { password: PASSWORD, paymentPassword: PIN, confirmPaymentPassword: PIN },
      { method: 'PUT' },
    );
    await call(uplineToken, '/wps/agent/transferDownline', {
      to: ids.downline,
      amount: (await cashOf(uplineToken)) - LEFT,
      paymentPassword: PIN,
      idempotencyKey: `pay${STAMP}empty`,
    });
    expect(await cashOf(uplineToken)).toBe(LEFT);

    // The month closes on the payouts' clock (Manila's midnight starting the next month) and the
    // operator pays it: U pays D the ₱0.40 it has and owes the rest.
    const [year, monthNo] = month.split('-').map(Number) as [number, number];
    const end = Date.UTC(year, monthNo, 1) - 8 * 3_600_000;
    await pastOnPayoutsClock(end, () => operatorApi(`/payout-runs/dividend/${month}/pay`, {}));
    expect(await cashOf(uplineToken)).toBe(0);

    // U's dividend screen (EN): D's row partly paid, and the debt to pay.
    await upline.goto(url('/m/member/agent/agentDivident'));
    const owedCard = upline.getByRole('region', { name: 'You owe your downlines' });
    await owedCard.getByText(peso(due - LEFT)).waitFor();
    const rowOfD = upline.getByRole('listitem', { name: DOWNLINE.username });
    await rowOfD.getByText('Partly paid').waitFor();
    await rowOfD.getByText(peso(LEFT), { exact: true }).waitFor();
    await screenshot(upline, 'payouts-dividend-owed-EN-390');
    expect(await sideways(upline)).toBe(0);

    // Paying with an empty wallet is refused in U's language, and pays nothing.
    await input(upline, 'Payment password').fill(PIN);
    await button(upline, 'Pay what I owe').click();
    await upline.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
    await upline.getByText('Your dividend amount is insufficient to be distributed').waitFor();

    // With cash in, U pays the rest: the debt is gone and D's row is paid in full.
    await call(uplineToken, '/wps/transaction/deposit', {
      channelCode: 'DEMO',
      amount: 10_000,
      idempotencyKey: `pay${STAMP}dep2`,
    });
    await input(upline, 'Payment password').fill(PIN);
    await button(upline, 'Pay what I owe').click();
    await upline.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
    await upline.getByText(`Paid ${peso(due - LEFT)}.`).waitFor();
    await rowOfD.getByText('Paid in full').waitFor();
    await owedCard.waitFor({ state: 'detached' });
    expect(await cashOf(uplineToken)).toBe(10_000 - (due - LEFT));

    // D (TY): its month's dividend paid in full, ₱0.40 then the rest.
    await downline.goto(url('/m/member/agent/agentDivident'));
    const mine = downline.getByRole('region', { name: 'Dibidendo ko' });
    await mine.getByText('Bayad na lahat').waitFor();
    await expect
      .poll(() => mine.locator('.adv-amounts dd').allInnerTexts())
      .toEqual([peso(due), peso(due), peso(0)]);
    await screenshot(downline, 'payouts-dividend-paid-TY-390');
    expect(await sideways(downline)).toBe(0);
  });
});
