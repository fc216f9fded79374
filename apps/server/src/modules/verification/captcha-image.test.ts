import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  GLYPHS,
  captchaDataUrl,
  renderCaptchaSvg,
} from './captcha-image.js';

const INK = ['#fde68a', '#93c5fd', '#f9a8d4', '#86efac', '#fdba74', '#c4b5fd'];
const paths = (svg: string) => [...svg.matchAll(/<path d="([^"]+)"([^>]*)\/>/g)];
/** Digit and decoy strokes: the paths drawn in an ink colour. */
const inkPaths = (svg: string) =>
  paths(svg)
    .filter((match) => INK.some((colour) => match[2]?.includes(`stroke="${colour}"`)))
    .map((match) => match[1] ?? '');

describe('captcha image', () => {
  it('draws each digit as a path, with no text a script could read', () => {
    const svg = renderCaptchaSvg('40713');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"`);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('transform');
    expect(svg).not.toContain('40713');
    // 5 digits + 2–3 decoys + 3–2 noise curves behind + 1 in front, and dots.
    expect(svg.match(/<path /g)).toHaveLength(11);
    expect(svg.match(/<circle /g)?.length).toBeGreaterThan(10);
  });

  it('renders exactly one path per digit of a 6-digit code, plus 2–3 decoys in ink colours', () => {
    for (let i = 0; i < 50; i += 1) {
      const code = String(100_000 + Math.floor(Math.random() * 900_000));
      const svg = renderCaptchaSvg(code);
      // digits + 6 filler paths (decoys and noise curves always add up to 6)
      expect(svg.match(/<path /g)).toHaveLength(12);
      expect(inkPaths(svg).length).toBeGreaterThanOrEqual(8);
      expect(inkPaths(svg).length).toBeLessThanOrEqual(9);
    }
  });

  it('draws the same code differently every time', () => {
    expect(renderCaptchaSvg('1234')).not.toBe(renderCaptchaSvg('1234'));
    expect(renderCaptchaSvg('000000')).not.toBe(renderCaptchaSvg('000000'));
  });

  it('never copies a glyph, nor repeats a digit path between images', () => {
    for (let digit = 0; digit < 10; digit += 1) {
      const first = inkPaths(renderCaptchaSvg(String(digit)));
      const second = new Set(inkPaths(renderCaptchaSvg(String(digit))));
      for (const d of first) {
        expect(GLYPHS).not.toContain(d);
        expect(second.has(d)).toBe(false);
      }
    }
  });

  it('uses absolute move, line and cubic commands only, with no transform', () => {
    const svg = renderCaptchaSvg('8642097531');
    for (const [, d, attributes] of paths(svg)) {
      expect(d).toMatch(/^M[-\d. ]+(?:[LCM][-\d. ]+)*$/);
      expect(attributes).not.toContain('transform');
    }
  });

  it('splits segments at random, so the command sequence varies too', () => {
    const commands = (svg: string) =>
      inkPaths(svg)
        .map((d) => d.replace(/[^MLC]/g, ''))
        .sort()
        .join(',');
    const seen = new Set(Array.from({ length: 10 }, () => commands(renderCaptchaSvg('38'))));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('returns a base64 SVG data URL', () => {
    const url = captchaDataUrl('982650');
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(url.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
    expect(svg.match(/<path /g)).toHaveLength(12);
  });
});
