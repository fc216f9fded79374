import {
  BASIS_POINTS,
  DEMO_MERCHANT_CODE,
  DEPOSIT_MAX_PENDING,
  DEPOSIT_TURNOVER_BASIS_POINTS,
  depositFee,
  type DepositChannel,
  type DepositChannels,
  type DepositCreateResult,
  type DepositListFilter,
  type DepositPage,
  type DepositRequest,
  type DepositStatus,
  type Language,
  type OperatorDeposit,
  type OperatorDepositChannel,
  type OperatorDepositChannelFields,
  type OperatorDepositDecision,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { fingerprintOf, replayOrRun } from '@/lib/idempotency-key.js';
import { formatMinor, newReference } from '@/lib/money-text.js';
import { rangeOf } from '@/lib/record-range.js';
import { rewardReferralDeposit, type ReferralNotice } from '../referral/index.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { createMovements } from '../wallet/index.js';
import {
  createDepositRepository,
  type ChannelRow,
  type OperatorRequestView,
  type RequestFilter,
  type RequestView,
} from './deposit.repository.js';
import { depositNotice, type DepositNotice } from './deposit-notices.js';
import { counted, pageAnswer } from '@/lib/paging.js';

/** The member a deposit call is for: always the caller (routes pass the session). */
export type Depositor = { memberId: number; merchantId: number; currencySymbol: string };

/** The house account deposits are paid from: money that came in through the cashier. */
const HOUSE_KIND = 'house_deposit';
/** What a channel takes and where the money goes: the member's and the operator's view share it. */
const termsOf = (row: ChannelRow) => ({
  code: row.code,
  kind: row.kind,
  minAmount: row.minAmount,
  maxAmount: row.maxAmount,
  feeMode: row.feeMode,
  feeValue: row.feeValue,
  payee: row.payee ?? null,
});

function channelView(row: ChannelRow, language: Language): DepositChannel {
  return { ...termsOf(row), name: row.names[language] };
}

function operatorChannelView(row: ChannelRow): OperatorDepositChannel {
  return { ...termsOf(row), names: row.names, enabled: row.enabled, sortOrder: row.sortOrder };
}

function requestView({ request, channel }: RequestView, language: Language): DepositRequest {
  return {
    id: request.id,
    channelCode: channel.code,
    channelName: channel.names[language],
    kind: channel.kind,
    amount: request.amount,
    fee: request.fee,
    credit: request.credit,
    status: request.status,
    reference: request.reference,
    payee: request.payee ?? null,
    createdAt: request.createdAt.getTime(),
    decidedAt: request.decidedAt?.getTime() ?? null,
    rejectReason: request.rejectReason,
  };
}

function operatorView(view: OperatorRequestView): OperatorDeposit {
  return { ...requestView(view, 'EN'), memberId: view.request.memberId, account: view.account };
}

export type DepositDeps = {
  db: Db;
  now?: () => Date;
  reference?: () => string;
  /** Tells the member of a decision (their inbox); a failure is logged, the decision stands. */
  notify?: (notice: DepositNotice) => Promise<void>;
};

/**
 * Deposits: the merchant's channels, a member's requests (create, list, cancel; theirs alone),
 * and the operator's decision. Approval credits the wallet through the ledger in the same
 * database transaction as the request's move to approved, under a row lock, so it happens once
 * whatever is retried or raced.
 */
export function createDepositService({
  db,
  now = () => new Date(),
  reference = () => newReference('PP'),
  notify,
}: DepositDeps) {
  const repo = createDepositRepository(db);

  async function tell(notice: DepositNotice | undefined): Promise<void> {
    if (notice && notify) await notify(notice);
  }

  type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

  /**
   * The decision on request `id` inside the caller's transaction: the operator's, or the demo
   * merchant's instant channel at creation. Under the request's row lock, once: a repeat of the
   * same decision is a replay.
   */
  async function decideIn(tx: DbOrTx, merchantId: number, id: number, decision: Decision) {
    const requests = createDepositRepository(tx);
    const found = await requests.lockForDecision(merchantId, id);
    if (!found) throw new AppError('deposit.not.found', { field: 'id' });
    const { request } = found;
    if (request.status === decision.status) {
      return { view: found, replayed: true, referral: undefined };
    }
    if (request.status !== 'pending') throw new AppError('deposit.not.pending', { field: 'id' });
    const decidedAt = now();
    let decided;
    let referral: ReferralNotice | undefined;
    if (decision.status === 'approved') {
      // The credit is to be played through before it can be withdrawn.
      const { transactionId } = await createMovements(tx).grant(
        { merchantId, memberId: request.memberId },
        {
          from: HOUSE_KIND,
          amountMinor: BigInt(request.credit),
          key: `deposit:${request.id}`,
          kind: HOUSE_KIND.slice('house_'.length),
          memo: `deposit ${request.reference}`,
          wagering: {
            turnoverMinor: Math.ceil(
              (request.credit * DEPOSIT_TURNOVER_BASIS_POINTS) / BASIS_POINTS,
            ),
          },
        },
      );
      decided = await requests.decide(id, {
        status: 'approved',
        creditTransactionId: transactionId,
        decidedAt,
      });
      // A friend's first deposit rewards whoever invited them, in this same transaction.
      if (decided) referral = await rewardReferralDeposit(tx, decided, decidedAt);
    } else {
      decided = await requests.decide(id, {
        status: 'rejected',
        rejectReason: decision.reason,
        decidedAt,
      });
    }
    if (!decided) throw new Error(`deposit ${id}: left pending under its row lock`);
    return { view: { ...found, request: decided }, replayed: false, referral };
  }

  async function decide(
    merchantId: number,
    id: number,
    decision: Decision,
    audit?: DecisionAudit,
  ): Promise<OperatorDepositDecision> {
    const outcome = await db.transaction(async (tx) => {
      const decided = await decideIn(tx, merchantId, id, decision);
      if (!decided.replayed && audit) {
        const { request } = decided.view;
        await audit(tx, {
          action: `deposit.${decision.status}`,
          target: `deposit:${request.id}`,
          before: { status: 'pending' },
          after: {
            status: request.status,
            memberId: request.memberId,
            credit: request.credit,
            ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
          },
        });
      }
      return decided;
    });
    if (!outcome.replayed) await tell(depositNotice(outcome.view));
    if (!outcome.replayed) await tell(outcome.referral);
    return { ...operatorView(outcome.view), replayed: outcome.replayed };
  }

  return {
    async channels(
      member: { memberId: number; merchantId: number },
      language: Language,
    ): Promise<DepositChannels> {
      const rows = await repo.channels(member.merchantId);
      return {
        channels: rows.map((row) => channelView(row, language)),
        limitRoom: await createPlayGuard(db, now()).depositRoom(member.memberId),
      };
    },

    async create(
      member: Depositor,
      input: { channelCode: string; amount: number; idempotencyKey: string },
      language: Language,
    ): Promise<DepositCreateResult> {
      const { memberId, merchantId } = member;
      const view = await db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCK_SPACE.depositMember, String(memberId));
        const requests = createDepositRepository(tx);
        /** A new request: checked, written, and approved at once on the demo's instant channel. */
        const open = async () => {
          const channel = await requests.channel(merchantId, input.channelCode);
          if (!channel) throw new AppError('deposit.channel.not.found', { field: 'channelCode' });
          if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
            throw new AppError('deposit.amount.limit', {
              field: 'amount',
              params: {
                min: formatMinor(member.currencySymbol, channel.minAmount),
                max: formatMinor(member.currencySymbol, channel.maxAmount),
              },
            });
          }
          if ((await requests.pendingCount(memberId)) >= DEPOSIT_MAX_PENDING) {
            throw new AppError('deposit.pending.limit', {
              params: { max: String(DEPOSIT_MAX_PENDING) },
            });
          }
          // The member's own limits and breaks (responsible gaming) come last, once the request is
          // otherwise good.
          await createPlayGuard(tx, now()).assertMayDeposit(member, input.amount);
          const fee = depositFee(channel, input.amount);
          const created = await requests.insertIfNew({
            merchantId,
            memberId,
            channelId: channel.id,
            idempotencyKey: input.idempotencyKey,
            reference: reference(),
            amount: input.amount,
            fee,
            credit: input.amount - fee,
            payee: channel.payee,
          });
          if (!created) throw new Error('deposit: key taken under the member lock');
          // The demo merchant's demo channel is what its name says, instant: approved through the
          // operator's own approval path, in this same transaction (credit, turnover, referral).
          if (
            channel.kind === 'demo' &&
            (await requests.merchantCode(merchantId)) === DEMO_MERCHANT_CODE
          ) {
            const instant = await decideIn(tx, merchantId, created.id, { status: 'approved' });
            return { request: instant.view.request, channel, replayed: false, instant };
          }
          return { request: created, channel, replayed: false };
        };
        return replayOrRun({
          earlier: await requests.byKey(memberId, input.idempotencyKey),
          fingerprint: {
            ofEarlier: (earlier) => fingerprintOf(earlier.channel.code, earlier.request.amount),
            ofRequest: fingerprintOf(input.channelCode, input.amount),
          },
          replay: (earlier) => ({ ...earlier, replayed: true, instant: undefined }),
          run: open,
        });
      });
      if ('instant' in view && view.instant) {
        await tell(depositNotice(view.instant.view));
        await tell(view.instant.referral);
      }
      return { ...requestView(view, language), replayed: view.replayed };
    },

    async page(
      memberId: number,
      query: DepositListFilter,
      language: Language,
    ): Promise<DepositPage> {
      const filter: RequestFilter = { memberId, status: query.status, ...rangeOf(query, now()) };
      return pageAnswer(
        query,
        {
          rows: (offset, limit) => repo.page(filter, offset, limit),
          totals: () => repo.total(filter).then(counted),
        },
        (row) => requestView(row, language),
      );
    },

    /** The member's own pending request, cancelled; another member's is not found. */
    async cancel(memberId: number, id: number, language: Language): Promise<DepositRequest> {
      const cancelled = await repo.cancel(memberId, id, now());
      const view = await repo.ofMember(memberId, id);
      if (!view) throw new AppError('deposit.not.found', { field: 'id' });
      if (!cancelled && view.request.status !== 'cancelled') {
        throw new AppError('deposit.not.pending', { field: 'id' });
      }
      return requestView(view, language);
    },

    operator: {
      async list(
        merchantId: number,
        status: DepositStatus | 'all',
        limit: number,
      ): Promise<OperatorDeposit[]> {
        return (await repo.operatorList(merchantId, status, limit)).map(operatorView);
      },
      async channels(merchantId: number): Promise<OperatorDepositChannel[]> {
        return (await repo.allChannels(merchantId)).map(operatorChannelView);
      },
      /**
       * Creates or replaces a channel. A pending request keeps the amount and fee it was made
       * with; new requests see the new limits at once (channels are read afresh per request).
       */
      async saveChannel(
        merchantId: number,
        code: string,
        body: OperatorDepositChannelFields,
      ): Promise<OperatorDepositChannel> {
        return operatorChannelView(await repo.saveChannel(merchantId, code, body));
      },
      approve: (merchantId: number, id: number, audit?: DecisionAudit) =>
        decide(merchantId, id, { status: 'approved' }, audit),
      reject: (merchantId: number, id: number, reason: string, audit?: DecisionAudit) =>
        decide(merchantId, id, { status: 'rejected', reason }, audit),
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
