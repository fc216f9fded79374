import { z } from 'zod';
import { OPERATOR_PREFIX } from './operator.js';
import { Instant } from './units.js';

/**
 * The operator's staff: accounts with a role, a password and a TOTP second factor, signed in with
 * sessions of their own (never a member's). A role is a set of permissions the server enforces on
 * every operator route; every role reads.
 */
export const OPERATOR_ROLES = [
  'owner',
  'finance',
  'risk',
  'support',
  'content',
  'agent_manager',
  'auditor',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What a role may change; reading is every role's. */
export const OPERATOR_PERMISSIONS = [
  'accounts',
  'money',
  'members',
  'messages',
  'content',
  'games',
  'agents',
  'site',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  owner: OPERATOR_PERMISSIONS,
  // Deposits, withdrawals and adjustments, and the agents' payouts that move money.
  finance: ['money'],
  risk: ['members'],
  support: ['members', 'messages'],
  content: ['content', 'games'],
  agent_manager: ['agents'],
  auditor: [],
};

export const mayOperator = (role: OperatorRole, permission: OperatorPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

export const OPERATOR_SESSION_PATH = `${OPERATOR_PREFIX}/session`;
export const OPERATOR_ME_PATH = `${OPERATOR_PREFIX}/me`;
export const OPERATOR_TOTP_PATH = `${OPERATOR_PREFIX}/me/totp`;
export const OPERATOR_API_KEYS_PATH = `${OPERATOR_PREFIX}/me/api-keys`;
export const OPERATOR_ACCOUNTS_PATH = `${OPERATOR_PREFIX}/accounts`;
export const OPERATOR_AUDIT_PATH = `${OPERATOR_PREFIX}/audit`;

/** An operator's username: 3–32 of a–z, 0–9, '.', '_' and '-', starting with a letter. */
export const OperatorUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/);
/** At least 12 characters: staff passwords guard money. */
export const OperatorPassword = z.string().min(12).max(128);
/** A TOTP code: six digits. */
export const TotpCode = z.string().regex(/^\d{6}$/);

export const OperatorLoginBody = z.object({
  username: OperatorUsername,
  password: z.string().min(1).max(128),
  /** Required once the account has a second factor. */
  totp: TotpCode.optional(),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;

export const OperatorAccount = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: Instant,
});
export type OperatorAccount = z.infer<typeof OperatorAccount>;

export const OperatorSession = z.object({
  /** The bearer token of the operator API; shown once, stored hashed. */
  token: z.string(),
  expiresAt: Instant,
  operator: OperatorAccount,
});
export type OperatorSession = z.infer<typeof OperatorSession>;

export const CreateOperatorBody = z.object({
  username: OperatorUsername,
  password: OperatorPassword,
  role: z.enum(OPERATOR_ROLES),
});
export type CreateOperatorBody = z.infer<typeof CreateOperatorBody>;

/**
 * An owner's change to a staff account: its role, enabled or not, a new password (the operator
 * is told it out of band), a second factor removed (a lost phone). Disabling, a new password and
 * removing the second factor sign the operator out everywhere. The last enabled owner stays one.
 */
export const UpdateOperatorBody = z
  .object({
    role: z.enum(OPERATOR_ROLES).optional(),
    disabled: z.boolean().optional(),
    password: OperatorPassword.optional(),
    resetTotp: z.literal(true).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Nothing to change',
  });
export type UpdateOperatorBody = z.infer<typeof UpdateOperatorBody>;
export const OperatorAccountParams = z.object({ username: OperatorUsername });

/** A second factor being set up: the secret (base32) and the otpauth URI of its QR code. */
export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;
export const TotpConfirmBody = z.object({ code: TotpCode });

/** One line of the audit log: who did what to what, and how it stood before and after. */
export const AuditEntry = z.object({
  id: z.number(),
  at: Instant,
  /** The operator's username, or 'bootstrap-token' for the shared token. */
  actor: z.string(),
  role: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  /** Entries before this id (the next page of a newest-first list). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.infer<typeof AuditQuery> & {
  /** Instants (epoch ms): entries at or after `since` and before `until`. */
  since?: number;
  until?: number;
};

/** The CSV export of the log: the same search over a range of site days, up to 10,000 lines. */
export const AuditCsvQuery = AuditQuery.extend({
  limit: z.coerce.number().int().min(1).max(10_000).default(10_000),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type AuditCsvQuery = z.infer<typeof AuditCsvQuery>;

/** An API key as its owner sees it: never the key itself, which is shown once when made. */
export const OperatorApiKey = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's first characters ("opk_AbCd…"). */
  prefix: z.string(),
  createdAt: Instant,
  lastUsedAt: Instant.nullable(),
});
export type OperatorApiKey = z.infer<typeof OperatorApiKey>;

export const CreateApiKeyBody = z.object({ name: z.string().trim().min(1).max(64) });
export const CreatedApiKey = OperatorApiKey.extend({
  /** The bearer token for the operator API: shown this once, stored hashed. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
export const ApiKeyParams = z.object({ id: z.coerce.number().int().positive() });
