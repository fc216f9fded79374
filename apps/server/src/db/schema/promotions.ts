import type { PromotionKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  bigId,
  bigNumber,
  zeroMinor,
  timestampTz,
  stampedNow,
  flag,
  sortOrder,
  bigintRef,
  integerRef,
  oneOf,
  tyEnTexts,
} from './columns.js';
import { depositRequests } from './deposit.js';
import { optionalLedgerTransactionRef } from './ledger.js';
import { memberRef } from './members.js';
import { merchantRef, merchantOwnedRow } from './merchants.js';

/**
 * A merchant's promotion (contracts/promotions.ts): its kind, texts in TY and EN (bodies are
 * operator-written HTML, sanitised where shown), period, bonus rule and turnover multiplier.
 */
export const promotions = pgTable(
  'promotions',
  {
    ...merchantOwnedRow(),
    code: text().notNull(),
    kind: text().$type<PromotionKind>().notNull(),
    titles: tyEnTexts(),
    bodies: tyEnTexts(),
    startAt: timestampTz().notNull(),
    endAt: timestampTz(),
    enabled: flag(true),
    needsApproval: flag(false),
    percentBp: integer().notNull().default(0),
    cap: zeroMinor(),
    fixedAmount: zeroMinor(),
    /** MISSION: the turnover to bet in a Philippine day (minor units). */
    target: zeroMinor(),
    turnoverMultiplier: integer().notNull().default(1),
    sortOrder: sortOrder(),
    createdAt: stampedNow(),
  },
  (t) => [
    unique('promotions_code').on(t.merchantId, t.code),
    oneOf('promotions_kind', t.kind, ['FIRST_DEPOSIT', 'DAILY_CHECKIN', 'REFERRAL', 'MISSION']),
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
    id: bigId(),
    merchantId: merchantRef(),
    promotionId: integerRef(() => promotions.id, 'cascade').notNull(),
    memberId: memberRef('restrict'),
    day: text().notNull().default(''),
    status: text().$type<ParticipationStatus>().notNull().default('joined'),
    depositId: bigintRef(() => depositRequests.id, 'restrict'),
    amount: bigNumber(),
    /** The promotion's wagering multiple when the amount was fixed: a claim waiting for approval is paid on the terms it was made under. */
    turnoverMultiplier: integer(),
    approved: flag(false),
    rejectReason: text(),
    /** The member's note to the staff with a claim waiting for approval (contracts PromotionComment). */
    comment: text(),
    transactionId: optionalLedgerTransactionRef(),
    joinedAt: stampedNow(),
    decidedAt: timestampTz(),
  },
  (t) => [
    unique('promotion_participations_key').on(t.promotionId, t.memberId, t.day),
    index('promotion_participations_member').on(t.memberId),
    index('promotion_participations_applying')
      .on(t.merchantId, t.joinedAt)
      .where(sql`${t.status} = 'applying'`),
    oneOf('promotion_participations_status', t.status, ['joined', 'applying', 'paid', 'rejected']),
    check(
      'promotion_participations_comment',
      sql`${t.comment} IS NULL OR char_length(${t.comment}) BETWEEN 1 AND 140`,
    ),
    check(
      'promotion_participations_paid',
      sql`(${t.status} = 'paid') = (${t.transactionId} IS NOT NULL)`,
    ),
  ],
);
