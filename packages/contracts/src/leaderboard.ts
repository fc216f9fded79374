import { z } from 'zod';
import { DAY_MS, siteClock } from './site-calendar.js';
import { Instant, Minor } from './units.js';

/**
 * The weekly leaderboard (SPEC §2 /m/leaderBoard; §7 "not shown"): per merchant, members ranked
 * by their turnover in a Philippine week (Monday 00:00 in Manila to the next Monday, UTC+8).
 *
 * - Turnover is the sum of real stakes placed in the week, by the time they were placed: every
 *   in-house bet, and every lottery bet that was not cancelled or refunded (an open one counts:
 *   its stake has left the wallet).
 * - Free-trial accounts (type 4, play money), test players (type 40) and disabled members never
 *   appear.
 * - Ties: equal turnover ranks the member who reached it first (whose last counted bet of the
 *   week is earlier) first, then the lower member id.
 * - The board shows the top LEADERBOARD_SIZE with masked accounts (`ju***45`, never the whole
 *   account). A rank wins its prize (LEADERBOARD_PRIZES) only with at least
 *   LEADERBOARD_MIN_TURNOVER in the week; a prize does not pass down to the next rank.
 * - After the week, once every lottery bet placed in it has settled (or a day after the week at
 *   the latest), the week is final: its prizes are granted once into the reward centre (source
 *   LEADERBOARD, key `2026-W48`). A refund of a voided draw after that changes no prize.
 */

export const LEADERBOARD_PATHS = {
  /** GET ?board=current|last: the public board (LeaderboardQuery → Leaderboard), cached, ETag. */
  board: '/wps/leaderboard',
  /** GET ?board=current|last: the signed-in member's own standing (LeaderboardMe), never cached. */
  me: '/wps/leaderboard/me',
} as const;

/** This week (live) or last week (final once settled). */
export const LEADERBOARD_BOARDS = ['current', 'last'] as const;
export const LeaderboardBoard = z.enum(LEADERBOARD_BOARDS);
export type LeaderboardBoard = z.infer<typeof LeaderboardBoard>;

/** Members shown, and the last rank that wins a prize. */
export const LEADERBOARD_SIZE = 20;

/** The least turnover (minor units) a member needs in the week to win a prize: ₱1,000. */
export const LEADERBOARD_MIN_TURNOVER = 100_000;

/** Prizes by rank (minor units), best first: each row covers ranks `from`–`to`. */
export const LEADERBOARD_PRIZES: readonly { from: number; to: number; amount: number }[] = [
  { from: 1, to: 1, amount: 588_800 },
  { from: 2, to: 2, amount: 288_800 },
  { from: 3, to: 3, amount: 188_800 },
  { from: 4, to: 10, amount: 58_800 },
  { from: 11, to: 20, amount: 18_800 },
];

/** What a granted prize adds to the turnover requirement, in basis points (10,000 is 1×). */
export const LEADERBOARD_TURNOVER_BP = 10_000;

/**
 * The first week with prizes (ISO key): the week the leaderboard went live. Earlier weeks are
 * ranked from the bets of the time but pay nothing, so a first start never pays for history.
 */
export const LEADERBOARD_FIRST_WEEK = '2026-W48';

/**
 * The prize of `rank` with `turnover` in `week`: 0 off the prize table, under the minimum, or
 * before LEADERBOARD_FIRST_WEEK (keys compare as text: years and weeks are zero-padded).
 */
export function leaderboardPrize(rank: number, turnover: number, week: string): number {
  if (turnover < LEADERBOARD_MIN_TURNOVER || week < LEADERBOARD_FIRST_WEEK) return 0;
  return LEADERBOARD_PRIZES.find((row) => rank >= row.from && rank <= row.to)?.amount ?? 0;
}

/** `julian45` → `ju***45`; short accounts keep their first character alone (`abc` → `a***`). */
export function maskAccount(account: string): string {
  const chars = Array.from(account);
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  return `${chars[0] ?? ''}***`;
}

/**
 * The ISO week (`2026-W48`) of the Philippine week that starts at `startsAt` (epoch ms of a
 * Monday 00:00 in Manila): the year and number of its Thursday.
 */
export function leaderboardWeekKey(startsAt: number): string {
  const thursday = siteClock(startsAt + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  const week = Math.floor(dayOfYear / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const LeaderboardQuery = z.object({ board: LeaderboardBoard.default('current') });
export type LeaderboardQuery = z.input<typeof LeaderboardQuery>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  /** Masked: `ju***45`. */
  account: z.string(),
  /** Minor units. */
  turnover: Minor,
  /** Minor units; 0 when the member's turnover is under the minimum. */
  prize: Minor,
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** GET /wps/leaderboard. */
export const Leaderboard = z.object({
  board: LeaderboardBoard,
  /** ISO week: 2026-W48. */
  week: z.string(),
  /** The week's start and end (exclusive), epoch ms. */
  startsAt: Instant,
  endsAt: Instant,
  /** The week is over and its prizes granted: the board no longer changes. */
  isFinal: z.boolean(),
  /** Members with turnover in the week (on the board or not). */
  players: z.number().int(),
  /** The top LEADERBOARD_SIZE, best first. */
  entries: z.array(LeaderboardEntry),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

/** GET /wps/leaderboard/me: the caller's own standing in the board's week. */
export const LeaderboardMe = z.object({
  board: LeaderboardBoard,
  week: z.string(),
  /** 1–LEADERBOARD_SIZE on the board; null when not on it. */
  rank: z.number().int().nullable(),
  /** Among every member with turnover (beyond the board too); null without turnover. */
  position: z.number().int().nullable(),
  turnover: Minor,
  /** What the rank wins (0 for none, or under the minimum). */
  prize: Minor,
  /** Turnover still needed to reach rank LEADERBOARD_SIZE; null when on the board. */
  toBoard: z.number().int().nullable(),
  /** Turnover still needed to reach LEADERBOARD_MIN_TURNOVER; 0 when reached. */
  toQualify: Minor,
});
export type LeaderboardMe = z.infer<typeof LeaderboardMe>;
