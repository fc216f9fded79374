import {
  type VipLevelRule,
  WITHDRAW_LIMITS,
  type OperatorWithdrawal,
  type OperatorWithdrawalDecision,
  type Turnover,
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
import { formatMinor, newReference } from '@/lib/money-text.js';
import { rangeOf, startOfLocalDay } from '@/lib/record-range.js';
import type { PaymentPasswords } from '../security/index.js';
import { vipRuleOf } from '../vip/index.js';
import {
  MEMBER_CASH,
  MEMBER_WITHDRAW_HOLD,
  bonusSummary,
  createLedgerService,
  createTurnoverRepository,
  forfeitBonuses,
  type TurnoverRow,
} from '../wallet/index.js';
import { withdrawNotice, type WithdrawNotice } from './withdraw-notices.js';
import {
  IN_PROCESS,
  createWithdrawRepository,
  type OperatorWithdrawView,
  type WithdrawRow,
} from './withdraw.repository.js';

/** The member a withdrawal call is for: always the caller (routes pass the session). */
export type Withdrawer = {
  memberId: number;
  merchantId: number;
  currencySymbol: string;
  /** The merchant lets members ask to withdraw (a retry of a request made before is answered). */
  withdrawalEnabled: boolean;
};

/** Where paid withdrawals go: money that left the site through the cashier. */
const HOUSE_PAID = 'house_withdraw';

/** The site's limits with the day's count and total of the member's VIP level. */
const limitsOf = (vip: VipLevelRule) => ({
  ...WITHDRAW_LIMITS,
  dailyCount: vip.dailyWithdrawCount,
  dailyAmount: vip.dailyWithdrawAmount,
});
const masked = (number: string) => `**** ${number.slice(-4)}`;

function memberView(row: WithdrawRow): WithdrawRequest {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    reference: row.reference,
    payee: { ...row.payee, accountNumber: masked(row.payee.accountNumber) },
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** The operator pays out to the whole number. */
const operatorView = ({ request, account }: OperatorWithdrawView): OperatorWithdrawal => ({
  ...memberView(request),
  payee: request.payee,
  account,
  processingAt: request.processingAt?.getTime() ?? null,
});

const remainingOf = ({ required, wagered }: TurnoverRow) => Math.max(0, required - wagered);

/**
 * The counters as a member reads them: wagering below 0 (a stake refunded after the count began
 * again) is owed, so it shows as required rather than as a negative amount bet.
 */
const turnoverView = ({ required, wagered }: TurnoverRow): Turnover => ({
  required: required - Math.min(0, wagered),
  wagered: Math.max(0, wagered),
  remaining: remainingOf({ required, wagered }),
});

/**
 * What the server would pay out in one request now (minor units), by the checks `create` makes
 * in its order: nothing while turnover is owed, a request is in process or the day's count is
 * used; else the cash up to the request maximum and the day's room, if that reaches the minimum.
 * The withdraw page, the member centre and the wallet answer all show this figure.
 */
export function withdrawableOf(figures: {
  cash: number;
  remaining: number;
  pending: number;
  today: { count: number; amount: number };
  limits: ReturnType<typeof limitsOf>;
}): number {
  const { cash, remaining, pending, today, limits } = figures;
  if (remaining > 0 || pending >= limits.maxPending || today.count >= limits.dailyCount) return 0;
  const most = Math.min(cash, limits.maxAmount, limits.dailyAmount - today.amount);
  return most >= limits.minAmount ? most : 0;
}

/** The member's figures of withdrawableOf, read with `db`. */
export async function withdrawableNow(
  db: DbOrTx,
  { memberId, merchantId }: { memberId: number; merchantId: number },
  at: Date,
): Promise<number> {
  const repo = createWithdrawRepository(db);
  const [cash, turnover, today, pending, vip] = await Promise.all([
    createLedgerService({ db }).balanceOf(memberId, merchantId),
    createTurnoverRepository(db).of(memberId),
    repo.usedSince(memberId, startOfLocalDay(at)),
    repo.pendingCount(memberId),
    vipRuleOf(db, { memberId, merchantId }),
  ]);
  return withdrawableOf({
    cash: Number(cash),
    remaining: remainingOf(turnover),
    pending,
    today,
    limits: limitsOf(vip),
  });
}

/** Moves a request's amount between the member's accounts, or from their hold to the house. */
async function move(
  tx: DbOrTx,
  request: { merchantId: number; memberId: number; amount: number },
  from: string,
  to: string,
  entry: { idempotencyKey: string; kind: string; memo: string },
): Promise<number> {
  const owner = (kind: string) => ({
    memberId: kind.startsWith('house_') ? null : request.memberId,
    kind,
  });
  const { transactionId } = await createLedgerService({ db: tx }).move({
    merchantId: request.merchantId,
    from: owner(from),
    to: owner(to),
    amountMinor: BigInt(request.amount),
    ...entry,
  });
  return transactionId;
}

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
  const ledger = createLedgerService({ db });

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
  ): Promise<{ view: OperatorWithdrawView; replayed: boolean }> {
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
      const settleTransactionId = await move(
        tx,
        request,
        MEMBER_WITHDRAW_HOLD,
        paid ? HOUSE_PAID : MEMBER_CASH,
        {
          idempotencyKey: `withdraw:${request.id}:settle`,
          kind: paid ? 'withdraw_paid' : 'withdraw_release',
          memo: `withdrawal ${request.reference} ${status}`,
        },
      );
      const decided = await requests.decide(id, from, {
        status,
        settleTransactionId,
        decidedAt: now(),
        ...(rejectReason === undefined ? {} : { rejectReason }),
      });
      if (!decided) throw new Error(`withdraw ${id}: left ${request.status} under its row lock`);
      return { view: { ...found, request: decided }, replayed: false };
    });
    if (!outcome.replayed) await tell(withdrawNotice(outcome.view));
    return outcome;
  }

  /**
   * pending → processing: the operator starts paying it out, and the member can no longer cancel.
   * A repeat answers replayed; a decided request is not claimed (withdraw.not.pending).
   */
  async function claim(merchantId: number, id: number): Promise<OperatorWithdrawalDecision> {
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
  ): Promise<OperatorWithdrawalDecision> {
    const { view, replayed } = await settle({ merchantId }, id, status, reason);
    return { ...operatorView(view), replayed };
  }

  return {
    async info({ memberId, merchantId }: Withdrawer): Promise<WithdrawInfo> {
      const [available, held, turnover, today, pending, paymentPasswordSet, vip, bonus] =
        await Promise.all([
          ledger.balanceOf(memberId, merchantId),
          ledger.balanceOf(memberId, merchantId, MEMBER_WITHDRAW_HOLD),
          createTurnoverRepository(db).of(memberId),
          repo.usedSince(memberId, startOfLocalDay(now())),
          repo.pendingCount(memberId),
          repo.hasPaymentPassword(memberId),
          vipRuleOf(db, { memberId, merchantId }),
          bonusSummary(db, memberId),
        ]);
      const limits = limitsOf(vip);
      return {
        available: Number(available),
        held: Number(held),
        turnover: turnoverView(turnover),
        limits,
        today,
        pending,
        paymentPasswordSet,
        withdrawable: withdrawableOf({
          cash: Number(available),
          remaining: remainingOf(turnover),
          pending,
          today,
          limits,
        }),
        bonus,
      };
    },

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
      const replay = (earlier: WithdrawRow | undefined) => {
        if (!earlier) return undefined;
        const sameCard =
          !card ||
          (earlier.payee.bankCode === card.bankCode &&
            earlier.payee.accountNumber === card.accountNumber);
        if (earlier.amount !== input.amount || !sameCard) {
          throw new AppError('idempotency.conflict', { field: 'idempotencyKey' });
        }
        return { row: earlier, replayed: true };
      };
      const retried = replay(await repo.byKey(memberId, input.idempotencyKey));
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
        const raced = replay(await requests.byKey(memberId, input.idempotencyKey));
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
        const balance = await createLedgerService({ db: tx }).balanceOf(memberId, merchantId);
        if (BigInt(input.amount) > balance) {
          throw new AppError('wallet.insufficient', { field: 'amount' });
        }
        const ref = reference();
        // The ledger refuses the hold too if a bet took the money meanwhile. The hold keeps the
        // cash account's row lock to the end, and deposits and bets move turnover under that same
        // lock: what is read below is final, and nothing moves it before the reset.
        const holdTransactionId = await move(
          tx,
          { merchantId, memberId, amount: input.amount },
          MEMBER_CASH,
          MEMBER_WITHDRAW_HOLD,
          {
            idempotencyKey: `withdraw-hold:${memberId}:${input.idempotencyKey}`,
            kind: 'withdraw_hold',
            memo: `withdrawal ${ref}`,
          },
        );
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
      const { pageNo, pageSize } = query;
      const [rows, total] = await Promise.all([
        repo.page(filter, (pageNo - 1) * pageSize, pageSize),
        repo.total(filter),
      ]);
      return {
        list: rows.map(memberView),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
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
        const rows = await repo.operatorList(
          merchantId,
          status === 'all' ? undefined : status,
          limit,
        );
        return rows.map(operatorView);
      },
      process: claim,
      pay: (merchantId: number, id: number) => decision(merchantId, id, 'paid'),
      reject: (merchantId: number, id: number, reason: string) =>
        decision(merchantId, id, 'rejected', reason),
    },
  };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;
