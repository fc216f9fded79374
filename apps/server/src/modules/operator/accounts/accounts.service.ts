import {
  type CreateOperatorBody,
  type OperatorAccount,
  type OperatorLoginBody,
  type OperatorSession,
  type TotpEnrolment,
  type UpdateOperatorBody,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { hashPassword, verifyPassword } from '@/lib/passwords.js';
import type { SeedBox } from '../../lottery/index.js';
import { hashToken, newToken } from '@/lib/tokens.js';
import { createOperatorAccountsRepository, type OperatorRow } from './accounts.repository.js';
import { API_KEY_PREFIX, createApiKeys } from './api-keys.js';
import { auditLine as audit, createAuditLog, type OperatorActor } from './audit-log.js';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';

export { API_KEY_PREFIX, type OperatorActor };

/** How a sealed secret starts (lottery/seed-box.ts's format). */
const SEALED_PREFIX = 'g1.';

/** What seals TOTP secrets: the seed box's seal and open, with a context each is bound to. */
export type SecretBox = Pick<SeedBox, 'seal' | 'open'>;

export const BOOTSTRAP_ACTOR = 'bootstrap-token';
/** A signed-in operator's session lives this long; then they sign in again. */
export const OPERATOR_SESSION_HOURS = 12;
/** Failed sign-ins in a row that lock the account, and for how long. */
export const OPERATOR_LOCK_AFTER = 5;
export const OPERATOR_LOCK_MINUTES = 15;
const ISSUER = 'Perlas Operator';

const accountOf = (row: OperatorRow): OperatorAccount => ({
  username: row.username,
  role: row.role,
  totpEnabled: row.totpEnabledAt !== null,
  disabled: row.disabled,
  createdAt: row.createdAt.getTime(),
});

/**
 * The operator's staff accounts: sign-in with a password and, once set up, a TOTP code; sessions
 * of their own, stored hashed; an account locked after OPERATOR_LOCK_AFTER failures in a row.
 * Every change is written to the audit log in the transaction that makes it.
 */
export function createOperatorAccounts({
  db,
  totpBox,
  now = () => new Date(),
}: {
  db: Db;
  /** Seals TOTP secrets at rest (AES-256-GCM, bound to their operator). */
  totpBox: SecretBox;
  now?: () => Date;
}) {
  const context = (operatorId: number) => `operator-totp:${operatorId}`;
  const seal = (operatorId: number, secret: string) => totpBox.seal(secret, context(operatorId));
  /** The secret of a row: sealed, or plain as stored before sealing (read until it is replaced). */
  const secretOf = (row: OperatorRow): string | undefined =>
    row.totpSecret?.startsWith(SEALED_PREFIX)
      ? totpBox.open(row.totpSecret, context(row.id))
      : (row.totpSecret ?? undefined);

  /** Counts a failed sign-in (locking the account at the limit) and refuses it. */
  async function failed(
    row: OperatorRow,
    ip: string,
    code: 'operator.login.failed' | 'operator.totp.invalid',
  ): Promise<never> {
    await db.transaction(async (tx) => {
      const repo = createOperatorAccountsRepository(tx);
      const lockUntil = new Date(now().getTime() + OPERATOR_LOCK_MINUTES * 60_000);
      const locks = await repo.countFailure(row.id, OPERATOR_LOCK_AFTER, lockUntil);
      const by = { operatorId: row.id, actor: row.username, role: row.role };
      await audit(repo, by, { action: locks ? 'operator.locked' : 'operator.login.failed', ip });
    });
    throw new AppError(code);
  }

  let bootstrapClosed = false;

  return {
    async login(body: OperatorLoginBody, ip: string): Promise<OperatorSession> {
      const repo = createOperatorAccountsRepository(db);
      const row = await repo.byUsername(body.username);
      const usable = row && !row.disabled ? row : undefined;
      const passwordOk = await verifyPassword(usable?.passwordHash, body.password);
      if (!usable) throw new AppError('operator.login.failed');
      if (usable.lockedUntil && usable.lockedUntil > now()) throw new AppError('operator.locked');
      if (!passwordOk) return failed(usable, ip, 'operator.login.failed');
      let step: number | undefined;
      const secret = usable.totpEnabledAt ? secretOf(usable) : undefined;
      if (secret) {
        if (!body.totp) throw new AppError('operator.totp.required', { field: 'totp' });
        step = matchingStep(secret, body.totp, now(), usable.totpLastStep);
        if (step === undefined) return failed(usable, ip, 'operator.totp.invalid');
      }
      const token = newToken();
      const expiresAt = new Date(now().getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
      await db.transaction(async (tx) => {
        const inTx = createOperatorAccountsRepository(tx);
        await inTx.update(usable.id, {
          failedLogins: 0,
          lockedUntil: null,
          ...(step === undefined ? {} : { totpLastStep: step }),
        });
        await inTx.insertSession({
          operatorId: usable.id,
          tokenHash: hashToken(token),
          expiresAt,
          ip,
        });
        const by = { operatorId: usable.id, actor: usable.username, role: usable.role };
        await audit(inTx, by, { action: 'operator.login', ip });
      });
      return { token, expiresAt: expiresAt.getTime(), operator: accountOf(usable) };
    },

    /** The actor of a session token or an API key, if it is live. */
    async actorOf(token: string): Promise<OperatorActor | undefined> {
      const repo = createOperatorAccountsRepository(db);
      if (token.startsWith(API_KEY_PREFIX)) {
        const row = await repo.useApiKey(hashToken(token), now());
        return row && { operatorId: row.id, actor: row.username, role: row.role };
      }
      const live = await repo.liveSession(hashToken(token), now());
      if (!live) return undefined;
      return {
        operatorId: live.operator.id,
        actor: live.operator.username,
        role: live.operator.role,
      };
    },

    async logout(token: string, by: OperatorActor, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createOperatorAccountsRepository(tx);
        await repo.revokeSession(hashToken(token), now());
        await audit(repo, by, { action: 'operator.logout', ip });
      });
    },

    async me(by: OperatorActor): Promise<OperatorAccount> {
      const row =
        by.operatorId === null
          ? undefined
          : await createOperatorAccountsRepository(db).byId(by.operatorId);
      if (!row) {
        return {
          username: by.actor,
          role: by.role,
          totpEnabled: false,
          disabled: false,
          createdAt: 0,
        };
      }
      return accountOf(row);
    },

    async list(): Promise<OperatorAccount[]> {
      return (await createOperatorAccountsRepository(db).list()).map(accountOf);
    },

    async create(
      body: CreateOperatorBody,
      by: OperatorActor,
      ip: string,
    ): Promise<OperatorAccount> {
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const repo = createOperatorAccountsRepository(tx);
        const row = await repo.insert({ username: body.username, passwordHash, role: body.role });
        if (!row) throw new AppError('operator.username.taken', { field: 'username' });
        const after = { username: row.username, role: row.role };
        await audit(repo, by, {
          action: 'operator.create',
          target: `operator:${row.username}`,
          after,
          ip,
        });
        return accountOf(row);
      });
    },

    /**
     * An owner's change to a staff account (UpdateOperatorBody), written to the audit log with
     * how it stood before. Never leaves the site without an enabled owner.
     */
    async update(
      username: string,
      body: UpdateOperatorBody,
      by: OperatorActor,
      ip: string,
    ): Promise<OperatorAccount> {
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      return db.transaction(async (tx) => {
        const repo = createOperatorAccountsRepository(tx);
        const owners = await repo.lockOwners();
        const row = await repo.lockByUsername(username);
        if (!row) throw new AppError('operator.not.found', { field: 'username' });
        const role = body.role ?? row.role;
        const disabled = body.disabled ?? row.disabled;
        const wasOwner = row.role === 'owner' && !row.disabled;
        if (wasOwner && owners <= 1 && (role !== 'owner' || disabled)) {
          throw new AppError('operator.last.owner');
        }
        const resetTotp = body.resetTotp === true;
        await repo.update(row.id, {
          role,
          disabled,
          ...(passwordHash ? { passwordHash, failedLogins: 0, lockedUntil: null } : {}),
          ...(resetTotp ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null } : {}),
        });
        if ((disabled && !row.disabled) || passwordHash || resetTotp) {
          await repo.revokeSessionsOf(row.id, now());
        }
        const changed = {
          role,
          disabled,
          ...(passwordHash ? { password: 'reset' } : {}),
          ...(resetTotp ? { totp: 'reset' } : {}),
        };
        await audit(repo, by, {
          action: 'operator.update',
          target: `operator:${row.username}`,
          before: { role: row.role, disabled: row.disabled, totp: row.totpEnabledAt !== null },
          after: changed,
          ip,
        });
        return accountOf({
          ...row,
          role,
          disabled,
          ...(resetTotp ? { totpEnabledAt: null } : {}),
        });
      });
    },

    /**
     * Whether the bootstrap token still acts: until an enabled owner account exists. Once one
     * does, it is refused for good (owners are never all disabled: update() keeps the last one).
     */
    async bootstrapOpen(): Promise<boolean> {
      if (bootstrapClosed) return false;
      bootstrapClosed = await createOperatorAccountsRepository(db).hasOwner();
      return !bootstrapClosed;
    },

    /** Starts (or restarts) setting up a second factor: a new secret, in force once confirmed. */
    async enrolTotp(by: OperatorActor): Promise<TotpEnrolment> {
      if (by.operatorId === null) throw new AppError('no.permission');
      const repo = createOperatorAccountsRepository(db);
      const row = await repo.byId(by.operatorId);
      if (!row) throw new AppError('no.permission');
      if (row.totpEnabledAt) throw new AppError('request.invalid', { field: 'totp' });
      const secret = newTotpSecret();
      await repo.update(row.id, { totpSecret: seal(row.id, secret) });
      return { secret, uri: otpauthUri(ISSUER, row.username, secret) };
    },

    /** Puts the second factor in force with a code of the app it was added to. */
    async confirmTotp(by: OperatorActor, code: string, ip: string): Promise<OperatorAccount> {
      if (by.operatorId === null) throw new AppError('no.permission');
      const operatorId = by.operatorId;
      return db.transaction(async (tx) => {
        const repo = createOperatorAccountsRepository(tx);
        const row = await repo.byId(operatorId);
        const secret = row && !row.totpEnabledAt ? secretOf(row) : undefined;
        if (!row || !secret) throw new AppError('request.invalid', { field: 'code' });
        const step = matchingStep(secret, code, now(), row.totpLastStep);
        if (step === undefined) throw new AppError('operator.totp.invalid', { field: 'code' });
        const enabledAt = now();
        await repo.update(row.id, { totpEnabledAt: enabledAt, totpLastStep: step });
        await audit(repo, by, {
          action: 'operator.totp.enabled',
          target: `operator:${row.username}`,
          ip,
        });
        return accountOf({ ...row, totpEnabledAt: enabledAt });
      });
    },

    ...createApiKeys({ db, now }),
    ...createAuditLog(db),
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
