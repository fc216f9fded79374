/**
 * Column and constraint builders the tables share, so each shape is written once. Each call makes a
 * new builder (a column may not be shared between tables). References to one table live in that
 * table's file (merchantRef in merchants.ts, memberRef in members.ts, ledgerTransactionRef in
 * ledger.ts): put here, they would make an import circle with the tables that use these builders.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  jsonb,
  bigserial,
  boolean,
  check,
  index,
  integer,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/** A text in both languages of the site. */
export type TyEnTexts = { TY: string; EN: string };

/** Required TY and EN texts (names, titles, bodies), as jsonb. */
export const tyEnTexts = () => jsonb().$type<TyEnTexts>().notNull();

/** A bigserial primary key, read as a number. */
export const bigId = () => bigserial({ mode: 'number' }).primaryKey();

export const serialId = () => serial().primaryKey();

/** A bigint read as a number: minor units, counters, ids of bigserial rows. */
export const bigNumber = () => bigint({ mode: 'number' });

/** A required amount in minor units. */
export const minorAmount = () => bigNumber().notNull();

/** An amount in minor units that starts at 0 (a running total, a payout not yet known). */
export const zeroMinor = () => bigNumber().notNull().default(0);

/** A point in time (timestamp with time zone); nullable unless chained with .notNull(). */
export const timestampTz = () => timestamp({ withTimezone: true });

/** When the row was written (createdAt, updatedAt, sentAt …): the database's now by default. */
export const stampedNow = () => timestampTz().notNull().defaultNow();

/** A secret that expires and is used at most once (a captcha, an SMS code, a reset link). */
export const expiringOnce = () => ({ expiresAt: timestampTz().notNull(), usedAt: timestampTz() });

export const flag = (initial: boolean) => boolean().notNull().default(initial);

export const sortOrder = () => integer().notNull().default(0);

/** A bigint foreign key to `target`; nullable unless chained with .notNull(). */
export const bigintRef = (target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  bigNumber().references(target, { onDelete });

/** An integer foreign key to `target`; nullable unless chained with .notNull(). */
export const integerRef = (target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer().references(target, { onDelete });

/** CHECK (column IN ('a', 'b', …)). */
export const oneOf = (name: string, column: ExtraConfigColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

type MemberKeyed = Record<'id' | 'memberId' | 'idempotencyKey' | 'createdAt', ExtraConfigColumn>;

/**
 * A member's idempotent request (a bet, an order, a claim …): (member, idempotency key) is unique,
 * so a retry is one request, and the member's list reads newest first by index.
 */
export const memberKeyIndexes = (table: string, t: MemberKeyed) => [
  uniqueIndex(`${table}_key`).on(t.memberId, t.idempotencyKey),
  index(`${table}_member_time`).on(t.memberId, t.createdAt, t.id),
];

/** A member's request with a reference shown to people, unique within the merchant. */
export const memberRequestIndexes = (
  table: string,
  t: MemberKeyed & Record<'merchantId' | 'reference', ExtraConfigColumn>,
) => [...memberKeyIndexes(table, t), unique(`${table}_reference`).on(t.merchantId, t.reference)];

/** The merchant's requests waiting for an operator, oldest first. */
export const pendingIndex = (
  table: string,
  t: Record<'merchantId' | 'createdAt' | 'status', ExtraConfigColumn>,
) =>
  index(`${table}_pending`)
    .on(t.merchantId, t.createdAt)
    .where(sql`${t.status} = 'pending'`);
