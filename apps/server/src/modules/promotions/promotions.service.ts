import {
  type Language,
  type OperatorPromotionApplication,
  type OperatorPromotionInput,
  type PromotionActionResult,
  type PromotionItem,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { formatMinor } from '@/lib/money-text.js';
import { createDepositHistory } from '../deposit/index.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { createMovements } from '../wallet/index.js';
import {
  createPromotionsRepository,
  type ParticipationRow,
  type PromotionRow,
  type PromotionsRepository,
} from './promotions.repository.js';
import {
  bonusOf,
  clockLabel,
  dayOf,
  isDaily,
  philippineDay,
  stateOf,
  turnoverToday,
  type PromotionMember,
} from './promotion-state.js';
import { itemOf, operatorView } from './promotion-views.js';

export { philippineDay, type PromotionMember } from './promotion-state.js';

/** Where promotion bonuses are paid from (promotion-state.ts: the labels' state machine). */
const HOUSE_PROMOTIONS = 'house_promotions' as const;

export type PromotionsDeps = { db: Db; now?: () => Date };

type OperatorPromotionWrite = OperatorPromotionInput & { endAt: number | null };

/** A promotion's row fields from the operator's input (its code and merchant apart). */
function rowOf({ startAt, endAt, ...rest }: Omit<OperatorPromotionWrite, 'code'>) {
  return {
    ...rest,
    startAt: new Date(startAt),
    endAt: endAt === null ? null : new Date(endAt),
    // A check-in and a mission pay on their own terms: never waiting for an operator.
    needsApproval:
      rest.kind === 'DAILY_CHECKIN' || rest.kind === 'MISSION'
        ? false
        : (rest.needsApproval ?? false),
  };
}

export function createPromotionsService({ db, now = () => new Date() }: PromotionsDeps) {
  const repo = createPromotionsRepository(db);

  async function enabledPromotion(r: PromotionsRepository, merchantId: number, id: number) {
    const promotion = await r.byId(merchantId, id);
    if (!promotion?.enabled) throw new AppError('promotion.not.found');
    return promotion;
  }

  /** Pays a row's bonus once: the ledger, the turnover, the row marked paid. */
  async function pay(
    tx: DbOrTx,
    promotion: PromotionRow,
    row: ParticipationRow,
    approved: boolean,
  ) {
    const amount = row.amount ?? 0;
    if (amount <= 0) throw new AppError('promotion.nothing.to.claim');
    // Into the bonus account with its own wagering (wallet/bonus-wallet.ts), not onto cash.
    const transactionId = (
      await createMovements(tx).grant(
        { merchantId: row.merchantId, memberId: row.memberId },
        {
          from: HOUSE_PROMOTIONS,
          amountMinor: BigInt(amount),
          key: `promotion:${row.memberId}:${promotion.id}:${row.day}`,
          kind: 'promotion_bonus',
          memo: `promotion ${promotion.code}`,
          // The multiple the claim was made under (a row from before migration 0052: today's).
          wagering: {
            bonusMinor: amount * (row.turnoverMultiplier ?? promotion.turnoverMultiplier),
          },
        },
      )
    ).transactionId;
    return createPromotionsRepository(tx).updateParticipation(row.id, {
      status: 'paid',
      transactionId,
      approved,
      decidedAt: now(),
    });
  }

  async function answer(
    tx: DbOrTx,
    member: PromotionMember,
    promotion: PromotionRow,
    language: Language,
    replayed: boolean,
  ): Promise<PromotionActionResult> {
    const r = createPromotionsRepository(tx);
    const at = now();
    const row = await r.participation(promotion.id, member.memberId, dayOf(promotion, at));
    const balance = await createMovements(tx).cashBalance({
      memberId: member.memberId,
      merchantId: member.merchantId,
    });
    return {
      promotion: itemOf(promotion, language, await stateOf(tx, member, promotion, row, at), row),
      balance: Number(balance),
      replayed,
    };
  }

  /**
   * Runs `work` under the member's promotion lock in one transaction. A member on a break from
   * play (responsible gaming) is offered no bonus: joining and claiming wait until it ends.
   */
  const locked = <T>(memberId: number, work: (tx: DbOrTx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockForTransaction(tx, LOCK_SPACE.promotionMember, String(memberId));
      await createPlayGuard(tx, now()).assertNoBonusBreak(memberId);
      return work(tx);
    });

  return {
    /** MCSFE_getAvailablePromotions: enabled promotions, labelled for the member or a guest. */
    async list(
      merchantId: number,
      memberId: number | undefined,
      language: Language,
    ): Promise<PromotionItem[]> {
      const at = now();
      const rows = await repo.list(merchantId, true);
      if (memberId === undefined) {
        return rows.map((promotion) =>
          itemOf(promotion, language, { label: clockLabel(promotion, at) ?? 'Join', amount: null }),
        );
      }
      // A member on a break is offered nothing (no marketing during a break).
      if (await createPlayGuard(db, at).breakNow(memberId)) return [];
      const mine = await repo.ofMember(
        memberId,
        rows.map((promotion) => promotion.id),
        philippineDay(at),
      );
      return Promise.all(
        rows.map(async (promotion) => {
          const day = dayOf(promotion, at);
          const row = mine.find((p) => p.promotionId === promotion.id && p.day === day);
          const state = await stateOf(db, { memberId, merchantId }, promotion, row, at);
          return itemOf(promotion, language, state, row);
        }),
      );
    },

    async join(member: PromotionMember, id: number, language: Language) {
      return locked(member.memberId, async (tx) => {
        const r = createPromotionsRepository(tx);
        const promotion = await enabledPromotion(r, member.merchantId, id);
        if (isDaily(promotion)) throw new AppError('promotion.not.joinable');
        const existing = await r.participation(promotion.id, member.memberId, '');
        if (existing) return answer(tx, member, promotion, language, true);
        const clock = clockLabel(promotion, now());
        if (clock === 'coming soon') throw new AppError('promotion.not.started');
        if (clock === 'Close') throw new AppError('promotion.closed');
        if (
          promotion.kind === 'FIRST_DEPOSIT' &&
          (await createDepositHistory(tx).approvedBefore(member.memberId, now()))
        ) {
          throw new AppError('promotion.first.deposit.only');
        }
        await r.insertParticipation({
          merchantId: member.merchantId,
          promotionId: promotion.id,
          memberId: member.memberId,
          day: '',
          joinedAt: now(),
        });
        return answer(tx, member, promotion, language, false);
      });
    },

    /**
     * Claims a bonus. `comment` (checked by the contract) goes with an application, a claim that
     * waits for the operator: a claim paid at once has no one to read it, so it is not kept.
     */
    async claim(
      member: PromotionMember,
      id: number,
      language: Language,
      comment: string | null = null,
    ) {
      return locked(member.memberId, async (tx) => {
        const r = createPromotionsRepository(tx);
        const promotion = await enabledPromotion(r, member.merchantId, id);
        const at = now();
        const day = dayOf(promotion, at);
        const existing = await r.participation(promotion.id, member.memberId, day);
        if (existing?.status === 'paid' || existing?.status === 'applying') {
          return answer(tx, member, promotion, language, true);
        }
        if (existing?.status === 'rejected') throw new AppError('promotion.rejected');
        const clock = clockLabel(promotion, at);
        if (clock === 'coming soon') throw new AppError('promotion.not.started');
        if (clock === 'Close') throw new AppError('promotion.closed');

        if (promotion.kind === 'MISSION') {
          const done = await turnoverToday(tx, member, at);
          if (done < promotion.target) {
            const symbol = await r.currencySymbol(member.merchantId);
            throw new AppError('promotion.mission.unmet', {
              params: { left: formatMinor(symbol, promotion.target - done) },
            });
          }
        }
        if (isDaily(promotion)) {
          const row = await r.insertParticipation({
            merchantId: member.merchantId,
            promotionId: promotion.id,
            memberId: member.memberId,
            day,
            status: 'joined',
            amount: promotion.fixedAmount,
            turnoverMultiplier: promotion.turnoverMultiplier,
            joinedAt: at,
          });
          if (!row) return answer(tx, member, promotion, language, true);
          await pay(tx, promotion, row, false);
          return answer(tx, member, promotion, language, false);
        }
        if (!existing) throw new AppError('promotion.not.joined');
        if (promotion.kind !== 'FIRST_DEPOSIT') throw new AppError('promotion.nothing.to.claim');
        if (await createDepositHistory(tx).approvedBefore(member.memberId, existing.joinedAt)) {
          throw new AppError('promotion.first.deposit.only');
        }
        const deposit = await createDepositHistory(tx).firstApprovedSince(
          member.memberId,
          existing.joinedAt,
        );
        if (!deposit) throw new AppError('promotion.condition.unmet');
        const amount = bonusOf(promotion, deposit.credit);
        if (amount <= 0) throw new AppError('promotion.nothing.to.claim');
        const row = await r.updateParticipation(existing.id, {
          amount,
          depositId: deposit.id,
          turnoverMultiplier: promotion.turnoverMultiplier,
        });
        if (promotion.needsApproval) {
          await r.updateParticipation(row.id, { status: 'applying', comment });
        } else {
          await pay(tx, promotion, row, false);
        }
        return answer(tx, member, promotion, language, false);
      });
    },

    operator: {
      list: async (merchantId: number) => (await repo.list(merchantId, false)).map(operatorView),

      async create(merchantId: number, { code, ...fields }: OperatorPromotionWrite) {
        const row = await repo.insert({ ...rowOf(fields), code, merchantId });
        if (!row) throw new AppError('promotion.code.taken', { field: 'code' });
        return operatorView(row);
      },

      /**
       * Changes a promotion's terms under its row lock, with its audit line (before and after) in
       * the same transaction. Its code and kind stay (members' claims and their payment keys name
       * them), and so does whether it is on: `…/enabled` switches it, so an edit made from an older
       * page never switches it back.
       */
      async update(
        merchantId: number,
        id: number,
        { code, ...fields }: OperatorPromotionWrite,
        audit?: DecisionAudit,
      ) {
        return db.transaction(async (tx) => {
          const inTx = createPromotionsRepository(tx);
          const found = await inTx.lockById(merchantId, id);
          if (!found) throw new AppError('promotion.not.found');
          if (found.code !== code) throw new AppError('request.invalid', { field: 'code' });
          if (found.kind !== fields.kind) throw new AppError('request.invalid', { field: 'kind' });
          const row = await inTx.update(
            merchantId,
            id,
            rowOf({ ...fields, enabled: found.enabled }),
          );
          if (!row) throw new AppError('promotion.not.found');
          await audit?.(tx, {
            action: 'promotion.changed',
            target: `promotion:${id}`,
            before: operatorView(found),
            after: operatorView(row),
          });
          return operatorView(row);
        });
      },

      async enable(merchantId: number, id: number, enabled: boolean) {
        const row = await repo.setEnabled(merchantId, id, enabled);
        if (!row) throw new AppError('promotion.not.found');
        return operatorView(row);
      },

      async applications(merchantId: number): Promise<OperatorPromotionApplication[]> {
        return (await repo.applications(merchantId)).map(({ row, code }) => ({
          id: row.id,
          promotionId: row.promotionId,
          promotionCode: code,
          memberId: row.memberId,
          amount: row.amount ?? 0,
          status: 'applying',
          createdAt: row.joinedAt.getTime(),
          comment: row.comment,
        }));
      },

      /** Approves (pays, 'Issued') or rejects an application waiting in 'applying'. */
      async decide(
        merchantId: number,
        id: number,
        decision: { reject?: string },
        audit?: DecisionAudit,
      ) {
        const found = await repo.participationById(merchantId, id);
        if (!found) throw new AppError('promotion.not.found');
        return locked(found.memberId, async (tx) => {
          const r = createPromotionsRepository(tx);
          const row = await r.participationById(merchantId, id);
          if (row?.status !== 'applying') throw new AppError('promotion.application.decided');
          const promotion = await r.byId(merchantId, row.promotionId);
          if (!promotion) throw new AppError('promotion.not.found');
          const done =
            decision.reject === undefined
              ? await pay(tx, promotion, row, true)
              : await r.updateParticipation(row.id, {
                  status: 'rejected',
                  rejectReason: decision.reject,
                  decidedAt: now(),
                });
          await audit?.(tx, {
            action: `promotion.${done.status}`,
            target: `promotion-application:${done.id}`,
            before: { status: 'applying' },
            after: {
              status: done.status,
              promotion: promotion.code,
              memberId: done.memberId,
              amount: done.amount ?? 0,
              ...(decision.reject === undefined ? {} : { reason: decision.reject }),
            },
          });
          return {
            id: done.id,
            promotionId: done.promotionId,
            promotionCode: promotion.code,
            memberId: done.memberId,
            amount: done.amount ?? 0,
            status: done.status === 'paid' ? ('paid' as const) : ('rejected' as const),
            createdAt: done.joinedAt.getTime(),
            comment: done.comment,
          };
        });
      },
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
