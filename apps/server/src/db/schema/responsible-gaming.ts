import type { PlayBreakKind, PlayLimitKind, PlayLimitPeriod } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * A member's own limit on deposits or losses over a period. `amount` is in force (null: none);
 * a raise or removal waits as `pending_amount` (null: removal) until `pending_from`, and is
 * read as in force from then on (the row is brought up to date at the next change).
 */
export const playLimits = pgTable(
  'play_limits',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text().$type<PlayLimitKind>().notNull(),
    period: text().$type<PlayLimitPeriod>().notNull(),
    amount: bigint({ mode: 'number' }),
    pendingAmount: bigint({ mode: 'number' }),
    pendingFrom: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('play_limits_kind', sql`${t.kind} IN ('deposit', 'loss')`),
    check('play_limits_period', sql`${t.period} IN ('day', 'week', 'month')`),
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
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text().$type<PlayBreakKind>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('play_breaks_member_end').on(t.memberId, t.endsAt),
    check('play_breaks_kind', sql`${t.kind} IN ('timeout', 'exclusion')`),
    check('play_breaks_span', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's reality check: a reminder of time and net result every `reality_check_minutes`. */
export const playSettings = pgTable(
  'play_settings',
  {
    memberId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    realityCheckMinutes: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'play_settings_reality_check',
      sql`${t.realityCheckMinutes} IS NULL OR ${t.realityCheckMinutes} > 0`,
    ),
  ],
);
