import {
  WITHDRAW_LIMITS,
  type Turnover,
  type VipLevelRule,
  type WithdrawInfo,
} from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { startOfLocalDay } from '@/lib/record-range.js';
import { vipRuleOf } from '../vip/index.js';
import {
  bonusSummary,
  createMovements,
  createTurnoverRepository,
  type TurnoverRow,
} from '../wallet/index.js';
import { createWithdrawRepository } from './withdraw.repository.js';

/** The site's limits with the day's count and total of the member's VIP level. */
export const limitsOf = (vip: VipLevelRule) => ({
  ...WITHDRAW_LIMITS,
  dailyCount: vip.dailyWithdrawCount,
  dailyAmount: vip.dailyWithdrawAmount,
});
export const remainingOf = ({ required, wagered }: TurnoverRow) => Math.max(0, required - wagered);

/**
 * The counters as a member reads them: wagering below 0 (a stake refunded after the count began
 * again) is owed, so it shows as required rather than as a negative amount bet.
 */
export const turnoverView = ({ required, wagered }: TurnoverRow): Turnover => ({
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

type Member = { memberId: number; merchantId: number };

/** The member's figures of withdrawableOf (and their turnover row), read with `db`. */
async function withdrawFigures(db: DbOrTx, { memberId, merchantId }: Member, at: Date) {
  const repo = createWithdrawRepository(db);
  const [cash, turnover, today, pending, vip] = await Promise.all([
    createMovements(db).cashBalance({ memberId, merchantId }),
    createTurnoverRepository(db).of(memberId),
    repo.usedSince(memberId, startOfLocalDay(at)),
    repo.pendingCount(memberId),
    vipRuleOf(db, { memberId, merchantId }),
  ]);
  return {
    cash: Number(cash),
    turnover,
    remaining: remainingOf(turnover),
    pending,
    today,
    limits: limitsOf(vip),
  };
}

/** What one withdrawal may take out now (withdrawableOf of the member's figures). */
export async function withdrawableNow(db: DbOrTx, member: Member, at: Date): Promise<number> {
  return withdrawableOf(await withdrawFigures(db, member, at));
}

/** GET /wps/transaction/withdraw/info: the member's figures, as the withdraw page shows them. */
export async function withdrawInfo(db: DbOrTx, member: Member, at: Date): Promise<WithdrawInfo> {
  const { memberId, merchantId } = member;
  const [figures, held, paymentPasswordSet, bonus] = await Promise.all([
    withdrawFigures(db, member, at),
    createMovements(db).heldBalance({ memberId, merchantId }),
    createWithdrawRepository(db).hasPaymentPassword(memberId),
    bonusSummary(db, memberId),
  ]);
  const { cash, turnover, today, pending, limits } = figures;
  return {
    available: cash,
    held: Number(held),
    turnover: turnoverView(turnover),
    limits,
    today,
    pending,
    paymentPasswordSet,
    withdrawable: withdrawableOf(figures),
    bonus,
  };
}
