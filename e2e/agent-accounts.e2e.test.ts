import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from './account-helpers';
import { agreeToTerms, atPath, button, forgetSession, input, storedSession } from './auth-helpers';
import { launch, openPhone, screenshot, sideways, url } from './browser';
import { solveCaptcha } from './captcha';

/**
 * Growing a team: the demo's playing agent opens an account for a new player on /m/agentRegister
 * (the name checked live), the player logs in at once; the agent makes an affiliate link and shows
 * its QR code. Screenshots of both screens at each width (and a copy in SHOTS_DIR when set).
 */
const AGENT = { username: 'agent', password: 'Agent1234' };
const PASSWORD = 'Sampaguita7';
const SHOTS = process.env.ACCOUNTS_SHOTS ?? '';
const STAMP = Date.now().toString(36).slice(-5);

const TEXT = {
  TY: {
    login: 'Mag-log in',
    confirm: 'Ulitin ang password',
    nickname: 'Palayaw \\(nickname\\)',
    available: 'Available ang username na ito',
    submit: 'Buksan ang account',
    opened: 'Nabuksan na ang account',
    linksTab: 'Mga affiliate link',
    channel: 'Saan ishe-share',
    create: 'Gumawa ng link',
    qr: 'Ipakita ang QR',
  },
  EN: {
    login: 'Log in',
    confirm: 'Confirm password',
    nickname: 'Nickname',
    available: 'This username is available',
    submit: 'Open account',
    opened: 'Account opened',
    linksTab: 'Affiliate links',
    channel: 'Channel',
    create: 'Create link',
    qr: 'QR code',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(350);
  await screenshot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }
}

describe('an agent opens an account and the new player logs in (Chromium, phone size)', () => {
  for (const language of ['TY', 'EN'] as const) {
    for (const width of [320, 390, 430] as const) {
      const text = TEXT[language];
      it(`opens a player account and shares a link (${language}, ${width} px)`, async () => {
        const page = await openPhone(browser, language, { width });
        await logInAs(page, AGENT, text.login);
        await page.goto(url('/m/agentRegister'));
        await page.getByRole('button', { name: text.submit }).waitFor();
        await shot(page, `agent-register-${language}-${width}`);

        const username = `p${STAMP}${language.toLowerCase()}${width}`;
        await input(page, 'Username').fill(username);
        await page.getByText(text.available).waitFor();
        await input(page, 'Password').fill(PASSWORD);
        await input(page, text.confirm).fill(PASSWORD);
        await input(page, text.nickname).fill('Maria Clara de los Santos');
        expect(await sideways(page)).toBe(0);
        await shot(page, `agent-register-filled-${language}-${width}`);
        await page.getByRole('button', { name: text.submit }).scrollIntoViewIfNeeded();
        await shot(page, `agent-register-filled-end-${language}-${width}`);
        await page.getByRole('button', { name: text.submit }).click();
        await page.getByRole('heading', { name: text.opened }).waitFor();
        await expect.poll(() => page.getByTestId('opened-account').textContent()).toBe(username);
        await shot(page, `agent-register-done-${language}-${width}`);

        // The affiliate links, one tap away: a new link with a long channel name and its QR code.
        await page.getByRole('link', { name: text.linksTab }).click();
        await atPath(page, '/m/agent/affiliate');
        await input(page, text.channel).fill(`Barangay San Isidro ${language}${width}`);
        await shot(page, `agent-links-form-${language}-${width}`);
        await page.getByRole('button', { name: text.create }).click();
        const card = page
          .locator('li.aa-link')
          .filter({ hasText: `Barangay San Isidro ${language}${width}` });
        await card.first().waitFor();
        await card.first().getByRole('button', { name: text.qr, exact: true }).click();
        await card.first().locator('svg.aa-qr').waitFor();
        expect(await sideways(page)).toBe(0);
        // Nothing of a link's card reaches past the page's right edge (the shell clips it).
        const past = await card
          .first()
          .evaluate((li) =>
            [li, ...li.querySelectorAll('*')].some(
              (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
            ),
          );
        expect(past).toBe(false);
        await card.first().scrollIntoViewIfNeeded();
        await shot(page, `agent-links-${language}-${width}`);

        // The new player logs in at once with the password the agent set.
        await forgetSession(page);
        await logInAs(page, { username, password: PASSWORD }, text.login);
        await atPath(page, '/m/home');
        expect(await storedSession(page)).toMatchObject({ userName: username, type: 0 });
        await page.context().close();
      });
    }
  }

  it('registers a playing agent through a link, and says so once the link is deleted (TY, 390 px)', async () => {
    const page = await openPhone(browser, 'TY');
    await logInAs(page, AGENT, TEXT.TY.login);
    await page.goto(url('/m/agent/affiliate'));
    const channel = `Barkada ${STAMP}`;
    await input(page, TEXT.TY.channel).fill(channel);
    await page.locator('label.aa-type').filter({ hasText: 'Ahente' }).click();
    await page.getByRole('button', { name: TEXT.TY.create }).click();
    const card = page.locator('li.aa-link').filter({ hasText: channel });
    const link = (await card.getByTestId('link-url').textContent()) ?? '';
    expect(link).toMatch(/\/m\/register\?a=[2-9A-Z]{9}$/);

    // A visitor registers through it: an agent who plays (type 2), under the demo agent.
    await forgetSession(page);
    await page.goto(link);
    const username = `via${STAMP}`;
    await input(page, 'Username').fill(username);
    await input(page, 'Password').fill(PASSWORD);
    await input(page, 'Kumpirmahin ang password').fill(PASSWORD);
    await input(page, 'E-mail').fill(`${username}@example.com`);
    await solveCaptcha(page, input(page, 'Code sa larawan'));
    await agreeToTerms(page);
    await button(page, 'Magrehistro').click();
    await atPath(page, '/m/home');
    expect(await storedSession(page)).toMatchObject({ userName: username, type: 2 });

    // The agent sees who came, then deletes the link; the link now says it is no longer valid.
    await forgetSession(page);
    await logInAs(page, AGENT, TEXT.TY.login);
    await page.goto(url('/m/agent/affiliate'));
    await card.getByRole('button', { name: '1 nagrehistro' }).click();
    await card.getByText(username).waitFor();
    await shot(page, 'agent-links-registrations-TY-390');
    await card.getByRole('button', { name: 'Burahin' }).click();
    await page.getByRole('button', { name: 'Oo, burahin' }).click();
    await card.waitFor({ state: 'detached' });
    await forgetSession(page);
    await page.goto(link);
    await page
      .getByTestId('link-notice')
      .getByText('Hindi na valid ang invitation link na ito. Humingi ng bago sa iyong agent.')
      .waitFor();
    await shot(page, 'register-deleted-link-TY-390');
    await page.context().close();
  });
});
