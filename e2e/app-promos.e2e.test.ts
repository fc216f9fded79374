import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, layoutShift, openPhone, screenshot, url } from './browser';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Scrolls to the end of the page, where the promotions are, and checks the last of them clears
 * the tab bar and the side buttons' round button.
 */
async function showPromos(page: Page, label: string) {
  const promos = page.getByRole('region', { name: label });
  await promos.waitFor();
  await page.getByText('Manila Kings').first().waitFor();
  // The popular games panel above them fills in first (its own chunk and answers).
  await page.locator('.popular-games .game-tile').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const gap = await promos.evaluate((element) => {
    const footer = document.querySelector('.app-footer')?.getBoundingClientRect().top ?? 0;
    return footer - element.getBoundingClientRect().bottom;
  });
  expect(gap, 'room between the last card and the tab bar').toBeGreaterThan(40);
  return promos;
}

describe('home app promotions (SPEC §2 Home)', () => {
  it('iPhone Safari: the download bar and the profile button; a closed bar stays closed', async () => {
    for (const width of [320, 390, 430]) {
      const page = await openPhone(browser, 'TY', { width, userAgent: IPHONE_SAFARI });
      await page.goto(url('/m/home'));
      const promos = await showPromos(page, 'Kunin ang app');
      await promos.getByRole('button', { name: 'I-download' }).waitFor();
      await promos.getByRole('link', { name: 'Kunin ang profile' }).waitFor();
      await promos.getByText('Perlas Play: 600+ games, lottery draws every few minutes').waitFor();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
      await screenshot(page, `home-promos-ios-TY-${width}`);
      if (width !== 390) {
        await page.context().close();
        continue;
      }

      await promos.getByRole('button', { name: 'I-download' }).click();
      const sheet = page.getByRole('dialog', { name: /I-download ang Perlas Play app/ });
      await sheet.getByRole('link', { name: 'iPhone at iPad' }).waitFor();
      expect(await sheet.getByRole('link', { name: 'Android (APK)' }).count()).toBe(0);
      await page.waitForTimeout(400);
      await screenshot(page, 'home-promos-ios-sheet-TY');
      await sheet.getByRole('button', { name: 'Isara' }).click();
      await sheet.waitFor({ state: 'hidden' });

      await promos.getByRole('button', { name: 'Isara ang banner ng app' }).click();
      await promos.getByRole('button', { name: 'I-download' }).waitFor({ state: 'detached' });
      await page.reload();
      await showPromos(page, 'Kunin ang app');
      expect(await page.getByRole('button', { name: 'I-download', exact: true }).count()).toBe(0);
      await page.context().close();
    }
  });

  it("iPhone Chrome: Download asks for Safari in a 'notice' alert", async () => {
    const page = await openPhone(browser, 'EN', { userAgent: IPHONE_CHROME });
    await page.goto(url('/m/home'));
    const promos = await showPromos(page, 'Get the app');
    await promos.getByRole('button', { name: 'Download' }).click();
    const alert = page
      .getByRole('dialog')
      .filter({ hasText: 'Please use Safari for download App.' });
    await alert.getByText('Notice').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'home-promos-ios-chrome-alert-EN');
    await page.context().close();
  });

  it('Android Chrome in EN: the download bar with the Android link', async () => {
    for (const width of [320, 430]) {
      const page = await openPhone(browser, 'EN', { width, userAgent: ANDROID_CHROME });
      // Home's content answers late: the bar must not show before the blocks above it are placed.
      await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(url('/m/home'));
      const promos = await showPromos(page, 'Get the app');
      await promos.getByRole('button', { name: 'Download' }).waitFor();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await screenshot(page, `home-promos-android-EN-${width}`);
      await page.context().close();
    }
  });
});
