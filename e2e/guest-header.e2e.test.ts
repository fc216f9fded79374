import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPhone, screenshot, url } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const BUTTONS: Record<'TY' | 'EN', readonly string[]> = {
  TY: ['Mag-log in', 'Magrehistro'],
  EN: ['Log in', 'Register'],
};

describe('guest header on narrow phones (SPEC §2 Page frame)', () => {
  it.each(['TY', 'EN'] as const)(
    'keeps the site name whole beside login and register at 320, 360 and 390 px in %s',
    async (lang) => {
      for (const width of [320, 360, 390]) {
        const page = await openPhone(browser, lang, { width });
        await page.goto(url('/m/home'));
        const header = page.getByRole('banner');
        for (const name of BUTTONS[lang]) await header.getByRole('link', { name }).waitFor();
        await header.getByText('Perlas Play').waitFor();
        const seen = await header.evaluate((banner, names) => {
          const brand = banner.querySelector<HTMLElement>('.brand-name');
          const links = [...banner.querySelectorAll<HTMLElement>('a')].filter((a) =>
            names.includes(a.textContent.trim()),
          );
          return {
            sideways: document.documentElement.scrollWidth - window.innerWidth,
            nameCut: brand
              ? brand.scrollWidth > brand.clientWidth || brand.scrollHeight > brand.clientHeight
              : true,
            nameText: brand?.textContent,
            buttons: links.map((a) => {
              const box = a.getBoundingClientRect();
              return { name: a.textContent, inside: box.left >= 0 && box.right <= innerWidth };
            }),
          };
        }, BUTTONS[lang]);
        const where = `${lang} ${width}px`;
        expect(seen.sideways, where).toBeLessThanOrEqual(0);
        expect(seen.nameCut, where).toBe(false);
        expect(seen.nameText, where).toBe('Perlas Play');
        expect(seen.buttons, where).toHaveLength(2);
        for (const button of seen.buttons)
          expect(button.inside, `${where} ${button.name}`).toBe(true);
        await screenshot(page, `guest-header-${lang}-${width}`);
        await page.context().close();
      }
    },
  );
});
