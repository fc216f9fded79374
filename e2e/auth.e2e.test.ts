import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreeToTerms,
  atPath,
  button,
  forgetSession,
  input,
  still,
  storedSession,
  uniqueMobile,
  uniqueName,
} from './auth-helpers';
import { launch, openPhone, url } from './browser';
import { solveCaptcha } from './captcha';
import { logMark, waitForLog } from './server-log';

let browser: Browser;
let page: Page;
const user = { username: uniqueName('e2e'), password: 'Perlas123', email: '' };
user.email = `${user.username}@example.ph`;

beforeAll(async () => {
  browser = await launch();
  page = await openPhone(browser);
});
afterAll(async () => {
  await browser.close();
});

async function logIn(username: string, password: string) {
  await input(page, 'Username').fill(username);
  await input(page, 'Password').fill(password);
  await button(page, 'Mag-log in').click();
}

describe('auth journeys in Chromium at 390×844', () => {
  it('registers by username and lands home signed in', async () => {
    await page.goto(url('/m/register'));
    await input(page, 'Username').fill(user.username);
    await input(page, 'Password').fill(user.password);
    await input(page, 'Kumpirmahin ang password').fill(user.password);
    await input(page, 'E-mail').fill(user.email);
    await solveCaptcha(page, input(page, 'Code sa larawan'));
    await agreeToTerms(page);
    await still(page, 'register-TY');
    await button(page, 'Magrehistro').click();
    await atPath(page, '/m/home');
    await expect(storedSession(page)).resolves.toMatchObject({ userName: user.username, type: 0 });
  });

  it('shows the captcha after a failed login, then logs in with it', async () => {
    await forgetSession(page);
    await page.goto(url('/m/login'));
    await still(page, 'login-TY');
    await logIn(user.username, 'Wrong1234');
    await page.getByText('Mali ang username o password').waitFor();
    await page.locator('.form-captcha img').waitFor();
    await still(page, 'login-captcha-TY');
    await input(page, 'Password').fill(user.password);
    await solveCaptcha(page, input(page, 'Code sa larawan'));
    await button(page, 'Mag-log in').click();
    await atPath(page, '/m/home');
    await expect(storedSession(page)).resolves.toMatchObject({ userName: user.username });
  });

  it('registers by mobile number with the SMS code the server sent', async () => {
    await forgetSession(page);
    await page.goto(url('/m/register'));
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = uniqueMobile();
    await input(page, 'Mobile number').fill(mobile);
    // A registration code goes out only with the captcha, which comes before the code field.
    await solveCaptcha(page, input(page, 'Code sa larawan'));
    const mark = logMark();
    await button(page, 'Kunin ang code').click();
    const [, code = ''] = await waitForLog(
      new RegExp(`sms to \\+63${mobile}.* (\\d{4,10})\\.`),
      mark,
    );
    await input(page, 'SMS code').fill(code);
    await input(page, 'Password').fill('Mobile123');
    await input(page, 'Kumpirmahin ang password').fill('Mobile123');
    // The SMS code proved the number: no second captcha at submit.
    await agreeToTerms(page);
    await still(page, 'register-mobile-TY');
    await button(page, 'Magrehistro').click();
    await atPath(page, '/m/home');
    await expect(storedSession(page)).resolves.toMatchObject({ userName: `63${mobile}` });
  });

  it('plays free on the trial account', async () => {
    await forgetSession(page);
    await page.goto(url('/m/login'));
    await button(page, 'Libreng subok').click();
    await atPath(page, '/m/home');
    await expect(storedSession(page)).resolves.toMatchObject({ type: 4 });
    const trialName = await page.evaluate(() => sessionStorage.getItem('trialName'));
    expect(trialName).toBeTruthy();
  });

  it('resets a forgotten password by the e-mailed link and logs in with the new one', async () => {
    await forgetSession(page);
    await page.goto(url('/m/login'));
    await page.getByRole('link', { name: 'Nakalimutan ang password?' }).click();
    await atPath(page, '/m/forget');
    await still(page, 'forget-phone-TY');
    await page.getByRole('tab', { name: 'Sa e-mail' }).click();
    await input(page, 'Username').fill(user.username);
    await input(page, 'E-mail').fill(user.email);
    await still(page, 'forget-email-TY');
    const mark = logMark();
    await button(page, 'Bawiin ang password').click();
    await atPath(page, '/m/login');
    const [link = ''] = await waitForLog(/\/m\/forget\?resetToken=\S+/, mark);
    await page.goto(url(link));
    // The page checked the link first and names the account it resets.
    await expect(input(page, 'Account').inputValue()).resolves.toBe(user.username);
    await input(page, 'Bagong password').fill('Perlas456');
    await input(page, 'Kumpirmahin ang password').fill('Perlas456');
    await still(page, 'reset-TY');
    await button(page, 'I-save ang bagong password').click();
    await atPath(page, '/m/login');
    await logIn(user.username, 'Perlas456');
    await atPath(page, '/m/home');
    await expect(storedSession(page)).resolves.toMatchObject({ userName: user.username });

    // The link works once: opened again it says so, with no password form.
    await page.goto(url(link));
    await page.getByText('Nagamit na ang link na ito para sa pag-reset ng password.').waitFor();
    await expect(input(page, 'Bagong password').count()).resolves.toBe(0);
    await still(page, 'reset-used-TY');
  });

  it('shows every auth screen in English', async () => {
    const en = await openPhone(browser, 'EN');
    const screens: [string, string, string][] = [
      ['/m/login', 'Log in', 'login-EN'],
      ['/m/register', 'Create an account', 'register-EN'],
      ['/m/forget', 'Forgot password', 'forget-EN'],
      [`/m/forget?resetToken=${'x'.repeat(40)}`, 'Set a new password', 'reset-invalid-EN'],
    ];
    for (const [path, heading, name] of screens) {
      await en.goto(url(path));
      await en.getByRole('heading', { name: heading }).waitFor();
      await still(en, name);
    }
    await en.goto(url('/m/login'));
    await en.getByRole('tab', { name: 'Mobile + SMS code' }).click();
    await still(en, 'login-sms-EN');
    await en.context().close();
  });
});
