import { z } from 'zod';
import { OPERATOR_PREFIX, OperatorMerchantParams } from './operator.js';
import { ResponsibleGaming } from './responsible-gaming.js';
import { text } from './text.js';
import { Instant, Minor } from './units.js';

/**
 * The operator's members and agents (issue 29): search, detail, lock and unlock, sign-out,
 * password reset, and manual balance adjustments with four eyes above the merchant's threshold.
 */
export const OPERATOR_MEMBERS_PATH = `${OPERATOR_PREFIX}/merchants/:merchantCode/members`;
export const OPERATOR_ADJUSTMENTS_PATH = `${OPERATOR_PREFIX}/merchants/:merchantCode/adjustments`;

/** Member types as the console names them (member-types.ts); `other` for an agent type beyond 2. */
export const OPERATOR_MEMBER_TYPES = [
  'player',
  'agent',
  'agent_player',
  'trial',
  'test_player',
  'other',
] as const;
export const OperatorMemberType = z.enum(OPERATOR_MEMBER_TYPES);
export type OperatorMemberType = z.infer<typeof OperatorMemberType>;

/** What a search filters by: a type, or every agent type (`agents`). */
export const OperatorMemberFilter = z.enum([...OPERATOR_MEMBER_TYPES, 'agents']);
export type OperatorMemberFilter = z.infer<typeof OperatorMemberFilter>;

export const OPERATOR_MEMBERS_PAGE_MAX = 100;

/**
 * GET …/members: `q` an account (prefix, any case), a mobile number, an e-mail, a payee name
 * (any case) or an exact id; newest first.
 */
export const OperatorMemberQuery = z.object({
  q: text().trim().max(64).optional(),
  type: OperatorMemberFilter.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(OPERATOR_MEMBERS_PAGE_MAX).default(20),
});
export type OperatorMemberQuery = z.infer<typeof OperatorMemberQuery>;

export const OperatorMemberParams = OperatorMerchantParams.extend({
  id: z.coerce.number().int().positive(),
});
export type OperatorMemberParams = z.infer<typeof OperatorMemberParams>;

export const OperatorMemberRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** The type's number (SPEC §4) and its name. */
  typeCode: z.number().int(),
  type: OperatorMemberType,
  uplineAccount: z.string().nullable(),
  registeredAt: Instant,
  /** The last sign-in (a session started), or null if none. */
  lastLoginAt: Instant.nullable(),
  cash: Minor,
  /** Signing in is refused (an operator locked the member). */
  disabled: z.boolean(),
});
export type OperatorMemberRow = z.infer<typeof OperatorMemberRow>;

export const OperatorMemberPage = z.object({
  items: z.array(OperatorMemberRow),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OperatorMemberPage = z.infer<typeof OperatorMemberPage>;

export const OperatorLedgerLine = z.object({
  transactionId: z.number().int(),
  at: Instant,
  kind: z.string(),
  memo: z.string(),
  /** Signed minor units on the member's cash. */
  amount: Minor,
  balanceAfter: Minor,
});
export type OperatorLedgerLine = z.infer<typeof OperatorLedgerLine>;

export const OperatorPayeeCard = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Every digit but the last 4 masked. */
  accountNumber: z.string(),
  boundAt: Instant,
});
export type OperatorPayeeCard = z.infer<typeof OperatorPayeeCard>;

/** What another member shares: registration address, payee name, a bound number, or a device. */
export const DUPLICATE_REASONS = ['ip', 'payee', 'card', 'device'] as const;
export const DuplicateHint = z.object({
  id: z.number().int(),
  account: z.string(),
  /**
   * What the other member shares: registration IP, payee name, bank or e-wallet number, or a
   * device (a session from the same address and browser).
   */
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicateHint = z.infer<typeof DuplicateHint>;
export const DUPLICATE_HINTS_MAX = 20;

/** A line the staff wrote about a member: a note, or a lock's or an unlock's reason. */
export const MEMBER_NOTE_KINDS = ['note', 'lock', 'unlock'] as const;
export const MemberNoteKind = z.enum(MEMBER_NOTE_KINDS);
export type MemberNoteKind = z.infer<typeof MemberNoteKind>;
export const MemberNote = z.object({
  id: z.number().int(),
  kind: MemberNoteKind,
  body: z.string(),
  author: z.string(),
  at: Instant,
});
export type MemberNote = z.infer<typeof MemberNote>;
export const MemberNoteBody = z.object({ body: text().trim().min(3).max(500) });
export type MemberNoteBody = z.infer<typeof MemberNoteBody>;
/** The notes the detail shows, newest first. */
export const MEMBER_NOTES_SHOWN = 50;

export const OperatorMemberDetail = OperatorMemberRow.extend({
  mobile: z.string(),
  email: z.string(),
  payeeName: z.string(),
  registerIp: z.string(),
  balances: z.object({ cash: Minor, held: Minor, bonus: Minor }),
  lifetime: z.object({ deposited: Minor, withdrawn: Minor }),
  /** Valid bets still owed before a withdrawal. */
  turnoverLeft: Minor,
  /** The last 50 lines of the member's cash, newest first. */
  ledger: z.array(OperatorLedgerLine),
  sessions: z.object({
    live: z.number().int(),
    lastIp: z.string().nullable(),
    lastSeenAt: Instant.nullable(),
  }),
  responsibleGaming: ResponsibleGaming,
  cards: z.array(OperatorPayeeCard),
  duplicates: z.array(DuplicateHint),
  /** The reason of the lock in force (its latest lock line), or null when not locked. */
  lockReason: z.string().nullable(),
  /** The staff's notes and lock lines, newest first (at most MEMBER_NOTES_SHOWN). */
  notes: z.array(MemberNote),
  /** The member's requests so far, as a cashier weighs a new one. */
  history: z.object({
    depositsApproved: z.number().int(),
    depositsRejected: z.number().int(),
    withdrawalsPaid: z.number().int(),
    withdrawalsRejected: z.number().int(),
  }),
});
export type OperatorMemberDetail = z.infer<typeof OperatorMemberDetail>;

export const OperatorMemberLock = z.object({ reason: text().trim().min(3).max(200) });
export type OperatorMemberLock = z.infer<typeof OperatorMemberLock>;
export const OperatorMemberPassword = z.object({ password: text().min(6).max(64) });
export type OperatorMemberPassword = z.infer<typeof OperatorMemberPassword>;

/** What a lock, unlock, sign-out or password reset answers. */
export const OperatorMemberAction = z.object({
  id: z.number().int(),
  disabled: z.boolean(),
  /** Sessions this action ended. */
  signedOut: z.number().int(),
});
export type OperatorMemberAction = z.infer<typeof OperatorMemberAction>;

/** |amount| of one adjustment at most: ₱1,000,000.00. */
export const ADJUSTMENT_MAX_MINOR = 100_000_000;

export const AdjustmentBody = z.object({
  /** Signed minor units: positive credits the member's cash, negative debits it. */
  amount: z
    .number()
    .int()
    .min(-ADJUSTMENT_MAX_MINOR)
    .max(ADJUSTMENT_MAX_MINOR)
    .refine((value) => value !== 0),
  reason: text().trim().min(3).max(200),
  idempotencyKey: text().min(1).max(64),
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const AdjustmentStatus = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatus>;

export const Adjustment = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  amount: Minor,
  reason: z.string(),
  status: AdjustmentStatus,
  requestedBy: z.string(),
  /** Who approved so far (four eyes), the requester first; empty when applied at once. */
  approvedBy: z.array(z.string()),
  /** Who applied or rejected it. */
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: Instant,
  decidedAt: Instant.nullable(),
  /** The member's cash once applied (this answer only). */
  balanceAfter: Minor.nullable(),
  /** This answer is of an earlier request with the same key, or an earlier decision. */
  replayed: z.boolean(),
});
export type Adjustment = z.infer<typeof Adjustment>;

export const AdjustmentParams = OperatorMerchantParams.extend({
  adjustmentId: z.coerce.number().int().positive(),
});
export const AdjustmentQuery = z.object({
  status: AdjustmentStatus.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type AdjustmentQuery = z.infer<typeof AdjustmentQuery>;
export const AdjustmentReject = z.object({ reason: text().trim().min(3).max(200) });
