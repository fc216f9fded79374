import type { PromotionKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { depositRequests } from './deposit.js';
import { ledgerTransactions } from './ledger.js';
import { members } from './members.js';
import { merchants } from './merchants.js';

export type PromotionTexts = { TY: string; EN: string };

/**
 * A merchant's promotion (contracts/promotions.ts): its kind, texts in TY and EN (bodies are
 * operator-written HTML, sanitised where shown), period, bonus rule and turnover multiplier.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    kind: text().$type<PromotionKind>().notNull(),
    titles: jsonb().$type<PromotionTexts>().notNull(),
    bodies: jsonb().$type<PromotionTexts>().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    needsApproval: boolean().notNull().default(false),
    percentBp: integer().notNull().default(0),
    cap: bigint({ mode: 'number' }).notNull().default(0),
    fixedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** MISSION: the turnover to bet in a Philippine day (minor units). */
    target: bigint({ mode: 'number' }).notNull().default(0),
    turnoverMultiplier: integer().notNull().default(1),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('promotions_code').on(t.merchantId, t.code),
    check(
      'promotions_kind',
      sql`${t.kind} IN ('FIRST_DEPOSIT', 'DAILY_CHECKIN', 'REFERRAL', 'MISSION')`,
    ),
    check('promotions_period', sql`${t.endAt} IS NULL OR ${t.endAt} > ${t.startAt}`),
  ],
);

export type ParticipationStatus = 'joined' | 'applying' | 'paid' | 'rejected';

/**
 * A member's part in a promotion: one row per (promotion, member, day), where day is the
 * Philippine date for a daily check-in and '' otherwise, so a bonus is paid at most once per key.
 * Status: joined → applying → paid | rejected, or joined → paid; a check-in row is born paid.
 */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    day: text().notNull().default(''),
    status: text().$type<ParticipationStatus>().notNull().default('joined'),
    depositId: bigint({ mode: 'number' }).references(() => depositRequests.id, {
      onDelete: 'restrict',
    }),
    amount: bigint({ mode: 'number' }),
    approved: boolean().notNull().default(false),
    rejectReason: text(),
    transactionId: bigint({ mode: 'number' }).references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('promotion_participations_key').on(t.promotionId, t.memberId, t.day),
    index('promotion_participations_member').on(t.memberId),
    index('promotion_participations_applying')
      .on(t.merchantId, t.joinedAt)
      .where(sql`${t.status} = 'applying'`),
    check(
      'promotion_participations_status',
      sql`${t.status} IN ('joined', 'applying', 'paid', 'rejected')`,
    ),
    check(
      'promotion_participations_paid',
      sql`(${t.status} = 'paid') = (${t.transactionId} IS NOT NULL)`,
    ),
  ],
);
