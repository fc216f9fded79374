import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { CAPTCHA_COOKIE } from '../apps/server/src/modules/verification/captcha.routes';
import { url } from './browser';

/**
 * The code of captcha `id`, from the answers the e2e server writes as it issues captchas
 * (apps/server/test/e2e-server.ts). Waits a moment in case the line is not there yet.
 */
async function answerOf(id: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs.readFileSync(inject('captchaAnswersFile'), 'utf8').split('\n');
    for (const line of lines) {
      if (!line.includes(id)) continue;
      const answer = JSON.parse(line) as { id: string; code: string };
      if (answer.id === id) return answer.code;
    }
    if (Date.now() > deadline) throw new Error(`no answer recorded for captcha ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Types the answer of the captcha shown on the page into `field`. The picture cannot be read by a
 * script (that is its point), so the answer comes from the server's test-only record, looked up
 * by the id the server checks: the page's captcha cookie (HttpOnly, read through the browser
 * context, as the server reads it).
 */
export async function solveCaptcha(page: Page, field: Locator) {
  await page.locator('.form-captcha img').waitFor();
  const cookies = await page.context().cookies(url('/wps/captcha'));
  const id = cookies.find((cookie) => cookie.name === CAPTCHA_COOKIE)?.value;
  if (!id) throw new Error('the page has no captcha cookie');
  await field.fill(await answerOf(id));
}
