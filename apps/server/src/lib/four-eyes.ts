import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { merchantSettings, moneyApprovals } from '@/db/schema/index.js';
import { AppError } from './app-error.js';
import type { DecisionAuthor } from './decision-audit.js';

/** Approvals a money decision above the merchant's threshold needs, each by another operator. */
export const FOUR_EYES_APPROVALS = 2;

/** The merchant's four-eyes threshold in minor units; undefined when it has none. */
export async function fourEyesThreshold(
  tx: DbOrTx,
  merchantId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ minor: merchantSettings.fourEyesMinor })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  return row?.minor ?? undefined;
}

/**
 * Four eyes on one decision (`subject`, e.g. "withdrawal:7:pay"), inside the decision's
 * transaction under its row lock: `author`'s approval is kept, and the decision may go ahead once
 * FOUR_EYES_APPROVALS different authors approved it. The same author again is refused
 * (operator.second.approver), so one operator can never approve twice. Answers who approved.
 */
export async function approve(
  tx: DbOrTx,
  subject: string,
  author: DecisionAuthor | undefined,
): Promise<{ approvedBy: string[]; complete: boolean }> {
  if (!author) throw new AppError('operator.second.approver');
  const earlier = await tx
    .select({ actor: moneyApprovals.actor })
    .from(moneyApprovals)
    .where(eq(moneyApprovals.subject, subject))
    .orderBy(moneyApprovals.id);
  const approvedBy = earlier.map((row) => row.actor);
  if (approvedBy.includes(author.actor)) throw new AppError('operator.second.approver');
  await tx
    .insert(moneyApprovals)
    .values({ subject, actor: author.actor, operatorId: author.operatorId });
  approvedBy.push(author.actor);
  return { approvedBy, complete: approvedBy.length >= FOUR_EYES_APPROVALS };
}

/** Who approved each of `subjects` so far, oldest first. */
export async function approversOf(
  tx: DbOrTx,
  subjects: readonly string[],
): Promise<Map<string, string[]>> {
  const bySubject = new Map<string, string[]>();
  if (subjects.length === 0) return bySubject;
  const rows = await tx
    .select({ subject: moneyApprovals.subject, actor: moneyApprovals.actor })
    .from(moneyApprovals)
    .where(inArray(moneyApprovals.subject, [...subjects]))
    .orderBy(moneyApprovals.id);
  for (const row of rows) {
    bySubject.set(row.subject, [...(bySubject.get(row.subject) ?? []), row.actor]);
  }
  return bySubject;
}
