import {
  siteDayKey,
  siteDayStart,
  type Language,
  type OperatorPromotion,
  type OperatorPromotionApplication,
  type OperatorPromotionInput,
  type PromotionActionResult,
  type PromotionItem,
  type PromotionLabel,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import { formatMinor } from '@/lib/money-text.js';
import { createDepositHistory } from '../deposit/index.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { playFiguresOf } from '../vip/index.js';
import { createMovements } from '../wallet/index.js';
import {
  createPromotionsRepository,
  type ParticipationRow,
  type PromotionRow,
  type PromotionsRepository,
} from './promotions.repository.js';

/**
 * The state machine behind SPEC §4's labels, per member and promotion (now = the server clock):
 *
 *   guest:  now < start → 'coming soon';  now ≥ end → 'Close';  otherwise 'Join'.
 *   member, FIRST_DEPOSIT / REFERRAL / MISSION (one row per member, day ''):
 *     no row:            'coming soon' before start, 'Close' after end, else 'Join'
 *       ── join ──▶ row 'joined'
 *     joined:            after end 'Close'; REFERRAL/MISSION stay 'Joined' (informational);
 *                        FIRST_DEPOSIT: an approved deposit requested since joining → 'Claim'
 *                        (bonus = min(credit × percent, cap)); else a pending one → 'Process';
 *                        else 'Joined'
 *       ── claim ──▶ needs approval: row 'applying' ('Applying'), the amount fixed
 *                    otherwise: paid now, row 'paid' ('Claimed')
 *     applying ── operator approve ──▶ paid ('Issued')   ── operator reject ──▶ 'Rejected'
 *     paid / rejected are final, whatever the clock says.
 *   member, DAILY_CHECKIN (one row per member and Philippine day, born paid):
 *     'coming soon' / 'Close' by the clock; today's row → 'signed'; else 'Claim' (no join).
 *   member, MISSION (one row per member and Philippine day, born paid):
 *     'coming soon' / 'Close' by the clock; today's row → 'Claimed'; else today's turnover
 *     (stakes of valid bets settled since the day began, wallet/valid-bet.ts: an open lottery
 *     bet counts once its draw settles it) ≥ target → 'Claim', below it → 'Process'.
 *
 * Payment moves the bonus from house_promotions to member_cash (kind promotion_bonus, key
 * promotion:<member>:<promotion>:<day>) and raises the turnover by bonus × multiplier, in the
 * transaction that marks the row paid, under the member's promotion lock: a retried or parallel
 * claim finds the row paid and answers it again (replayed), paying nothing.
 */
const HOUSE_PROMOTIONS = 'house_promotions' as const;

/** The Philippine date of `now`, YYYY-MM-DD. */
export const philippineDay = (now: Date): string => siteDayKey(now.getTime());

export type PromotionMember = { memberId: number; merchantId: number };

const bonusOf = (promotion: PromotionRow, credit: number) =>
  Math.min(Math.floor((credit * promotion.percentBp) / 10_000), promotion.cap);

/** Promotions paid at most once per member and Philippine day, without joining. */
const isDaily = (promotion: PromotionRow) =>
  promotion.kind === 'DAILY_CHECKIN' || promotion.kind === 'MISSION';

const dayOf = (promotion: PromotionRow, now: Date) =>
  isDaily(promotion) ? philippineDay(now) : '';

/** When the Philippine day of `now` began. */
const startOfDay = (now: Date) => new Date(siteDayStart(now.getTime()));

function clockLabel(promotion: PromotionRow, now: Date): PromotionLabel | null {
  if (now < promotion.startAt) return 'coming soon';
  if (promotion.endAt && now >= promotion.endAt) return 'Close';
  return null;
}

function operatorView(row: PromotionRow): OperatorPromotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    titles: row.titles,
    bodies: row.bodies,
    startAt: row.startAt.getTime(),
    endAt: row.endAt?.getTime() ?? null,
    enabled: row.enabled,
    needsApproval: row.needsApproval,
    percentBp: row.percentBp,
    cap: row.cap,
    fixedAmount: row.fixedAmount,
    target: row.target,
    turnoverMultiplier: row.turnoverMultiplier,
    sortOrder: row.sortOrder,
  };
}

type State = { label: PromotionLabel; amount: number | null; progress?: number };

export type PromotionsDeps = { db: Db; now?: () => Date };

export function createPromotionsService({ db, now = () => new Date() }: PromotionsDeps) {
  const repo = createPromotionsRepository(db);

  /** The label and amount of one promotion for a member (see the state machine above). */
  async function stateOf(
    tx: DbOrTx,
    member: PromotionMember,
    promotion: PromotionRow,
    row: ParticipationRow | undefined,
    at: Date,
  ): Promise<State> {
    if (promotion.kind === 'MISSION') return missionState(tx, member, promotion, row, at);
    if (row?.status === 'paid') {
      return {
        label: promotion.kind === 'DAILY_CHECKIN' ? 'signed' : row.approved ? 'Issued' : 'Claimed',
        amount: row.amount,
      };
    }
    if (row?.status === 'applying') return { label: 'Applying', amount: row.amount };
    if (row?.status === 'rejected') return { label: 'Rejected', amount: row.amount };
    const clock = clockLabel(promotion, at);
    if (clock) return { label: clock, amount: null };
    if (promotion.kind === 'DAILY_CHECKIN')
      return { label: 'Claim', amount: promotion.fixedAmount };
    // "First" is first ever: a member who deposited before joining has no first deposit to come.
    const depositedBefore = (since: Date) =>
      promotion.kind === 'FIRST_DEPOSIT' &&
      createDepositHistory(tx).approvedBefore(member.memberId, since);
    if (!row) return { label: (await depositedBefore(at)) ? 'Close' : 'Join', amount: null };
    if (promotion.kind !== 'FIRST_DEPOSIT') return { label: 'Joined', amount: null };
    if (await depositedBefore(row.joinedAt)) return { label: 'Close', amount: null };
    const deposit = await createDepositHistory(tx).firstApprovedSince(row.memberId, row.joinedAt);
    if (deposit) return { label: 'Claim', amount: bonusOf(promotion, deposit.credit) };
    const pending = await createDepositHistory(tx).pendingSince(row.memberId, row.joinedAt);
    return { label: pending ? 'Process' : 'Joined', amount: null };
  }

  /** Today's turnover of a member: what a daily mission counts. */
  const turnoverToday = async (tx: DbOrTx, member: PromotionMember, at: Date) =>
    (await playFiguresOf(tx, member, startOfDay(at))).turnover;

  async function missionState(
    tx: DbOrTx,
    member: PromotionMember,
    promotion: PromotionRow,
    row: ParticipationRow | undefined,
    at: Date,
  ): Promise<State> {
    if (row?.status === 'paid') {
      return { label: 'Claimed', amount: row.amount, progress: promotion.target };
    }
    const clock = clockLabel(promotion, at);
    if (clock) return { label: clock, amount: null };
    const progress = await turnoverToday(tx, member, at);
    return {
      label: progress >= promotion.target ? 'Claim' : 'Process',
      amount: promotion.fixedAmount,
      progress,
    };
  }

  function itemOf(
    promotion: PromotionRow,
    language: Language,
    state: State,
    row?: ParticipationRow,
  ): PromotionItem {
    return {
      id: promotion.id,
      code: promotion.code,
      kind: promotion.kind,
      title: promotion.titles[language],
      body: promotion.bodies[language],
      startAt: promotion.startAt.getTime(),
      endAt: promotion.endAt?.getTime() ?? null,
      percentBp: promotion.percentBp,
      cap: promotion.cap,
      fixedAmount: promotion.fixedAmount,
      target: promotion.target,
      turnoverMultiplier: promotion.turnoverMultiplier,
      needsApproval: promotion.needsApproval,
      label: state.label,
      amount: state.amount,
      progress: state.progress ?? null,
      rejectReason: row?.rejectReason ?? null,
    };
  }

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
          wagering: { bonusMinor: amount * promotion.turnoverMultiplier },
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

    async claim(member: PromotionMember, id: number, language: Language) {
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
        const row = await r.updateParticipation(existing.id, { amount, depositId: deposit.id });
        if (promotion.needsApproval) {
          await r.updateParticipation(row.id, { status: 'applying' });
        } else {
          await pay(tx, promotion, row, false);
        }
        return answer(tx, member, promotion, language, false);
      });
    },

    operator: {
      list: async (merchantId: number) => (await repo.list(merchantId, false)).map(operatorView),

      async create(merchantId: number, input: OperatorPromotionInput & { endAt: number | null }) {
        const { startAt, endAt, ...rest } = input;
        const row = await repo.insert({
          ...rest,
          merchantId,
          startAt: new Date(startAt),
          endAt: endAt === null ? null : new Date(endAt),
          needsApproval:
            input.kind === 'DAILY_CHECKIN' || input.kind === 'MISSION'
              ? false
              : (input.needsApproval ?? false),
        });
        if (!row) throw new AppError('promotion.code.taken', { field: 'code' });
        return operatorView(row);
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
        }));
      },

      /** Approves (pays, 'Issued') or rejects an application waiting in 'applying'. */
      async decide(merchantId: number, id: number, decision: { reject?: string }) {
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
          return {
            id: done.id,
            promotionId: done.promotionId,
            promotionCode: promotion.code,
            memberId: done.memberId,
            amount: done.amount ?? 0,
            status: done.status === 'paid' ? ('paid' as const) : ('rejected' as const),
            createdAt: done.joinedAt.getTime(),
          };
        });
      },
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
