import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, minorOf } from './account-helpers';
import { button, input } from './auth-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';

/** The demo's playing agent and a player of its team (README "Demo accounts"). */
const AGENT = { username: 'agent', password: 'Agent1234' };
const PLAYER = { username: 'player1', password: 'Player1234' };

const TEXT = {
  TY: {
    submit: 'Mag-log in',
    zone: 'Lahat ng numero ay GMT+8 (oras sa Pilipinas)',
    money: 'Deposit laban sa withdrawal',
    memberPnl: 'Kita at lugi ni player1',
  },
  EN: {
    submit: 'Log in',
    zone: 'All figures in GMT+8 (Philippine time)',
    money: 'Deposits vs withdrawals',
    memberPnl: 'Profit and loss of player1',
  },
} as const;
type Language = keyof typeof TEXT;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The overview's figure of tile `name` (kpi-bets …) in minor units, once the page shows it. */
async function tileMinor(page: Page, name: string): Promise<number> {
  const tile = page.getByTestId(`kpi-${name}`);
  await tile.waitFor();
  return minorOf(await tile.locator('dd').textContent());
}

/** player1 rolls the dice once for ₱25.00 in a phone of its own. */
async function playerBets() {
  const page = await openPhone(browser, 'TY');
  await logInAs(page, PLAYER);
  await page.goto(url('/m/inhouse/dice'));
  await input(page, 'Halaga ng taya').fill('25.00');
  await button(page, 'I-roll').click();
  await page.getByTestId('bet-result').waitFor();
  await page.context().close();
}

async function agentAt(language: Language, width: number, path: string): Promise<Page> {
  const page = await openPhone(browser, language, { width });
  await logInAs(page, AGENT, TEXT[language].submit);
  await page.goto(url(path));
  return page;
}

describe('team reports in Chromium at phone size', () => {
  it("moves the team overview's bets by a downline's bet, the team P&L saying the same", async () => {
    const page = await agentAt('TY', 390, '/m/agent/team/overview');
    const before = await tileMinor(page, 'bets');
    await playerBets();
    await page.reload();
    await expect.poll(() => tileMinor(page, 'bets')).toBe(before + 2_500);
    const bets = await tileMinor(page, 'bets');
    const pnl = minorOf(await page.getByTestId('kpi-pnl').locator('dd').textContent());

    await page.goto(url('/m/agent/team/pnl'));
    const footer = page.getByTestId('tpnl-footer');
    await footer.waitFor();
    expect(minorOf(await footer.locator('[data-figure="bet"] dd').textContent())).toBe(bets);
    expect(minorOf(await page.getByTestId('tpnl-footer-pnl').textContent())).toBe(pnl);
    await page.context().close();
  });

  for (const language of ['TY', 'EN'] as const) {
    for (const width of [320, 390] as const) {
      it(`shows the overview, the team P&L and a member's P&L (${language}, ${width} px)`, async () => {
        const page = await agentAt(language, width, '/m/agent/team/overview');
        await page.getByTestId('kpi-registrations').waitFor();
        await page.getByText(TEXT[language].zone).waitFor();
        const chart = page.getByRole('group', { name: TEXT[language].money });
        await chart.getByRole('button').last().click();
        await page.getByTestId('kpi-chart-day').first().waitFor();
        expect(await sideways(page)).toBe(0);
        await screenshot(page, `team-overview-${language}-${width}`);

        await page.goto(url('/m/agent/team/pnl'));
        await page.getByTestId('tpnl-footer').waitFor();
        expect(await page.getByTestId('tpnl-row').count()).toBeGreaterThan(0);
        expect(await sideways(page)).toBe(0);
        await screenshot(page, `team-pnl-${language}-${width}`);

        await page.getByRole('link', { name: TEXT[language].memberPnl }).click();
        await page.getByTestId('tpnl-member-total').waitFor();
        expect(new URL(page.url()).pathname).toBe('/m/agent/member/pnl');
        expect(await sideways(page)).toBe(0);
        await screenshot(page, `member-pnl-${language}-${width}`);
        await page.context().close();
      });
    }
  }
});
