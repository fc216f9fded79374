import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaDataUrl,
  renderCaptchaSvg,
} from './captcha-image.js';

describe('captcha image', () => {
  it('draws each digit as a path, with no text a script could read', () => {
    const svg = renderCaptchaSvg('40713');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"`);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('40713');
    // 5 digits + 4 noise curves, and dots.
    expect(svg.match(/<path /g)).toHaveLength(9);
    expect(svg.match(/<circle /g)?.length).toBeGreaterThan(10);
  });

  it('draws the same code differently every time', () => {
    expect(renderCaptchaSvg('1234')).not.toBe(renderCaptchaSvg('1234'));
  });

  it('returns a base64 SVG data URL', () => {
    const url = captchaDataUrl('982650');
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(url.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
    expect(svg.match(/<path /g)).toHaveLength(10);
  });
});
