import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** A form field by its label (required ones end in an asterisk). */
export const input = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}\\*?$`), { exact: false });

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The stored session of SPEC §3 (MC_SESSION_INFO), or null. */
/** Ticks the sign-up's 18+ agreement: it is never ticked for the member. */
export const agreeToTerms = (page: Page) =>
  page.getByRole('checkbox', { name: /sumasang-ayon|agree/i }).check();

export const storedSession = (page: Page): Promise<Record<string, unknown> | null> =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<string, unknown>,
  );

/** Signs out the way the browser forgets a session: the stored session and the visit's data. */
export async function forgetSession(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('MC_SESSION_INFO');
    sessionStorage.clear();
  });
}

export async function atPath(page: Page, pathname: string) {
  await page.waitForURL((u) => u.pathname === pathname);
}

/** A fresh account name each run (letters first, 4–16 letters and digits). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;
/** A Philippine mobile number nobody registered yet this run. */
export const uniqueMobile = () => `9${String(Date.now()).slice(-9)}`;

/** A screenshot once the page is still: requests done, the 300 ms page fade finished. */
export async function still(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('main.page')
    .evaluate((main) => Promise.all(main.getAnimations().map((a) => a.finished)));
  await screenshot(page, name);
}
