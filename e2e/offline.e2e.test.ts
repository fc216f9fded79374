import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPhone, screenshot, url } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const TEXTS = {
  TY: { offline: 'walang internet', retry: 'Subukang muli', jackpot: 'Jackpot ngayon' },
  EN: { offline: 'no internet', retry: 'Retry', jackpot: 'Jackpot now' },
} as const;

/** Resolves once the site's service worker is active and controls the page (precache done). */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  });
}

describe('offline after a first visit (SPEC §2 Page frame: a service worker is present)', () => {
  it.each(['TY', 'EN'] as const)(
    'opens from the precache and says no internet where data is missing, in %s',
    async (lang) => {
      const texts = TEXTS[lang];
      const page = await openPhone(browser, lang, { serviceWorkers: true });
      await page.goto(url('/m/home'));
      await page.getByRole('heading', { name: texts.jackpot }).waitFor();
      await serviceWorkerInControl(page);
      // The lazy chunks of a first visit are all in the precache once the worker is active.
      await page.waitForLoadState('networkidle');

      await page.context().setOffline(true);
      await page.reload();
      // The frame: header with the site's name, the tab bar.
      const header = page.getByRole('banner');
      await header.getByText('Perlas Play').waitFor();
      await page.getByRole('navigation').last().waitFor();
      // Where the data is missing: the offline message, in the language, with a retry.
      const offline = page.getByRole('alert').filter({ hasText: texts.offline });
      await offline.first().waitFor();
      await offline.first().getByRole('button', { name: texts.retry }).waitFor();
      expect(await page.getByText(/error occurred|network\.error|Failed to fetch/i).count()).toBe(
        0,
      );
      await page.waitForTimeout(300);
      await screenshot(page, `offline-home-${lang}`);

      // Back online, retry brings the page back.
      await page.context().setOffline(false);
      await offline.first().getByRole('button', { name: texts.retry }).click();
      await page.getByRole('heading', { name: texts.jackpot }).waitFor();
      await page.getByText('Manila Kings').first().waitFor();
      await expect(offline.count()).resolves.toBe(0);
      await page.context().close();
    },
  );
});
