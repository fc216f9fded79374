import { randomInt } from 'node:crypto';

/**
 * Stroke paths of the digits 0–9 in a 12 × 20 box, drawn by hand. Paths rather than <text>: no
 * font is needed, and the image carries no characters a script could read out of the markup.
 */
const GLYPHS: readonly string[] = [
  'M6 1C0.5 1 0.5 19 6 19C11.5 19 11.5 1 6 1Z',
  'M3 4.5L7 1V19M3.5 19H10.5',
  'M1.5 5.5C1.5 0 10.5 0 10.5 5.5C10.5 9.5 2 13 1.5 19H10.5',
  'M1.5 3C4 0 10.5 0.5 10 5C9.6 8.5 6 9.5 4.5 9.5C7 9.5 11 10.5 10.6 14.5C10 19.5 3 20 1.5 16.5',
  'M8.5 19V1L1 13.5H11',
  'M10 1H2.5L1.8 9C4 7 10.6 7 10.6 13C10.6 19 4 20 1.5 16.5',
  'M9.5 2C4 0 1.5 6 1.5 12C1.5 17 4 19 6.3 19C9.5 19 11 16.5 11 13.5C11 10 8.5 8.5 6.3 8.5C4 8.5 2 10 1.6 12',
  'M1 1H11L4.5 19',
  'M6 9.5C1.5 9 1.5 1 6 1C10.5 1 10.5 9 6 9.5C0.8 10 0.8 19 6 19C11.2 19 11.2 10 6 9.5Z',
  'M10.5 7C10 10 8 11.5 6 11.5C3 11.5 1 9.5 1 6.3C1 3 3 1 6 1C9 1 10.5 3.5 10.5 8C10.5 14 8.5 19 3 18.5',
];

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Light digits on a dark chip: readable on the dark theme and on a light page alike. */
const BACKGROUND = '#1e293b';
const INK = ['#fde68a', '#93c5fd', '#f9a8d4', '#86efac', '#fdba74', '#c4b5fd'];
const NOISE = ['#64748b', '#475569', '#94a3b8'];

/** A uniform number in [min, max) from the CSPRNG, rounded to one decimal for a compact SVG. */
function rand(min: number, max: number): number {
  return Math.round((min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min)) * 10) / 10;
}
const pick = <T>(items: readonly T[]): T | undefined => items[randomInt(0, items.length)];

function noiseCurve(width: number): string {
  const color = pick(NOISE) ?? '#64748b';
  const [y1, y2, c1, c2] = [rand(4, 36), rand(4, 36), rand(-10, 50), rand(-10, 50)];
  return (
    `<path d="M${rand(-5, 10)} ${y1}C${rand(20, 50)} ${c1} ${rand(70, 100)} ${c2} ${rand(110, 125)} ${y2}"` +
    ` stroke="${color}" stroke-width="${width}" fill="none" opacity="0.8"/>`
  );
}

function noiseDot(): string {
  const color = pick(NOISE) ?? '#94a3b8';
  return `<circle cx="${rand(0, CAPTCHA_WIDTH)}" cy="${rand(0, CAPTCHA_HEIGHT)}" r="${rand(0.5, 1.5)}" fill="${color}"/>`;
}

/** One digit in its slot, scaled, rotated and nudged a little so no two images line up. */
function digit(value: string, index: number, count: number): string {
  const path = GLYPHS[Number(value)] ?? '';
  const slot = (CAPTCHA_WIDTH - 16) / count;
  const scale = rand(1.2, 1.4);
  const x = 8 + slot * index + (slot - 12 * scale) / 2 + rand(-1.5, 1.5);
  const y = (CAPTCHA_HEIGHT - 20 * scale) / 2 + rand(-2.5, 2.5);
  const angle = rand(-14, 14);
  const color = INK[randomInt(0, INK.length)] ?? '#fde68a';
  return (
    `<path d="${path}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle} 6 10) scale(${scale})"` +
    ` stroke="${color}" stroke-width="${(2.6 / scale).toFixed(2)}" fill="none"` +
    ` stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** The captcha picture of `code` as an SVG document (120 × 40): noise behind, one line in front. */
export function renderCaptchaSvg(code: string): string {
  const behind = [noiseCurve(1.2), noiseCurve(1), noiseCurve(1.4)];
  const dots = Array.from({ length: 28 }, noiseDot);
  const digits = (code.match(/\d/g) ?? []).map((value, index) => digit(value, index, code.length));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"` +
    ` viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img" aria-label="captcha">` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" rx="6" fill="${BACKGROUND}"/>` +
    [...behind, ...dots, ...digits, noiseCurve(0.8)].join('') +
    `</svg>`
  );
}

/** The SVG as the `data:` URL the client puts in an <img> (SPEC §3: a base64 image in value). */
export const captchaDataUrl = (code: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
