import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, button, input, storedSession } from './auth-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';
import { cashOf, peso, tokenOf } from './payouts-helpers';

/** The demo's agent-only account (type 1) and its agent who also plays (type 2). */
const AGENT_ONLY = { username: 'manager', password: 'Manager1234' };
const PLAYING_AGENT = { username: 'agent', password: 'Agent1234' };
const PLAYER = { username: 'demo', password: 'Demo1234' };

const TEXT = {
  TY: {
    agentLogin: 'Login ng ahente',
    submit: 'Mag-log in',
    today: 'Ang team mo ngayong araw',
    tools: 'Mga gamit ng ahente',
    footer: 'Menu ng ahente',
    nonAgent: 'Hindi makakapag-log in ang hindi ahente',
    nonMember: 'Hindi makakapag-log in ang account na hindi miyembro',
  },
  EN: {
    agentLogin: 'Agent login',
    submit: 'Log in',
    today: 'Your team today',
    tools: 'Agent tools',
    footer: 'Agent menu',
    nonAgent: 'Non-agents cannot log in',
    nonMember: 'Non-member account unable to login',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function agentLogIn(
  page: Page,
  language: 'TY' | 'EN',
  user: { username: string; password: string },
) {
  await page.goto(url('/m/login'));
  await page.getByRole('link', { name: TEXT[language].agentLogin }).click();
  await page.getByRole('heading', { name: TEXT[language].agentLogin }).waitFor();
  await screenshot(page, `agent-login-${language}-${page.viewportSize()?.width ?? 0}`);
  await input(page, 'Username').fill(user.username);
  await input(page, 'Password').fill(user.password);
  await button(page, TEXT[language].submit).click();
}

/** Waits for the agent home with its figures in, the page still. */
async function agentHomeReady(page: Page, language: 'TY' | 'EN') {
  await atPath(page, '/m/agent');
  await page.locator('.agent-name').getByText('Manager').waitFor();
  // Manager's cash as the wallet says it now: its demo ₱50,000.00 and whatever salaries and
  // dividends the payout journey's closed periods paid it on this shared server.
  const token = await tokenOf(page);
  await expect
    .poll(async () => [await page.locator('.agent-balance').textContent(), await cashOf(token)])
    .toSatisfy(([text, cash]) => text === peso(Number(cash)));
  await page.getByRole('region', { name: TEXT[language].today }).waitFor();
  await page.getByRole('navigation', { name: TEXT[language].tools }).waitFor();
  await page.getByRole('navigation', { name: TEXT[language].footer }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('agent login and agent home in Chromium at phone size', () => {
  for (const language of ['TY', 'EN'] as const) {
    for (const width of [320, 390] as const) {
      it(`logs an agent-only account in through the agent login onto /m/agent (${language}, ${width} px)`, async () => {
        const page = await openPhone(browser, language, { width });
        await agentLogIn(page, language, AGENT_ONLY);
        await agentHomeReady(page, language);
        expect(await storedSession(page)).toMatchObject({ userName: 'manager', type: 1 });
        expect(await sideways(page)).toBe(0);
        // Every tool and footer entry is a tap target of at least 44 px.
        const small = await page
          .locator('.agent-tile, .agent-footer-item, .agent-action')
          .evaluateAll(
            (links) => links.filter((link) => link.getBoundingClientRect().height < 44).length,
          );
        expect(small).toBe(0);
        await screenshot(page, `agent-home-${language}-${width}`);
        // A phone short enough for the page to scroll past the 100 px line.
        await page.setViewportSize({ width, height: 600 });
        await page.mouse.wheel(0, 600);
        await expect
          .poll(() => page.locator('.agent-header').getAttribute('data-sticky'))
          .toBe('true');
        await page.waitForTimeout(300);
        await screenshot(page, `agent-home-scrolled-${language}-${width}`);
        await page.context().close();
      });
    }
  }

  it('fits long names and big figures at 320, 390 and 430 px in TY and EN', async () => {
    for (const language of ['TY', 'EN'] as const) {
      const page = await openPhone(browser, language);
      await agentLogIn(page, language, AGENT_ONLY);
      await agentHomeReady(page, language);
      // The same page with a long nickname, a nine-digit balance and big team counters.
      await page.route('**/wps/member/info', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: Record<string, unknown> };
        body.value.nickname = 'Maria Clarissa Dela Cruz-Villanueva';
        await route.fulfill({ response, json: body });
      });
      await page.route('**/wps/wallets/balance', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: Record<string, unknown> };
        body.value.sumBalance = 987654321.99;
        await route.fulfill({ response, json: body });
      });
      await page.route('**/wps/relay/ODSFE2_TeamKPIA*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          success: boolean;
          value?: { footer: Record<string, number> };
        };
        if (body.value) {
          Object.assign(body.value.footer, {
            teamLoginMemberCount: 123456,
            teamBetMemberCount: 98765,
            teamRegisterMemberCount: 4321,
            teamOnlineCount: 1234567,
          });
        }
        await route.fulfill({ response, json: body });
      });
      for (const width of [320, 390, 430] as const) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(url('/m/agent'));
        await page.locator('.agent-name').getByText('Maria Clarissa').waitFor();
        await expect
          .poll(() => page.locator('.agent-balance').textContent())
          .toBe('₱987,654,321.99');
        await page.waitForLoadState('networkidle');
        expect(await sideways(page)).toBe(0);
        await page.waitForTimeout(300);
        await screenshot(page, `agent-home-long-${language}-${width}`);
      }
      await page.context().close();
    }
  });

  it('opens the agent announcements from the footer, whose badge counts the unread', async () => {
    const page = await openPhone(browser, 'TY');
    await agentLogIn(page, 'TY', AGENT_ONLY);
    await agentHomeReady(page, 'TY');
    const footer = page.getByRole('navigation', { name: TEXT.TY.footer });
    const notices = footer.getByRole('link', { name: /Mga anunsyo/ });
    await expect.poll(() => notices.locator('.count-badge').textContent()).toBe('2');
    await notices.click();
    await page.waitForURL((u) => u.pathname === '/m/member/notice' && u.search === '?types=A');
    await page.getByRole('heading', { name: 'Mga abiso para sa agent' }).waitFor();
    const unread = page.locator('.notice-unread-count');
    await expect.poll(() => unread.textContent()).toBe('2 hindi pa nababasa');
    await screenshot(page, 'agent-notices-TY-390');
    await page.locator('.notice-head').first().click();
    await expect.poll(() => unread.textContent()).toBe('1 hindi pa nababasa');
    await page.goBack();
    await atPath(page, '/m/agent');
    await expect.poll(() => notices.locator('.count-badge').textContent()).toBe('1');
    await page.context().close();
  });

  it('refuses a player at the agent login, and the agent-only account at the member login', async () => {
    const page = await openPhone(browser, 'TY', { width: 320 });
    await agentLogIn(page, 'TY', PLAYER);
    await page.getByRole('alert').filter({ hasText: TEXT.TY.nonAgent }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/login');
    expect(await storedSession(page)).toBeNull();
    await screenshot(page, 'agent-login-refused-TY-320');

    await page.goto(url('/m/login'));
    await input(page, 'Username').fill(AGENT_ONLY.username);
    await input(page, 'Password').fill(AGENT_ONLY.password);
    await button(page, TEXT.TY.submit).click();
    await page.getByRole('alert').filter({ hasText: TEXT.TY.nonMember }).waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.context().close();
  });

  it('takes an agent who also plays from the member centre to the agent home', async () => {
    const page = await openPhone(browser, 'EN');
    await page.goto(url('/m/login'));
    await input(page, 'Username').fill(PLAYING_AGENT.username);
    await input(page, 'Password').fill(PLAYING_AGENT.password);
    await button(page, TEXT.EN.submit).click();
    await atPath(page, '/m/home');
    await page.goto(url('/m/mine'));
    await page.getByRole('link', { name: 'Agency center' }).click();
    await atPath(page, '/m/agent');
    await page.getByRole('navigation', { name: TEXT.EN.tools }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await atPath(page, '/m/mine');
    await page.context().close();
  });
});
