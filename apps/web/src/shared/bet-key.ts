/**
 * A bet's idempotency key: one per tap, kept through the mutation's retries so a bet whose answer
 * was lost is answered, not placed twice. getRandomValues works without a secure context.
 */
export function newBetKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
