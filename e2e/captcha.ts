import type { Page } from 'playwright-core';
import { renderCaptchaSvg } from '../apps/server/src/modules/verification/captcha-image';

/**
 * Reads the digits of a captcha picture as a person would, by matching each digit's strokes to
 * the server's own glyphs (the picture has no text in it for a script to read).
 */
const DIGIT_PATH = /<path d="([^"]+)" transform="translate\(/g;
const strokes = (svg: string) => [...svg.matchAll(DIGIT_PATH)].map((match) => match[1]);

const GLYPH_DIGITS = new Map(
  Array.from({ length: 10 }, (_, digit) => [strokes(renderCaptchaSvg(String(digit)))[0], digit]),
);

export function readCaptcha(dataUrl: string): string {
  const svg = Buffer.from(
    dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''),
    'base64',
  ).toString();
  return strokes(svg)
    .map((path) => {
      const digit = GLYPH_DIGITS.get(path);
      if (digit === undefined) throw new Error('unknown captcha glyph');
      return String(digit);
    })
    .join('');
}

/** Types the captcha shown on the page into its field. */
export async function solveCaptcha(page: Page, field: ReturnType<Page['getByLabel']>) {
  const image = page.locator('.auth-captcha img');
  await image.waitFor();
  const src = await image.getAttribute('src');
  if (!src) throw new Error('captcha picture has no source');
  await field.fill(readCaptcha(src));
}
