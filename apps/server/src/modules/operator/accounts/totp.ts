import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time codes (RFC 6238 over RFC 4226): HMAC-SHA1 of the 30-second step, six
 * digits, as every authenticator app computes them. A code of the step before or after is taken
 * too (a phone's clock drifts), once: the caller keeps the last step used.
 */
const STEP_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32.charAt((value << (5 - bits)) & 31);
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new RangeError('base32: not a base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits, base32 (what the QR code carries). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The step a time falls in. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/** The code of `secret` at `step` (RFC 4226's dynamic truncation). */
export function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step `code` matches at `at` (within the drift), if it is later than `lastStep`; undefined
 * for a wrong code or one already used.
 */
export function matchingStep(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | undefined {
  const now = stepAt(at);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(codeAt(secret, step));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return undefined;
}

/** The otpauth URI an authenticator app reads from the QR code. */
export const otpauthUri = (issuer: string, username: string, secret: string): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${username}`)}?secret=${secret}` +
  `&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
