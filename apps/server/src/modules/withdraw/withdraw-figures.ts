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

/** The member's figures of withdrawableOf, read with `db`. */
export async function withdrawableNow(
  db: DbOrTx,
  { memberId, merchantId }: { memberId: number; merchantId: number },
  at: Date,
): Promise<number> {
  const repo = createWithdrawRepository(db);
  const [cash, turnover, today, pending, vip] = await Promise.all([
    createMovements(db).cashBalance({ memberId, merchantId }),
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

/** GET /wps/transaction/withdraw/info: the member's figures, as the withdraw page shows them. */
export async function withdrawInfo(
  db: DbOrTx,
  { memberId, merchantId }: { memberId: number; merchantId: number },
  at: Date,
): Promise<WithdrawInfo> {
  const repo = createWithdrawRepository(db);
  const wallet = createMovements(db);
  const [available, held, turnover, today, pending, paymentPasswordSet, vip, bonus] =
    await Promise.all([
      wallet.cashBalance({ memberId, merchantId }),
      wallet.heldBalance({ memberId, merchantId }),
      createTurnoverRepository(db).of(memberId),
      repo.usedSince(memberId, startOfLocalDay(at)),
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
}
