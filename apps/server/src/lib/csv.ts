/**
 * CSV (RFC 4180) for the console's exports: every cell quoted when it holds a comma, quote or line
 * break, and a text cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR first)
 * prefixed with an apostrophe, so an exported member name cannot run in the operator's sheet.
 */
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const safe = typeof value === 'string' && FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line of `keys`, then one line per row; CRLF line ends, as RFC 4180 has them. */
export function toCsv(keys: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [keys.map(cell).join(',')];
  for (const row of rows) lines.push(keys.map((key) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Minor units as the amount a sheet sums: 123456 → "1234.56", -5 → "-0.05". */
export const minorAsDecimal = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
