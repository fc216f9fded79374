import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_WINDOW_MS, signedText } from '@app/contracts';

/** The hex HMAC-SHA256 a provider signs a call with (contracts/seamless-wallet.ts). */
export const signatureOf = (secret: string, timestamp: string, body: string): string =>
  createHmac('sha256', secret).update(signedText(timestamp, body)).digest('hex');

/**
 * Why a call's signature is refused, or undefined when it is good: the timestamp must be epoch
 * milliseconds within the window of `now`, and the signature the HMAC of that timestamp and the
 * exact body (compared in constant time).
 */
export function signatureRefusal(
  secret: string,
  call: { timestamp: string | undefined; signature: string | undefined; body: string },
  now: number,
): 'seamless.signature' | 'seamless.expired' | undefined {
  const { timestamp, signature } = call;
  if (!timestamp || !/^\d{1,15}$/.test(timestamp)) return 'seamless.signature';
  // Exactly 64 hex digits: Buffer.from(…, 'hex') would stop quietly at the first other character.
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return 'seamless.signature';
  const expected = Buffer.from(signatureOf(secret, timestamp, call.body), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'seamless.signature';
  }
  return Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS ? 'seamless.expired' : undefined;
}
