import {
  WITHDRAW_LIMITS,
  type OperatorWithdrawal,
  type OperatorWithdrawalDecision,
  type WithdrawCreateResult,
  type WithdrawInfo,
  type WithdrawListFilter,
  type WithdrawPage,
  type WithdrawRequest,
  type WithdrawStatus,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { approve, approversOf, FOUR_EYES_APPROVALS, fourEyesThreshold } from '@/lib/four-eyes.js';
import { fingerprintOf, replayOrRun } from '@/lib/idempotency-key.js';
import { formatMinor, newReference } from '@/lib/money-text.js';
import { rangeOf, startOfLocalDay } from '@/lib/record-range.js';
import type { PaymentPasswords } from '../security/index.js';
import { vipRuleOf } from '../vip/index.js';
import {
  bonusSummary,
  createMovements,
  createTurnoverRepository,
  forfeitBonuses,
  type HouseKind,
} from '../wallet/index.js';
import { limitsOf, remainingOf, withdrawInfo } from './withdraw-figures.js';
import { withdrawNotice, type WithdrawNotice } from './withdraw-notices.js';
import { memberView, operatorView, paySubject } from './withdraw-views.js';
import {
  IN_PROCESS,
  createWithdrawRepository,
  type OperatorWithdrawView,
  type WithdrawRow,
} from './withdraw.repository.js';
import { counted, pageAnswer } from '@/lib/paging.js';

/** The member a withdrawal call is for: always the caller (routes pass the session). */
export type Withdrawer = {
  memberId: number;
  merchantId: number;
  currencySymbol: string;
  /** The merchant lets members ask to withdraw (a retry of a request made before is answered). */
  withdrawalEnabled: boolean;
};

/** Where paid withdrawals go: money that left the site through the cashier. */
const HOUSE_PAID: HouseKind = 'house_withdraw';

export type WithdrawDeps = {
  db: Db;
  paymentPasswords: Pick<PaymentPasswords, 'assert'>;
  now?: () => Date;
  reference?: () => string;
  /** Tells the member of a decision (their inbox); a failure is logged, the decision stands. */
  notify?: (notice: WithdrawNotice) => Promise<void>;
};

/**
 * Withdrawals: what a member may take out now, their requests (create, list, cancel; theirs
 * alone) and the operator's payment or rejection. The amount is held in the ledger when the
 * request is made (cash → the member's hold account), so the balance never counts it twice and
 * can never go below zero; a payment moves the hold to the house, a rejection or cancel moves it
 * back, each in the same database transaction as the request's single move out of pending or
 * processing. The operator claims a request (processing) before sending the money; the member
 * may cancel only until then.
 */
export function createWithdrawService({
  db,
  paymentPasswords,
  now = () => new Date(),
  reference = () => newReference('PW'),
  notify,
}: WithdrawDeps) {
  const repo = createWithdrawRepository(db);

  async function tell(notice: WithdrawNotice | undefined): Promise<void> {
    if (notice && notify) await notify(notice);
  }

  /**
   * pending (or processing, for the operator's payment or rejection) → `status` for the request
   * `owner` may see, with the hold paid to the house (paid) or given back (rejected, cancelled).
   * The same decision again answers replayed. The member may cancel only a pending request: once
   * an operator claimed it the money may be on its way (withdraw.processing).
   */
  async function settle(
    owner: { merchantId: number } | { memberId: number },
    id: number,
    status: Exclude<WithdrawStatus, 'pending' | 'processing'>,
    rejectReason?: string,
    audit?: DecisionAudit,
  ): Promise<{ view: OperatorWithdrawView; replayed: boolean; payApprovedBy?: string[] }> {
    const from: readonly WithdrawStatus[] = status === 'cancelled' ? ['pending'] : IN_PROCESS;
    const outcome = await db.transaction(async (tx) => {
      const requests = createWithdrawRepository(tx);
      const found = await requests.lock(owner, id);
      if (!found) throw new AppError('withdraw.not.found', { field: 'id' });
      const { request } = found;
      if (request.status === status) return { view: found, replayed: true };
      if (request.status === 'processing' && status === 'cancelled') {
        throw new AppError('withdraw.processing', { field: 'id' });
      }
      if (!from.includes(request.status)) {
        throw new AppError('withdraw.not.pending', { field: 'id' });
      }
      const paid = status === 'paid';
      if (paid && 'merchantId' in owner) {
        const waiting = await fourEyes(tx, owner.merchantId, request, audit);
        if (waiting) return { view: found, replayed: false, payApprovedBy: waiting };
      }
      const { transactionId: settleTransactionId } = await createMovements(tx).release(request, {
        to: paid ? HOUSE_PAID : 'cash',
        amountMinor: BigInt(request.amount),
        key: `withdraw:${request.id}:settle`,
        kind: paid ? 'withdraw_paid' : 'withdraw_release',
        memo: `withdrawal ${request.reference} ${status}`,
      });
      const decided = await requests.decide(id, from, {
        status,
        settleTransactionId,
        decidedAt: now(),
        ...(rejectReason === undefined ? {} : { rejectReason }),
      });
      if (!decided) throw new Error(`withdraw ${id}: left ${request.status} under its row lock`);
      await audit?.(tx, {
        action: `withdrawal.${status}`,
        target: `withdrawal:${id}`,
        before: { status: request.status },
        after: {
          status,
          memberId: request.memberId,
          amount: request.amount,
          ...(rejectReason === undefined ? {} : { reason: rejectReason }),
        },
      });
      return { view: { ...found, request: decided }, replayed: false };
    });
    const decided = outcome.view.request.status === status;
    if (!outcome.replayed && decided) await tell(withdrawNotice(outcome.view));
    return outcome;
  }

  /**
   * Four eyes on paying a request above the merchant's threshold: the first approval is kept
   * (and logged) and the request waits for another operator's, answered as the approvers so
   * far; undefined when it may be paid now.
   */
  async function fourEyes(
    tx: DbOrTx,
    merchantId: number,
    request: WithdrawRow,
    audit: DecisionAudit | undefined,
  ): Promise<string[] | undefined> {
    const threshold = await fourEyesThreshold(tx, merchantId);
    if (threshold === undefined || request.amount <= threshold) return undefined;
    const { approvedBy, complete } = await approve(tx, paySubject(request.id), audit?.author);
    if (complete) return undefined;
    await audit?.(tx, {
      action: 'withdrawal.pay.approved',
      target: `withdrawal:${request.id}`,
      before: { status: request.status },
      after: { approvedBy, needed: FOUR_EYES_APPROVALS, amount: request.amount, threshold },
    });
    return approvedBy;
  }

  /**
   * pending → processing: the operator starts paying it out, and the member can no longer cancel.
   * A repeat answers replayed; a decided request is not claimed (withdraw.not.pending).
   */
  async function claim(
    merchantId: number,
    id: number,
    audit?: DecisionAudit,
  ): Promise<OperatorWithdrawalDecision> {
    const outcome = await db.transaction(async (tx) => {
      const requests = createWithdrawRepository(tx);
      const found = await requests.lock({ merchantId }, id);
      if (!found) throw new AppError('withdraw.not.found', { field: 'id' });
      if (found.request.status === 'processing') return { view: found, replayed: true };
      if (found.request.status !== 'pending') {
        throw new AppError('withdraw.not.pending', { field: 'id' });
      }
      const claimed = await requests.claim(id, now());
      if (!claimed) throw new Error(`withdraw ${id}: left pending under its row lock`);
      await audit?.(tx, {
        action: 'withdrawal.processing',
        target: `withdrawal:${id}`,
        before: { status: 'pending' },
        after: { status: 'processing', memberId: claimed.memberId, amount: claimed.amount },
      });
      return { view: { ...found, request: claimed }, replayed: false };
    });
    if (!outcome.replayed) await tell(withdrawNotice(outcome.view));
    return { ...operatorView(outcome.view), replayed: outcome.replayed };
  }

  async function decision(
    merchantId: number,
    id: number,
    status: 'paid' | 'rejected',
    reason?: string,
    audit?: DecisionAudit,
  ): Promise<OperatorWithdrawalDecision> {
    const { view, replayed, payApprovedBy } = await settle(
      { merchantId },
      id,
      status,
      reason,
      audit,
    );
    return { ...operatorView(view, payApprovedBy), replayed };
  }

  return {
    info: (member: Withdrawer): Promise<WithdrawInfo> => withdrawInfo(db, member, now()),

    /**
     * POST /wps/transaction/withdraw: a retried key's request first; then checks in the order of
     * the form (card, amount, password) and, under the member's lock, the pending and daily
     * limits and the balance; then holds the amount, checks the turnover under the cash row's
     * lock, and records the request, all together.
     */
    async create(
      member: Withdrawer,
      input: {
        bankCardId: number;
        amount: number;
        paymentPassword: string;
        idempotencyKey: string;
        /** The member confirmed that withdrawing forfeits their bonuses still owing wagering. */
        forfeitBonus?: boolean;
      },
    ): Promise<WithdrawCreateResult> {
      const { memberId, merchantId, currencySymbol } = member;
      const money = (minor: number) => formatMinor(currencySymbol, minor);
      const card = await repo.card(memberId, input.bankCardId);
      /**
       * A retry of a request already made is answered with it, before any other check (its card
       * may be gone, its password locked since); the same key with another amount or card is not.
       */
      const replay = (earlier: WithdrawRow | undefined) =>
        replayOrRun({
          earlier,
          fingerprint: {
            ofEarlier: (row) =>
              fingerprintOf(
                row.amount,
                card ? row.payee.bankCode : null,
                card ? row.payee.accountNumber : null,
              ),
            ofRequest: fingerprintOf(input.amount, card?.bankCode, card?.accountNumber),
          },
          replay: (row) => ({ row, replayed: true }),
          run: async () => undefined,
        });
      const retried = await replay(await repo.byKey(memberId, input.idempotencyKey));
      if (retried) return { ...memberView(retried.row), replayed: true };
      if (!member.withdrawalEnabled) {
        throw new AppError('no.permission', {
          params: {},
          value: { setting: 'withdrawalEnabled' },
        });
      }

      if (!card) throw new AppError('bankcard.not.found', { field: 'bankCardId' });
      const { minAmount, maxAmount, maxPending } = WITHDRAW_LIMITS;
      if (input.amount < minAmount || input.amount > maxAmount) {
        throw new AppError('withdraw.amount.limit', {
          field: 'amount',
          params: { min: money(minAmount), max: money(maxAmount) },
        });
      }
      await paymentPasswords.assert(memberId, input.paymentPassword);

      const outcome = await db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCK_SPACE.withdrawMember, String(memberId));
        const requests = createWithdrawRepository(tx);
        const raced = await replay(await requests.byKey(memberId, input.idempotencyKey));
        if (raced) return raced;
        if ((await requests.pendingCount(memberId)) >= maxPending) {
          throw new AppError('withdraw.pending.limit');
        }
        // The member's VIP level sets the day's limits (contracts/vip.ts).
        const { dailyCount, dailyAmount } = limitsOf(await vipRuleOf(tx, { memberId, merchantId }));
        const used = await requests.usedSince(memberId, startOfLocalDay(now()));
        if (used.count >= dailyCount) {
          throw new AppError('withdraw.daily.count', { params: { max: String(dailyCount) } });
        }
        if (used.amount + input.amount > dailyAmount) {
          throw new AppError('withdraw.daily.amount', {
            field: 'amount',
            params: { max: money(dailyAmount), left: money(dailyAmount - used.amount) },
          });
        }
        const wallet = createMovements(tx);
        if (BigInt(input.amount) > (await wallet.cashBalance(member))) {
          throw new AppError('wallet.insufficient', { field: 'amount' });
        }
        const ref = reference();
        // The wallet refuses the hold too if a bet took the money meanwhile. The hold keeps the
        // cash account's row lock to the end, and deposits and bets move turnover under that same
        // lock: what is read below is final, and nothing moves it before the reset.
        const { transactionId: holdTransactionId } = await wallet.hold(member, {
          amountMinor: BigInt(input.amount),
          key: `withdraw-hold:${memberId}:${input.idempotencyKey}`,
          kind: 'withdraw_hold',
          memo: `withdrawal ${ref}`,
        });
        const turnover = createTurnoverRepository(tx);
        const remaining = remainingOf(await turnover.of(memberId));
        if (remaining > 0) {
          // Thrown inside the transaction: the hold is undone with it.
          throw new AppError('withdraw.turnover', {
            field: 'amount',
            params: { remaining: money(remaining) },
          });
        }
        const row = await requests.insert({
          merchantId,
          memberId,
          idempotencyKey: input.idempotencyKey,
          reference: ref,
          amount: input.amount,
          payee: card,
          holdTransactionId,
        });
        await turnover.reset(memberId);
        // Cash out while a bonus still owes wagering: the bonus goes back to the house, in this
        // same transaction, and only once the member said yes to it (the withdraw page's confirm).
        const bonus = await bonusSummary(tx, memberId);
        if (bonus.balance > 0 && input.forfeitBonus !== true) {
          throw new AppError('withdraw.bonus.forfeit', {
            field: 'forfeitBonus',
            params: { amount: money(bonus.balance) },
          });
        }
        await forfeitBonuses(tx, { merchantId, memberId }, `bonus-forfeit:withdraw:${row.id}`);
        return { row, replayed: false };
      });
      return { ...memberView(outcome.row), replayed: outcome.replayed };
    },

    async page(memberId: number, query: WithdrawListFilter): Promise<WithdrawPage> {
      const filter = { memberId, status: query.status, ...rangeOf(query, now()) };
      return pageAnswer(
        query,
        {
          rows: (offset, limit) => repo.page(filter, offset, limit),
          totals: () => repo.total(filter).then(counted),
        },
        memberView,
      );
    },

    /** The member's own pending request, cancelled, its hold back in their cash (not processing). */
    async cancel(memberId: number, id: number): Promise<WithdrawRequest> {
      const { view } = await settle({ memberId }, id, 'cancelled');
      return memberView(view.request);
    },

    operator: {
      async list(
        merchantId: number,
        status: WithdrawStatus | 'all',
        limit: number,
      ): Promise<OperatorWithdrawal[]> {
        const rows = await repo.operatorList(merchantId, status, limit);
        const approvals = await approversOf(
          db,
          rows
            .filter((row) => row.request.status === 'processing')
            .map((row) => paySubject(row.request.id)),
        );
        return rows.map((row) => operatorView(row, approvals.get(paySubject(row.request.id))));
      },
      process: claim,
      pay: (merchantId: number, id: number, audit?: DecisionAudit) =>
        decision(merchantId, id, 'paid', undefined, audit),
      reject: (merchantId: number, id: number, reason: string, audit?: DecisionAudit) =>
        decision(merchantId, id, 'rejected', reason, audit),
    },
  };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;

export { withdrawableNow } from './withdraw-figures.js';
