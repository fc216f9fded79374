import type { PlayBreakKind, PlayLimitKind, PlayLimitPeriod } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigId, bigNumber, timestampTz, stampedNow, oneOf } from './columns.js';
import { memberRef } from './members.js';

/**
 * A member's own limit on deposits or losses over a period. `amount` is in force (null: none);
 * a raise or removal waits as `pending_amount` (null: removal) until `pending_from`, and is
 * read as in force from then on (the row is brought up to date at the next change).
 */
export const playLimits = pgTable(
  'play_limits',
  {
    memberId: memberRef('cascade'),
    kind: text().$type<PlayLimitKind>().notNull(),
    period: text().$type<PlayLimitPeriod>().notNull(),
    amount: bigNumber(),
    pendingAmount: bigNumber(),
    pendingFrom: timestampTz(),
    updatedAt: stampedNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    oneOf('play_limits_kind', t.kind, ['deposit', 'loss']),
    oneOf('play_limits_period', t.period, ['day', 'week', 'month']),
    check('play_limits_amount', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
    check('play_limits_pending', sql`${t.pendingAmount} IS NULL OR ${t.pendingAmount} > 0`),
    check(
      'play_limits_pending_from',
      sql`${t.pendingAmount} IS NULL OR ${t.pendingFrom} IS NOT NULL`,
    ),
  ],
);

/** A time-out or self-exclusion: no deposits, bets or launches from `starts_at` to `ends_at`. */
export const playBreaks = pgTable(
  'play_breaks',
  {
    id: bigId(),
    memberId: memberRef('cascade'),
    kind: text().$type<PlayBreakKind>().notNull(),
    startsAt: timestampTz().notNull(),
    endsAt: timestampTz().notNull(),
  },
  (t) => [
    index('play_breaks_member_end').on(t.memberId, t.endsAt),
    oneOf('play_breaks_kind', t.kind, ['timeout', 'exclusion']),
    check('play_breaks_span', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's reality check: a reminder of time and net result every `reality_check_minutes`. */
export const playSettings = pgTable(
  'play_settings',
  {
    memberId: memberRef('cascade').primaryKey(),
    realityCheckMinutes: integer(),
    updatedAt: stampedNow(),
  },
  (t) => [
    check(
      'play_settings_reality_check',
      sql`${t.realityCheckMinutes} IS NULL OR ${t.realityCheckMinutes} > 0`,
    ),
  ],
);
