import { EncryptionKey, sealBody } from '@app/contracts';
import type { Page } from 'playwright-core';
import { agreeToTerms, atPath, button, input } from './auth-helpers';
import { url } from './browser';
import { solveCaptcha } from './captcha';

export const DEMO = { username: 'demo', nickname: 'Demo', password: 'Demo1234' };
export const NEW_PASSWORD = 'Fresh5678';

const headers = { Merchant: 'DEMO', Language: 'EN', Device: 'MOBILE' };

/** Registers a member of its own on the sign-up page (TY labels) and waits for home. */
export async function registerUi(
  page: Page,
  user: { username: string; password: string; email: string },
) {
  await page.goto(url('/m/register'));
  await input(page, 'Username').fill(user.username);
  await input(page, 'Password').fill(user.password);
  await input(page, 'Kumpirmahin ang password').fill(user.password);
  await input(page, 'E-mail').fill(user.email);
  await solveCaptcha(page, input(page, 'Code sa larawan'));
  await agreeToTerms(page);
  await button(page, 'Magrehistro').click();
  await atPath(page, '/m/home');
}

/** Logs `user` in through the login page (labels of the auth screens) and waits for home. */
export async function logInAs(
  page: Page,
  user: { username: string; password: string },
  submit = 'Mag-log in',
) {
  await page.goto(url('/m/login'));
  await input(page, 'Username').fill(user.username);
  await input(page, 'Password').fill(user.password);
  await button(page, submit).click();
  await atPath(page, '/m/home');
}

/** Logs the demo member in with `password`. */
export const logInUi = (page: Page, password: string, submit = 'Mag-log in') =>
  logInAs(page, { username: DEMO.username, password }, submit);

export const header = (page: Page) => page.locator('header.app-header');
export const balanceText = (page: Page) => header(page).getByTestId('balance-amount').textContent();
/** '₱2,487.50' → 248750 (minor units). */
export const minorOf = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
/** The header's balance in minor units. */
export const headerMinor = async (page: Page) => minorOf(await balanceText(page));

/** The status a call with `token` gets from a members-only endpoint (401 once it is revoked). */
export async function statusWithToken(token: string): Promise<number> {
  const response = await fetch(url('/wps/wallets/balance'), {
    headers: { ...headers, Authorization: token },
  });
  return response.status;
}

/** POST /wps/session/login from Node, sealed as the browser seals it; the token or undefined. */
async function apiLogin(password: string): Promise<string | undefined> {
  const keyAnswer = (await (
    await fetch(url('/wps/system/encryption/key'), { headers })
  ).json()) as { value: unknown };
  const key = EncryptionKey.parse(keyAnswer.value);
  const body = sealBody(key, 'POST', '/wps/session/login', {
    type: 'username',
    username: DEMO.username,
    password,
    captcha: '',
  });
  const response = await fetch(url('/wps/session/login'), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Encryption: key.scheme },
    body: JSON.stringify(body),
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { value: { token: string } }).value.token;
}

/**
 * Other journeys log in as demo / Demo1234: put the password back if this one left it changed.
 * The usual password is tried first, and a right login clears this address's failures: a failed
 * try left behind would make the next journey's login of demo ask for a captcha.
 */
export async function restoreDemoPassword() {
  if (await apiLogin(DEMO.password)) return;
  const token = await apiLogin(NEW_PASSWORD);
  if (!token) return;
  await fetch(url('/wps/member/passWordChangeV2'), {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({
      oldPassword: NEW_PASSWORD,
      newPassword: DEMO.password,
      confirmNewPassword: DEMO.password,
    }),
  });
}

/** Opens the side menu and waits for its slide-in, so a screenshot shows it whole. */
export async function openMenu(page: Page, signOutLabel: string) {
  await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: signOutLabel }).waitFor();
  await page.waitForTimeout(400);
}
