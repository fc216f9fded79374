import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { isLiveSession } from '@/db/queries.js';
import { operatorApiKeys, operatorAudit, operators, operatorSessions } from '@/db/schema/index.js';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof operatorAudit.$inferSelect;
export type ApiKeyRow = typeof operatorApiKeys.$inferSelect;
export type AuditInsert = typeof operatorAudit.$inferInsert;

/** The operators' accounts, their sessions and the audit log. */
export function createOperatorAccountsRepository(db: DbOrTx) {
  return {
    async byUsername(username: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.username, username));
      return row;
    },

    async byId(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row;
    },

    list(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(operators.id);
    },

    /** Inserts an account; undefined when the username is taken. */
    async insert(row: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
      const [inserted] = await db
        .insert(operators)
        .values(row)
        .onConflictDoNothing({ target: operators.username })
        .returning();
      return inserted;
    },

    async update(id: number, set: Partial<typeof operators.$inferInsert>): Promise<void> {
      await db.update(operators).set(set).where(eq(operators.id, id));
    },

    /**
     * Counts a failed sign-in in one statement (row-locked, so attempts sent at once each count):
     * at `lockAfter` in a row the account locks until `lockUntil` and the count starts again.
     * Whether this failure locked it.
     */
    async countFailure(id: number, lockAfter: number, lockUntil: Date): Promise<boolean> {
      const locks = sql`${operators.failedLogins} + 1 >= ${lockAfter}`;
      const [row] = await db
        .update(operators)
        .set({
          failedLogins: sql`CASE WHEN ${locks} THEN 0 ELSE ${operators.failedLogins} + 1 END`,
          lockedUntil: sql`CASE WHEN ${locks} THEN ${lockUntil} ELSE ${operators.lockedUntil} END`,
        })
        .where(eq(operators.id, id))
        .returning({ failedLogins: operators.failedLogins });
      return row?.failedLogins === 0;
    },

    async insertSession(row: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.insert(operatorSessions).values(row);
    },

    /** The live session of a token hash, with its operator (enabled ones only). */
    async liveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isLiveSession(operatorSessions, now),
            eq(operators.disabled, false),
          ),
        );
      return row;
    },

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    },

    /** Ends every live session of an operator (disabled, new password, second factor reset). */
    async revokeSessionsOf(operatorId: number, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(
          and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)),
        );
    },

    /** The account, row-locked for a change in this transaction. */
    async lockByUsername(username: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(eq(operators.username, username))
        .for('update');
      return row;
    },

    /** Enabled owners, their rows locked: the last one may not be disabled or demoted. */
    async lockOwners(): Promise<number> {
      const rows = await db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.disabled, false)))
        .for('update');
      return rows.length;
    },

    /** Whether an enabled owner account exists (the bootstrap token is refused from then on). */
    async hasOwner(): Promise<boolean> {
      const [row] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.disabled, false)))
        .limit(1);
      return row !== undefined;
    },

    async insertApiKey(row: typeof operatorApiKeys.$inferInsert) {
      const [inserted] = await db.insert(operatorApiKeys).values(row).returning();
      if (!inserted) throw new Error('operator api key not inserted');
      return inserted;
    },

    /** The operator's keys not revoked, newest first. */
    apiKeysOf(operatorId: number) {
      return db
        .select()
        .from(operatorApiKeys)
        .where(and(eq(operatorApiKeys.operatorId, operatorId), isNull(operatorApiKeys.revokedAt)))
        .orderBy(desc(operatorApiKeys.id));
    },

    /** Revokes one of the operator's own keys; undefined when it is not theirs or already gone. */
    async revokeApiKey(operatorId: number, id: number, now: Date) {
      const [row] = await db
        .update(operatorApiKeys)
        .set({ revokedAt: now })
        .where(
          and(
            eq(operatorApiKeys.id, id),
            eq(operatorApiKeys.operatorId, operatorId),
            isNull(operatorApiKeys.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    /** The operator of a live key (enabled operators only), its use noted. */
    async useApiKey(keyHash: string, now: Date): Promise<OperatorRow | undefined> {
      const [key] = await db
        .update(operatorApiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(operatorApiKeys.keyHash, keyHash), isNull(operatorApiKeys.revokedAt)))
        .returning({ operatorId: operatorApiKeys.operatorId });
      if (!key) return undefined;
      const [row] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.id, key.operatorId), eq(operators.disabled, false)));
      return row;
    },

    async audit(row: AuditInsert): Promise<void> {
      await db.insert(operatorAudit).values(row);
    },

    /** The log newest first, by author and action, a page before an id. */
    searchAudit(query: AuditQuery): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (query.actor) where.push(eq(operatorAudit.actor, query.actor));
      const prefix = query.action?.replace(/[\\%_]/g, '\\$&');
      if (prefix) where.push(sql`${operatorAudit.action} LIKE ${`${prefix}%`}`);
      if (query.before) where.push(lt(operatorAudit.id, query.before));
      if (query.since !== undefined) where.push(gte(operatorAudit.at, new Date(query.since)));
      if (query.until !== undefined) where.push(lt(operatorAudit.at, new Date(query.until)));
      return db
        .select()
        .from(operatorAudit)
        .where(and(...where))
        .orderBy(desc(operatorAudit.id))
        .limit(query.limit);
    },
  };
}

export type OperatorAccountsRepository = ReturnType<typeof createOperatorAccountsRepository>;
