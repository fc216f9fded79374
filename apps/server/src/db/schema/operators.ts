import type { OperatorRole } from '@app/contracts';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, flag, serialId, stampedNow, timestampTz } from './columns.js';

/**
 * The operator's staff (contracts/operator-accounts.ts): a role, an argon2id password and, once
 * set up, a TOTP second factor. Failed sign-ins lock the account for a while.
 */
export const operators = pgTable('operators', {
  id: serialId(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  role: text().$type<OperatorRole>().notNull(),
  /** Base32; set while enrolling, in force once `totpEnabledAt` is set. */
  totpSecret: text(),
  totpEnabledAt: timestampTz(),
  /** The last time step a code was taken at: a code is good once. */
  totpLastStep: bigint({ mode: 'number' }),
  failedLogins: integer().notNull().default(0),
  lockedUntil: timestampTz(),
  disabled: flag(false),
  createdAt: stampedNow(),
});

/** An operator's signed-in session: its bearer token's SHA-256, expiring, apart from members'. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigId(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestampTz().notNull(),
    revokedAt: timestampTz(),
    ip: text(),
    createdAt: stampedNow(),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * The audit log: every operator action, who took it (an operator, or the bootstrap token), in
 * which role, on what, and how it stood before and after. Append-only: the database refuses to
 * update, delete or truncate it (migration 0047).
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigId(),
    at: stampedNow(),
    operatorId: integer().references(() => operators.id, { onDelete: 'restrict' }),
    actor: text().notNull(),
    role: text().notNull(),
    action: text().notNull(),
    target: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
  },
  (t) => [
    index('operator_audit_actor').on(t.actor, t.id),
    index('operator_audit_action').on(t.action, t.id),
  ],
);

/**
 * An operator's API keys, for the command line and scripts: each acts as its operator (their role,
 * while the account is enabled), stored as its SHA-256; shown once, revoked by its owner.
 */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: serialId(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keyHash: text().notNull().unique(),
    /** The key's first characters, so its owner can tell keys apart. */
    prefix: text().notNull(),
    createdAt: stampedNow(),
    lastUsedAt: timestampTz(),
    revokedAt: timestampTz(),
  },
  (t) => [index('operator_api_keys_operator').on(t.operatorId)],
);

/**
 * Four eyes (modules/operator/approvals): each operator's approval of a money decision that needs
 * two, one row per subject and author. The decision is taken when a second author approves.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: bigId(),
    /** What is approved: "withdrawal:<id>:pay". */
    subject: text().notNull(),
    /** The operator's username (or the bootstrap token's name): two must differ. */
    actor: text().notNull(),
    operatorId: integer().references(() => operators.id, { onDelete: 'restrict' }),
    at: stampedNow(),
  },
  (t) => [uniqueIndex('money_approvals_subject_actor').on(t.subject, t.actor)],
);
