import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSeedBox, sealContext } from './seed-box.js';

describe('seed box (AES-256-GCM)', () => {
  const seed = randomBytes(32).toString('hex');
  const box = createSeedBox(randomBytes(32));
  const draw = sealContext(7, '20261124-0721');

  it('seals a seed so that its text appears nowhere, and opens it with the same key and draw', () => {
    const sealed = box.seal(seed, draw);
    expect(sealed).not.toContain(seed);
    expect(sealed).not.toContain(Buffer.from(seed, 'hex').toString('base64url'));
    expect(box.seal(seed, draw)).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed, draw)).toBe(seed);
  });

  it('refuses another key, another draw and any changed byte', () => {
    const sealed = box.seal(seed, draw);
    expect(() => createSeedBox(randomBytes(32)).open(sealed, draw)).toThrow(
      /same LOTTERY_SEED_KEY/,
    );
    expect(() => box.open(sealed, sealContext(7, '20261124-0722'))).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), draw)).toThrow();
  });
});
