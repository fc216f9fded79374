const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', VND: '₫' };

/** Minor units as the player reads money: ₱1,234.50. */
export function formatMoney(minor: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  const sign = minor < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(minor) / 100).toLocaleString('en-US');
  const cents = String(Math.abs(minor) % 100).padStart(2, '0');
  return `${sign}${symbol}${whole}.${cents}`;
}
