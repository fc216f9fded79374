import type { Adjustment, AdjustmentBody, AdjustmentStatus } from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { approve, approversOf, FOUR_EYES_APPROVALS, fourEyesThreshold } from '@/lib/four-eyes.js';
import { createMovements, type HouseKind } from '../../wallet/index.js';
import { createAdjustmentsRepository, type AdjustmentRow } from './adjustments.repository.js';
import { createOperatorMembersRepository } from './members.repository.js';

/** Where adjusted money comes from and goes back to. */
export const HOUSE_ADJUSTMENTS: HouseKind = 'house_adjustments';
/** The ledger kind of an adjustment's movement. */
export const ADJUSTMENT_KIND = 'adjustment';

const subjectOf = (id: number) => `adjustment:${id}:apply`;
const targetOf = (id: number) => `adjustment:${id}`;
const pesos = (minor: bigint) => (Number(minor) / 100).toFixed(2);

const viewOf = (
  row: AdjustmentRow,
  approvedBy: string[],
  extra: { balanceAfter?: bigint; replayed?: boolean } = {},
): Adjustment => ({
  id: row.id,
  memberId: row.memberId,
  account: row.account,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  requestedBy: row.requestedBy,
  approvedBy,
  decidedBy: row.decidedBy,
  rejectReason: row.rejectReason,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
  balanceAfter: extra.balanceAfter === undefined ? null : Number(extra.balanceAfter),
  replayed: extra.replayed ?? false,
});

/**
 * Manual balance adjustments (contracts/operator-members.ts): a signed amount between the member's
 * cash and HOUSE_ADJUSTMENTS, with a reason. Applied at once unless |amount| is above the
 * merchant's four-eyes threshold: then the requester's approval is kept and it waits for another
 * operator's (lib/four-eyes.ts), or a rejection. Every decision runs in one transaction with its
 * ledger movement and its audit line; a debit never takes the member below zero.
 */
export function createAdjustmentsService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}) {
  const approvers = async (tx: DbOrTx, rows: AdjustmentRow[]) => {
    const bySubject = await approversOf(
      tx,
      rows.map((row) => subjectOf(row.id)),
    );
    return (row: AdjustmentRow) => bySubject.get(subjectOf(row.id)) ?? [];
  };

  /** Moves the money and marks the row applied (pending under its row lock). */
  async function apply(
    tx: DbOrTx,
    row: AdjustmentRow,
    by: string,
  ): Promise<{ row: AdjustmentRow; balanceAfter: bigint }> {
    const movements = createMovements(tx);
    const member = { merchantId: row.merchantId, memberId: row.memberId };
    const input = {
      house: HOUSE_ADJUSTMENTS,
      amountMinor: BigInt(Math.abs(row.amount)),
      key: targetOf(row.id),
      kind: ADJUSTMENT_KIND,
      memo: row.reason,
    };
    let moved;
    try {
      moved =
        row.amount > 0
          ? await movements.payout(member, input)
          : await movements.stake(member, input);
    } catch (error) {
      if (error instanceof AppError && error.code === 'wallet.insufficient') {
        const balance = await movements.cashBalance(member);
        throw new AppError('adjustment.insufficient', {
          field: 'amount',
          params: { balance: pesos(balance) },
        });
      }
      throw error;
    }
    const decided = await createAdjustmentsRepository(tx).decide(row.id, {
      status: 'applied',
      decidedBy: by,
      decidedAt: now(),
      transactionId: moved.transactionId,
    });
    if (!decided) throw new Error(`adjustment ${row.id}: left pending under its row lock`);
    return { row: { ...decided, account: row.account }, balanceAfter: moved.balanceMinor };
  }

  async function logApplied(
    tx: DbOrTx,
    audit: DecisionAudit | undefined,
    row: AdjustmentRow,
    balanceAfter: bigint,
    approvedBy: string[],
  ) {
    await audit?.(tx, {
      action: 'adjustment.applied',
      target: targetOf(row.id),
      before: { status: 'pending' },
      after: {
        status: 'applied',
        memberId: row.memberId,
        amount: row.amount,
        reason: row.reason,
        balanceAfter: Number(balanceAfter),
        approvedBy,
      },
    });
  }

  return {
    /**
     * A new adjustment of member `memberId`, applied at once or waiting for a second operator.
     * The same idempotency key again answers the first adjustment (replayed); with another
     * member or amount it is idempotency.conflict.
     */
    async create(
      merchantId: number,
      memberId: number,
      body: AdjustmentBody,
      audit?: DecisionAudit,
    ): Promise<Adjustment> {
      const requestedBy = audit?.author.actor ?? 'system';
      return db.transaction(async (tx) => {
        const repo = createAdjustmentsRepository(tx);
        const replay = async () => {
          const first = await repo.byKey(merchantId, body.idempotencyKey);
          if (!first) throw new Error('adjustment: key taken but not found');
          if (first.memberId !== memberId || first.amount !== body.amount) {
            throw new AppError('idempotency.conflict', { field: 'idempotencyKey' });
          }
          return viewOf(first, (await approvers(tx, [first]))(first), { replayed: true });
        };
        if (await repo.byKey(merchantId, body.idempotencyKey)) return replay();
        const member = await createOperatorMembersRepository(tx).member(merchantId, memberId);
        if (!member) throw new AppError('operator.member.not.found', { field: 'id' });
        const inserted = await repo.insert({
          merchantId,
          memberId,
          amount: body.amount,
          reason: body.reason,
          idempotencyKey: body.idempotencyKey,
          status: 'pending',
          requestedBy,
          requestedById: audit?.author.operatorId ?? null,
        });
        if (!inserted) return replay();
        const row = { ...inserted, account: member.account };
        const threshold = await fourEyesThreshold(tx, merchantId);
        if (threshold !== undefined && Math.abs(body.amount) > threshold) {
          const { approvedBy } = await approve(tx, subjectOf(row.id), audit?.author);
          await audit?.(tx, {
            action: 'adjustment.requested',
            target: targetOf(row.id),
            before: null,
            after: {
              status: 'pending',
              memberId,
              amount: body.amount,
              reason: body.reason,
              approvedBy,
              needed: FOUR_EYES_APPROVALS,
              threshold,
            },
          });
          return viewOf(row, approvedBy);
        }
        const applied = await apply(tx, row, requestedBy);
        await logApplied(tx, audit, applied.row, applied.balanceAfter, []);
        return viewOf(applied.row, [], { balanceAfter: applied.balanceAfter });
      });
    },

    /**
     * A second operator's approval of a pending adjustment: applied once FOUR_EYES_APPROVALS
     * different operators approved it (the requester's counts); the same one again is
     * operator.second.approver. An applied adjustment answers replayed; a rejected one is
     * adjustment.not.pending.
     */
    async approve(merchantId: number, id: number, audit?: DecisionAudit): Promise<Adjustment> {
      return db.transaction(async (tx) => {
        const row = await createAdjustmentsRepository(tx).lock(merchantId, id);
        if (!row) throw new AppError('adjustment.not.found', { field: 'adjustmentId' });
        if (row.status === 'applied') {
          return viewOf(row, (await approvers(tx, [row]))(row), { replayed: true });
        }
        if (row.status !== 'pending') throw new AppError('adjustment.not.pending');
        const { approvedBy, complete } = await approve(tx, subjectOf(id), audit?.author);
        if (!complete) {
          await audit?.(tx, {
            action: 'adjustment.approved',
            target: targetOf(id),
            before: { status: 'pending' },
            after: { approvedBy, needed: FOUR_EYES_APPROVALS },
          });
          return viewOf(row, approvedBy);
        }
        const by = audit?.author.actor ?? 'system';
        const applied = await apply(tx, row, by);
        await logApplied(tx, audit, applied.row, applied.balanceAfter, approvedBy);
        return viewOf(applied.row, approvedBy, { balanceAfter: applied.balanceAfter });
      });
    },

    /** Rejects a pending adjustment with a reason; nothing moves. A rejected one answers replayed. */
    async reject(
      merchantId: number,
      id: number,
      reason: string,
      audit?: DecisionAudit,
    ): Promise<Adjustment> {
      return db.transaction(async (tx) => {
        const repo = createAdjustmentsRepository(tx);
        const row = await repo.lock(merchantId, id);
        if (!row) throw new AppError('adjustment.not.found', { field: 'adjustmentId' });
        if (row.status === 'rejected') {
          return viewOf(row, (await approvers(tx, [row]))(row), { replayed: true });
        }
        if (row.status !== 'pending') throw new AppError('adjustment.not.pending');
        const approvedBy = (await approvers(tx, [row]))(row);
        const decided = await repo.decide(id, {
          status: 'rejected',
          decidedBy: audit?.author.actor ?? 'system',
          decidedAt: now(),
          rejectReason: reason,
        });
        if (!decided) throw new Error(`adjustment ${id}: left pending under its row lock`);
        await audit?.(tx, {
          action: 'adjustment.rejected',
          target: targetOf(id),
          before: { status: 'pending', approvedBy },
          after: { status: 'rejected', memberId: row.memberId, amount: row.amount, reason },
        });
        return viewOf({ ...decided, account: row.account }, approvedBy);
      });
    },

    /** The merchant's adjustments, newest first: of a member, or of a status, with approvers. */
    async list(
      merchantId: number,
      filter: { memberId?: number; status?: AdjustmentStatus | undefined },
      limit = 50,
    ): Promise<Adjustment[]> {
      const rows = await createAdjustmentsRepository(db).list(merchantId, filter, limit);
      const of = await approvers(db, rows);
      return rows.map((row) => viewOf(row, of(row)));
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
