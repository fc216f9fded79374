import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_SCALE,
  CAPTCHA_WIDTH,
  captchaDataUrl,
  renderCaptchaPng,
} from './captcha-image.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const [WIDTH, HEIGHT] = [CAPTCHA_WIDTH * CAPTCHA_SCALE, CAPTCHA_HEIGHT * CAPTCHA_SCALE];

type Chunk = { type: string; data: Buffer };

/** The chunks of a PNG, in order. */
function chunks(png: Buffer): Chunk[] {
  const found: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return found;
}

/** The RGB pixels of one of our indexed PNGs (filter type 0 on every row). */
function pixels(png: Buffer): Uint8Array {
  const all = chunks(png);
  const palette = all.find((chunk) => chunk.type === 'PLTE')?.data ?? Buffer.alloc(0);
  const idat = Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const rows = inflateSync(idat);
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    expect(rows[y * (WIDTH + 1)]).toBe(0);
    for (let x = 0; x < WIDTH; x += 1) {
      const index = rows[y * (WIDTH + 1) + 1 + x] ?? 0;
      rgb.set(palette.subarray(index * 3, index * 3 + 3), (y * WIDTH + x) * 3);
    }
  }
  return rgb;
}

const decode = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
const randomCode = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

describe('captcha image', () => {
  it('is a PNG data URL, 240 × 80 pixels for a 120 × 40 CSS box', () => {
    const url = captchaDataUrl('407139');
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = decode(url);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const [header] = chunks(png);
    expect(header?.type).toBe('IHDR');
    expect(header?.data.readUInt32BE(0)).toBe(WIDTH);
    expect(header?.data.readUInt32BE(4)).toBe(HEIGHT);
    expect(chunks(png).map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  });

  it('holds pixels only: no SVG, path data, text or the code in its bytes', () => {
    for (let i = 0; i < 20; i += 1) {
      const code = randomCode();
      const png = decode(captchaDataUrl(code));
      const text = png.toString('latin1');
      // (exact strings: any 4 random bytes of compressed data match a looser pattern too often)
      for (const markup of ['<svg', '<path', '<text', 'viewBox'])
        expect(text).not.toContain(markup);
      expect(text).not.toContain(code);
      expect(chunks(png).map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    }
  });

  it('draws the same code differently every time, down to the pixels', () => {
    const [first, second] = [renderCaptchaPng('000000'), renderCaptchaPng('000000')];
    expect(first.equals(second)).toBe(false);
    const [a, b] = [pixels(first), pixels(second)];
    let differing = 0;
    for (let i = 0; i < a.length; i += 3)
      if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) differing += 1;
    // far more than speckles: the digits themselves move, turn and bend
    expect(differing).toBeGreaterThan(WIDTH * HEIGHT * 0.1);
  });

  it('shows light digits on the dark chip: plenty of bright pixels, a dark majority', () => {
    const rgb = pixels(renderCaptchaPng('888888'));
    const luma = (i: number) =>
      0.2126 * (rgb[i] ?? 0) + 0.7152 * (rgb[i + 1] ?? 0) + 0.0722 * (rgb[i + 2] ?? 0);
    let [bright, dark] = [0, 0];
    for (let i = 0; i < rgb.length; i += 3) {
      if (luma(i) > 170) bright += 1;
      if (luma(i) < 60) dark += 1;
    }
    expect(bright).toBeGreaterThan(WIDTH * HEIGHT * 0.08);
    expect(dark).toBeGreaterThan(WIDTH * HEIGHT * 0.5);
  });

  it('stays small and quick: under 8 kB and a few milliseconds a picture', () => {
    renderCaptchaPng(randomCode());
    const started = performance.now();
    const sizes = Array.from({ length: 40 }, () => renderCaptchaPng(randomCode()).length);
    const perImage = (performance.now() - started) / sizes.length;
    expect(Math.max(...sizes)).toBeLessThan(8_192);
    // generous for slow CI machines; about 4 ms on a laptop
    expect(perImage).toBeLessThan(50);
  });
});
