import { z } from 'zod';
import { Instant, Minor } from './units.js';

/**
 * Responsible gaming (issue 11; SPEC lists no route of its own, the site adds
 * /m/responsibleGaming to the member centre): limits a member sets on their own deposits and
 * losses, a break from play (a time-out or self-exclusion), and a reality check. Amounts are
 * minor units; times are epoch milliseconds.
 *
 * - A limit lowered (or set where there was none) holds at once; raised or removed, the new value
 *   holds only RAISE_DELAY_MS later, so a decision made in the heat of play waits a day.
 * - Periods are the Philippines' calendar: the day from midnight, the week from Monday, the month
 *   from the 1st.
 * - A break cannot be shortened or ended early; it ends every session of the member at once and
 *   refuses deposits, bets and game launches until it is over. The member may still log in to see
 *   their records and withdraw.
 */

export const RESPONSIBLE_GAMING_PATHS = {
  /** GET: the member's limits, break and reality check (ResponsibleGaming). */
  settings: '/wps/member/responsibleGaming',
  /** POST: set or remove one limit (PlayLimitInput). */
  limit: '/wps/member/responsibleGaming/limit',
  /** POST: start a time-out or self-exclusion (PlayBreakInput); GET: the one in force (PlayBreakStatus). */
  break: '/wps/member/responsibleGaming/break',
  /** POST: the reality check's interval (RealityCheckInput). */
  realityCheck: '/wps/member/responsibleGaming/realityCheck',
  /** GET: this session's time and net result, for the reality check (PlaySession). */
  session: '/wps/member/responsibleGaming/session',
} as const;

export const PLAY_LIMIT_KINDS = ['deposit', 'loss'] as const;
export const PlayLimitKind = z.enum(PLAY_LIMIT_KINDS);
export type PlayLimitKind = z.infer<typeof PlayLimitKind>;

export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const PlayLimitPeriod = z.enum(PLAY_LIMIT_PERIODS);
export type PlayLimitPeriod = z.infer<typeof PlayLimitPeriod>;

/** A raised or removed limit holds this long after it was asked for. */
export const RAISE_DELAY_MS = 24 * 60 * 60_000;
/** The largest limit one may set: ₱10,000,000. */
export const PLAY_LIMIT_MAX = 1_000_000_000;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Time-outs the member may pick, from 24 hours to 6 weeks. */
export const TIMEOUT_DURATIONS_MS = {
  '24h': DAY_MS,
  '3d': 3 * DAY_MS,
  '1w': 7 * DAY_MS,
  '2w': 14 * DAY_MS,
  '4w': 28 * DAY_MS,
  '6w': 42 * DAY_MS,
} as const;
export type TimeoutDuration = keyof typeof TIMEOUT_DURATIONS_MS;

/** Self-exclusion, in whole months from now. */
export const EXCLUSION_MONTHS = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 } as const;
export type ExclusionDuration = keyof typeof EXCLUSION_MONTHS;

/** Reality check intervals in minutes; null is off. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;

export const PlayLimit = z.object({
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  /** The limit in force; null when there is none. */
  amount: Minor.nullable(),
  /** A raise or removal waiting to hold: its value (null: no limit) and when it holds. */
  pending: z.object({ amount: z.number().int().nullable(), from: z.number().int() }).nullable(),
  /**
   * This period so far: deposits asked for (pending and approved), or the net loss (stakes less
   * wins and refunds, never shown below 0).
   */
  used: z.number().int(),
  /** When the period starts again. */
  resetsAt: Instant,
});
export type PlayLimit = z.infer<typeof PlayLimit>;

export const PLAY_BREAK_KINDS = ['timeout', 'exclusion'] as const;
export const PlayBreakKind = z.enum(PLAY_BREAK_KINDS);
export type PlayBreakKind = z.infer<typeof PlayBreakKind>;

export const PlayBreak = z.object({ kind: PlayBreakKind, until: z.number().int() });
export type PlayBreak = z.infer<typeof PlayBreak>;

/** GET …/break (PLAY_BREAK_STATUS_PATH): the break in force, or null; zod twin of play-break.ts. */
export const PlayBreakStatus = z.object({ break: PlayBreak.nullable() });
export type PlayBreakStatus = z.infer<typeof PlayBreakStatus>;

/** GET /wps/member/responsibleGaming. */
export const ResponsibleGaming = z.object({
  /** Every kind and period, deposit first, day to month. */
  limits: z.array(PlayLimit),
  /** The break in force, or null. */
  break: PlayBreak.nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type ResponsibleGaming = z.infer<typeof ResponsibleGaming>;

/** POST …/limit: amount null removes the limit (after the raise delay). */
export const PlayLimitInput = z.object({
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  amount: z.number().int().min(100).max(PLAY_LIMIT_MAX).nullable(),
});
export type PlayLimitInput = z.infer<typeof PlayLimitInput>;

/** POST …/break. */
export const PlayBreakInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    duration: z.enum(Object.keys(TIMEOUT_DURATIONS_MS) as [TimeoutDuration, ...TimeoutDuration[]]),
  }),
  z.object({
    kind: z.literal('exclusion'),
    duration: z.enum(Object.keys(EXCLUSION_MONTHS) as [ExclusionDuration, ...ExclusionDuration[]]),
  }),
]);
export type PlayBreakInput = z.infer<typeof PlayBreakInput>;

/** POST …/realityCheck. */
export const RealityCheckInput = z.object({
  minutes: z
    .number()
    .int()
    .refine((minutes) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes), {
      message: 'not an interval on offer',
    })
    .nullable(),
});
export type RealityCheckInput = z.infer<typeof RealityCheckInput>;

/** GET …/session: what the reality check tells. */
export const PlaySession = z.object({
  /** When this session logged in. */
  startedAt: Instant,
  realityCheckMinutes: z.number().int().nullable(),
  /** Stakes since then, and wins + refunds − stakes (negative: a loss). */
  bets: Minor,
  net: Minor,
});
export type PlaySession = z.infer<typeof PlaySession>;
