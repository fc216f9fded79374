import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { captchaDataUrl } from '../apps/server/src/modules/verification/captcha-image';
import { readCaptcha } from './captcha';

/** The solver the journeys rely on, checked offline: no browser, just the server's renderer. */
describe('captcha solver', () => {
  it('reads 200 random captchas', () => {
    const misses: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const code = Array.from({ length: 6 }, () => String(randomInt(0, 10))).join('');
      const read = readCaptcha(captchaDataUrl(code));
      if (read !== code) misses.push(`${code} read as ${read}`);
    }
    expect(misses).toEqual([]);
  });
});
