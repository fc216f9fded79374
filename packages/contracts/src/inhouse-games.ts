import { fairFloats, fairInt } from './inhouse-fair.js';

/**
 * The rules of the in-house games, shared by the server (which settles bets) and the web (which
 * shows odds and verifies revealed bets). Amounts are integer minor units (bigint on the server's
 * side of the ledger; numbers here, exact below 2^53).
 */

// Dice: a roll of 0.00–99.99 (integer hundredths 0–9999); the player wins under or over a target.

export const DICE_ROLLS = 10_000;
/** Return to player in basis points: a 1 % house edge. */
export const DICE_RTP_BP = 9_900;
/** Win chance bounds, in rolls out of 10,000: 1 % to 98 %. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export const DICE_DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** How many of the 10,000 rolls win: under wins below the target, over wins above it. */
export const diceWinningRolls = (target: number, direction: DiceDirection): number =>
  direction === 'under' ? target : DICE_ROLLS - 1 - target;

export const isDiceTargetAllowed = (target: number, direction: DiceDirection): boolean => {
  const winning = diceWinningRolls(target, direction);
  return Number.isInteger(target) && winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
};

/** The payout multiplier, 4 decimals, floored: 99 % over the win chance. */
export const diceMultiplier = (target: number, direction: DiceDirection): number =>
  Math.floor((DICE_RTP_BP * DICE_ROLLS) / diceWinningRolls(target, direction)) / 10_000;

/** What a winning stake pays back (stake included), floored to the minor unit. */
export const dicePayout = (stake: number, target: number, direction: DiceDirection): number =>
  Math.floor((stake * DICE_RTP_BP) / diceWinningRolls(target, direction));

export const diceRoll = (serverSeed: string, clientSeed: string, nonce: number): number =>
  fairInt(fairFloats(serverSeed, clientSeed, nonce, 1)[0] ?? 0, DICE_ROLLS);

export const diceWins = (roll: number, target: number, direction: DiceDirection): boolean =>
  direction === 'under' ? roll < target : roll > target;

// Slot: three reels, three rows, five lines; three of a kind on a line pays, as do two cherries
// from the left. The strips and the pay table give an RTP of exactly 96 % over the 8,000 stops.

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'gem'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const STRIP_LETTERS: Record<string, SlotSymbol> = {
  c: 'cherry',
  l: 'lemon',
  b: 'bell',
  r: 'bar',
  s: 'seven',
  g: 'gem',
};
const strip = (letters: string): readonly SlotSymbol[] =>
  Array.from(letters, (letter) => STRIP_LETTERS[letter] ?? 'cherry');

export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = [
  strip('clbrclscgblrclbcrlbl'),
  strip('lcbrlcslbrcgblcrlbcl'),
  strip('bclrcblsclrbgclbrlcb'),
];
export const SLOT_ROWS = 3;

/** Rows per reel of each line: middle, top, bottom, then the two diagonals. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Three of a kind on a line, in multiples of the line bet (stake / 5). */
export const SLOT_PAYS: Record<SlotSymbol, number> = {
  cherry: 10,
  lemon: 15,
  bell: 20,
  bar: 40,
  seven: 100,
  gem: 200,
};
/** Two cherries on reels one and two of a line (the third not a cherry). */
export const SLOT_CHERRY_PAIR = 2;

export type SlotLineWin = { line: number; symbol: SlotSymbol; count: number; multiplier: number };

/** The visible symbols, grid[row][reel], of the reels stopped at `stops` (top row positions). */
export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return Array.from({ length: SLOT_ROWS }, (_, row) =>
    SLOT_STRIPS.map((reel, index) => reel[((stops[index] ?? 0) + row) % reel.length] ?? 'cherry'),
  );
}

/** The winning lines of a grid. */
export function slotWins(grid: readonly (readonly SlotSymbol[])[]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => grid[row]?.[reel]);
    if (a === undefined) return;
    if (a === b && b === c) wins.push({ line, symbol: a, count: 3, multiplier: SLOT_PAYS[a] });
    else if (a === 'cherry' && b === 'cherry') {
      wins.push({ line, symbol: a, count: 2, multiplier: SLOT_CHERRY_PAIR });
    }
  });
  return wins;
}

/** What a spin pays back: the line multipliers times the line bet, floored to the minor unit. */
export const slotPayout = (stake: number, wins: readonly SlotLineWin[]): number =>
  Math.floor((stake * wins.reduce((sum, win) => sum + win.multiplier, 0)) / SLOT_LINES.length);

export const slotStops = (serverSeed: string, clientSeed: string, nonce: number): number[] =>
  fairFloats(serverSeed, clientSeed, nonce, SLOT_STRIPS.length).map((float, reel) =>
    fairInt(float, SLOT_STRIPS[reel]?.length ?? 1),
  );
