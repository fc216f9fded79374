/** Pesos typed by an operator (1234.5) in minor units (123450), rounded to the centavo. */
export const pesosToMinor = (pesos: number): number => Math.round(pesos * 100);

/** Minor units as pesos for an input (123450 → 1234.5). */
export const minorToPesos = (minor: number): number => minor / 100;

/** A new key for one request that must not be applied twice (a dialog's opening). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Today's site day (GMT+8) as YYYY-MM-DD, `back` days earlier. */
export function siteDay(back = 0, now = Date.now()): string {
  return new Date(now + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
}
