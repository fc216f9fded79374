/**
 * The lottery's number formats (zod-free, shared by the server's draw engine and the web's
 * lobby, betting and "how to verify" pages). A winning number is written as its prize tiers'
 * numbers in tier order, comma-separated (the special prize first), with an optional `~` part:
 * the fast games' sum. SPEC §3: the lobby shows the part before `~`, and of a comma-separated
 * number only the first group, digit by digit.
 */

/** One prize tier: `count` numbers of `digits` digits each. */
export type PrizeTier = { tier: string; count: number; digits: number };
export type NumberFormat = {
  /** In the written order; the first tier's first number is the special prize. */
  tiers: readonly PrizeTier[];
  /** Whether `~<sum of the digits>` follows (the fast games). */
  sum: boolean;
};

/** Prize tiers in written order, each: [tier, count, digits]. */
const tiers = (...rows: [tier: string, count: number, digits: number][]): PrizeTier[] =>
  rows.map(([tier, count, digits]) => ({ tier, count, digits }));

/**
 * D5: five digits 0–9 (the fast games, e.g. `31415~14`). VN_NORTH: Miền Bắc's 27 numbers (a
 * 5-digit special prize). VN_SOUTH: Miền Nam / Miền Trung's 18 numbers (a 6-digit special prize).
 */
export const NUMBER_FORMATS = {
  D5: { tiers: tiers(['D5', 1, 5]), sum: true },
  // prettier-ignore
  VN_NORTH: {
    tiers: tiers(
      ['DB', 1, 5], ['G1', 1, 5], ['G2', 2, 5], ['G3', 6, 5],
      ['G4', 4, 4], ['G5', 6, 4], ['G6', 3, 3], ['G7', 4, 2],
    ),
    sum: false,
  },
  // prettier-ignore
  VN_SOUTH: {
    tiers: tiers(
      ['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5],
      ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2],
    ),
    sum: false,
  },
} as const satisfies Record<string, NumberFormat>;

export const NUMBER_FORMAT_CODES = ['D5', 'VN_NORTH', 'VN_SOUTH'] as const;
export type NumberFormatCode = (typeof NUMBER_FORMAT_CODES)[number];

/** The fast games' format: position and sum bets. The others are regional (VN) draws. */
export const isFastFormat = (format: NumberFormatCode): boolean => format === 'D5';

/** Digits per number, in the written order (27 entries for VN_NORTH). */
export function numberLengths(format: NumberFormatCode): number[] {
  return NUMBER_FORMATS[format].tiers.flatMap((tier) =>
    Array.from({ length: tier.count }, () => tier.digits),
  );
}

/** How many digits a draw of `format` takes from the fair stream. */
export const digitCount = (format: NumberFormatCode): number =>
  numberLengths(format).reduce((sum, digits) => sum + digits, 0);

/** A winning number read back: its numbers in the written order and, for D5, the digit sum. */
export type WinningNumbers = { numbers: string[]; sum: number | null };

/** Writes `digits` (0–9, digitCount of them) as the format's winning number. */
export function formatWinningNumber(format: NumberFormatCode, digits: readonly number[]): string {
  const numbers: string[] = [];
  let at = 0;
  for (const length of numberLengths(format)) {
    numbers.push(digits.slice(at, at + length).join(''));
    at += length;
  }
  const text = numbers.join(',');
  if (!NUMBER_FORMATS[format].sum) return text;
  return `${text}~${digits.reduce((sum, digit) => sum + digit, 0)}`;
}

/** Reads a winning number; undefined when it is not one of `format`. */
export function parseWinningNumber(
  format: NumberFormatCode,
  text: string,
): WinningNumbers | undefined {
  const [body = '', sumPart, ...rest] = text.split('~');
  const numbers = body.split(',');
  const lengths = numberLengths(format);
  if (rest.length > 0 || numbers.length !== lengths.length) return undefined;
  if (numbers.some((number, i) => !/^\d+$/.test(number) || number.length !== lengths[i])) {
    return undefined;
  }
  if (!NUMBER_FORMATS[format].sum)
    return sumPart === undefined ? { numbers, sum: null } : undefined;
  const sum = Array.from(numbers.join(''), Number).reduce((total, digit) => total + digit, 0);
  return sumPart === String(sum) ? { numbers, sum } : undefined;
}

/** SPEC §3: what the lobby shows of a winning number, digit by digit (the special prize). */
export function shownDigits(winningNumber: string): string[] {
  const beforeTilde = winningNumber.split('~', 1)[0] ?? '';
  return Array.from(beforeTilde.split(',', 1)[0] ?? '');
}
