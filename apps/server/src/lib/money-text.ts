import { randomInt } from 'node:crypto';

const amountFormat = new Intl.NumberFormat('en-PH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Minor units as messages and errors write money: ₱1,234.50. */
export const formatMinor = (symbol: string, minor: number) =>
  `${symbol}${amountFormat.format(minor / 100)}`;

/** Escapes what an operator typed (a rejection's reason) for an inbox message's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** References read aloud and typed into a bank app: no 0/O or 1/I. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A money request's reference: the prefix (PP deposits, PW withdrawals) and 10 characters. */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 10; i += 1)
    code += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return `${prefix}${code}`;
}
