import { OperatorFeedbackPage } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodePng } from '../apps/server/src/lib/png';
import { DEMO, logInUi } from './account-helpers';
import { button, input, still } from './auth-helpers';
import { launch, openPhone, screenshot, url } from './browser';

type Upload = { name: string; mimeType: string; buffer: Buffer };

/**
 * A small "screenshot" of a phone screen: a navy-to-indigo page, a gold header bar and a few
 * cards in `accent`, so the thumbnails look like what members attach.
 */
function phoneShot(name: string, accent: readonly [number, number, number]): Upload {
  const [width, height] = [120, 210];
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = y / height;
      let pixel: readonly number[] = [11 + 20 * t, 16 + 18 * t, 38 + 60 * t];
      if (y < 18) pixel = [243, 199, 79];
      const inCard =
        x > 10 && x < width - 10 && [30, 80, 130].some((top) => y > top && y < top + 38);
      if (inCard) pixel = x < 40 ? accent : [34, 46, 102];
      rgb.set(pixel.map(Math.round), (y * width + x) * 3);
    }
  }
  return { name, mimeType: 'image/png', buffer: encodePng(width, height, rgb) };
}

/** GIF89a bytes named .png and declared image/png: the page and the server read the bytes. */
const GIF_AS_PNG: Upload = {
  name: 'screenshot.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0x3b])]),
};

const TEXTS = {
  TY: {
    login: 'Mag-log in',
    title: 'Ibahagi ang iyong puna',
    message: 'Ang iyong mensahe',
    add: 'Magdagdag ng larawan',
    send: 'Ipadala ang puna',
    sent: 'Salamat sa iyong puna! Natanggap na namin ito.',
    gif: 'PNG o JPG na larawan lang ang puwedeng i-attach',
    content:
      'Nag-deposit ako sa GCash kagabi pero mga 20 minuto bago pumasok sa wallet. Nasa screenshot ang resibo at ang balance.',
  },
  EN: {
    login: 'Log in',
    title: 'Share your feedback',
    message: 'Your message',
    add: 'Add an image',
    send: 'Send feedback',
    sent: "Thanks for your feedback! We've received it.",
    gif: 'Only PNG or JPG images can be attached',
    content:
      'The lottery lobby took a long time to load last night. The screenshots show the spinner and the empty list.',
  },
} as const;
type Language = keyof typeof TEXTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A phone signed in as the demo member, on /m/feedback. */
async function openFeedback(language: Language, width = 390): Promise<Page> {
  const page = await openPhone(browser, language, { width });
  await logInUi(page, DEMO.password, TEXTS[language].login);
  await page.goto(url('/m/feedback'));
  await page.getByRole('heading', { name: TEXTS[language].title }).waitFor();
  return page;
}

/** The newest feedback of DEMO, as the operator reads it. */
async function newestFeedback() {
  const response = await fetch(url('/operator/merchants/DEMO/feedback?pageSize=1'), {
    headers: { Authorization: `Bearer ${inject('operatorToken')}` },
  });
  const body = (await response.json()) as { value: unknown };
  return OperatorFeedbackPage.parse(body.value).list[0];
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('feedback in Chromium at phone size', () => {
  for (const language of ['TY', 'EN'] as const) {
    it(`sends feedback with two images (${language})`, async () => {
      const texts = TEXTS[language];
      const page = await openFeedback(language);
      await still(page, `feedback-${language}`);

      await input(page, texts.message).fill(texts.content);
      await page
        .getByLabel(texts.add)
        .setInputFiles([
          phoneShot('deposit.png', [243, 199, 79]),
          phoneShot('wallet.png', [80, 200, 140]),
        ]);
      await page.getByRole('img', { name: 'Screenshot 2' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `feedback-filled-${language}`);

      const answer = page.waitForResponse((response) => response.url().endsWith('/wps/feedback'));
      await button(page, texts.send).click();
      expect((await answer).status()).toBe(200);
      await page.getByText(texts.sent).waitFor();
      await screenshot(page, `feedback-sent-${language}`);
      expect(await input(page, texts.message).inputValue()).toBe('');
      expect(await page.getByRole('img', { name: /Screenshot/ }).count()).toBe(0);

      const stored = await newestFeedback();
      expect(stored).toMatchObject({ account: DEMO.username, content: texts.content, language });
      expect(stored?.images.map((image) => image.mimeType)).toEqual(['image/png', 'image/png']);
      await page.context().close();
    });

    it(`refuses a GIF renamed .png, on the page and on the server (${language})`, async () => {
      const texts = TEXTS[language];
      const page = await openFeedback(language);
      await input(page, texts.message).fill(texts.content);
      await page.getByLabel(texts.add).setInputFiles([GIF_AS_PNG]);
      await page.getByText(texts.gif).waitFor();
      expect(await page.getByRole('img', { name: /Screenshot/ }).count()).toBe(0);
      await screenshot(page, `feedback-gif-refused-${language}`);

      // The server reads the bytes too: the same file sent past the page is refused, naming the field.
      const refused = await page.evaluate(
        async ({ bytes, content }) => {
          const session = JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
            token: string;
            merchantCode: string;
          };
          const form = new FormData();
          form.append('content', content);
          form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
          const response = await fetch('/wps/feedback', {
            method: 'PUT',
            body: form,
            headers: {
              Authorization: session.token,
              Merchant: session.merchantCode,
              Language: document.documentElement.lang.startsWith('en') ? 'EN' : 'TY',
            },
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        { bytes: [...GIF_AS_PNG.buffer], content: texts.content },
      );
      // The answer also carries its message's values (params), to be said again in another language.
      expect(refused).toMatchObject({
        status: 400,
        body: { success: false, code: 'feedback.image.type', field: 'images', message: texts.gif },
      });
      await page.context().close();
    });
  }

  it('looks whole at 320, 390 and 430 px with three screenshots', async () => {
    for (const language of ['TY', 'EN'] as const) {
      for (const width of [320, 390, 430]) {
        const page = await openFeedback(language, width);
        await input(page, TEXTS[language].message).fill(TEXTS[language].content);
        await page
          .getByLabel(TEXTS[language].add)
          .setInputFiles([
            phoneShot('a.png', [243, 199, 79]),
            phoneShot('b.png', [80, 200, 140]),
            phoneShot('c.png', [230, 90, 110]),
          ]);
        await page.getByRole('img', { name: 'Screenshot 3' }).waitFor();
        // Three picked: the add tile steps aside.
        expect(await page.getByLabel(TEXTS[language].add).count()).toBe(0);
        expect(await horizontalOverflow(page)).toBe(0);
        // The top of the page, then its end (the frame's footer stays fixed over the page).
        await screenshot(page, `feedback-${width}-${language}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await screenshot(page, `feedback-${width}-${language}-end`);
        await page.context().close();
      }
    }
  });
});
