import { describe, expect, it } from 'vitest';
import { signatureOf, signatureRefusal } from './signature.js';

describe('seamless wallet signatures', () => {
  const body = '{"playerId":"7"}';
  const now = 1_795_000_000_000;
  const timestamp = String(now);
  const good = signatureOf('secret', timestamp, body);
  const check = (signature: string, at = timestamp) =>
    signatureRefusal('secret', { timestamp: at, signature, body }, now);

  it('takes the exact hex HMAC of the timestamp and body, in either case', () => {
    expect(check(good)).toBeUndefined();
    expect(check(good.toUpperCase())).toBeUndefined();
  });

  it('refuses anything else: another key, junk after the digits, a cut one, an old clock', () => {
    expect(check(signatureOf('other', timestamp, body))).toBe('seamless.signature');
    expect(check(`${good}zz`)).toBe('seamless.signature');
    expect(check(`${good}00`)).toBe('seamless.signature');
    expect(check(good.slice(0, 62))).toBe('seamless.signature');
    expect(check(good, 'soon')).toBe('seamless.signature');
    const old = String(now - 10 * 60_000);
    expect(check(signatureOf('secret', old, body), old)).toBe('seamless.expired');
  });
});
