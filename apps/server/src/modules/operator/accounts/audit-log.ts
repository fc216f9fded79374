import type { AuditEntry, AuditQuery, OperatorRole } from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { createOperatorAccountsRepository, type AuditRow } from './accounts.repository.js';

/** Who is acting at the operator API: an operator signed in, or the bootstrap token. */
export type OperatorActor = {
  operatorId: number | null;
  /** The operator's username, or BOOTSTRAP_ACTOR. */
  actor: string;
  role: OperatorRole;
};

export type AuditLine = {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
};

/** Appends one line to the audit log through `repo` (a transaction's, to log with the change). */
export const auditLine = (
  repo: ReturnType<typeof createOperatorAccountsRepository>,
  by: OperatorActor,
  entry: AuditLine,
) =>
  repo.audit({
    operatorId: by.operatorId,
    actor: by.actor,
    role: by.role,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.getTime(),
  actor: row.actor,
  role: row.role,
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
  ip: row.ip,
});

/**
 * The append-only audit log (the database refuses updates and deletes on it): searched by the
 * console, written by each decision in its own transaction (auditIn) or by the guard's hook for
 * changes whose service logs nothing itself (record).
 */
export function createAuditLog(db: Db) {
  return {
    async searchAudit(query: AuditQuery): Promise<AuditEntry[]> {
      return (await createOperatorAccountsRepository(db).searchAudit(query)).map(entryOf);
    },

    /** How `by`'s decisions are logged in their own transaction (lib/decision-audit.ts). */
    auditIn: (by: OperatorActor, ip: string): DecisionAudit =>
      Object.assign(
        (tx: DbOrTx, change: Parameters<DecisionAudit>[1]) =>
          auditLine(createOperatorAccountsRepository(tx), by, { ...change, ip }),
        { author: { actor: by.actor, operatorId: by.operatorId } },
      ),

    /** Records an action of the operator API that its own service did not (the guard's hook). */
    record: (by: OperatorActor, entry: Omit<AuditLine, 'before'>) =>
      auditLine(createOperatorAccountsRepository(db), by, entry),
  };
}
