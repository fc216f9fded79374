import {
  LOTTERY_MAX_BETS,
  LOTTERY_MAX_MULTIPLE,
  oddsOf,
  type LotteryLimits,
  type LotteryOrderInput,
  type LotteryPick,
  type NumberFormatCode,
  type PrizeMode,
} from '@app/contracts';

/** A bet of the slip: a pick with its amount per bet and multiple (stake = amount × multiple). */
export type SlipBet = {
  betType: LotteryPick['betType'];
  position: number | null;
  pick: string;
  amount: number;
  multiple: number;
  /** The odds shown when it was added (basis points); the server takes its own at the bet. */
  odds: number;
};

/** One key per pick: the same pick twice is one bet. */
export const pickKey = (pick: LotteryPick) => `${pick.betType}:${pick.position ?? ''}:${pick.pick}`;

export const stakeOf = (bet: Pick<SlipBet, 'amount' | 'multiple'>) => bet.amount * bet.multiple;
export const slipTotal = (bets: readonly SlipBet[]) =>
  bets.reduce((total, bet) => total + stakeOf(bet), 0);

/** Each bet's stake must be within the game's limits. */
export type StakeIssue = 'too_low' | 'too_high';
export function stakeIssue(stake: number, limits: LotteryLimits): StakeIssue | undefined {
  if (stake < limits.betMin) return 'too_low';
  if (stake > limits.betMax) return 'too_high';
  return undefined;
}

/**
 * Adds picks at one amount and multiple; a pick already on the slip takes the new amount. The
 * slip holds at most LOTTERY_MAX_BETS bets (what one order may carry).
 */
export function addToSlip(
  slip: readonly SlipBet[],
  picks: readonly LotteryPick[],
  format: NumberFormatCode,
  amount: number,
  multiple: number,
): SlipBet[] {
  const next = new Map(slip.map((bet) => [pickKey(bet), bet]));
  for (const pick of picks) {
    const key = pickKey(pick);
    if (!next.has(key) && next.size >= LOTTERY_MAX_BETS) break;
    next.set(key, {
      betType: pick.betType,
      position: pick.position ?? null,
      pick: pick.pick,
      amount,
      multiple,
      odds: oddsOf(format, pick.betType, pick.pick),
    });
  }
  return [...next.values()];
}

/** What keeps the whole slip from going: over the balance, or over the game's total per draw. */
export type SlipIssue = 'balance' | 'draw_max';
export function slipIssue(
  bets: readonly SlipBet[],
  limits: LotteryLimits,
  balance: number | undefined,
): SlipIssue | undefined {
  const total = slipTotal(bets);
  if (balance !== undefined && total > balance) return 'balance';
  if (total > limits.drawMax) return 'draw_max';
  return undefined;
}

/**
 * POST /lgw/orders: the slip's bets on one draw, amounts in minor units. The key is added by
 * useKeyedMutation, which keeps it while the body stays the same.
 */
export function orderBody(order: {
  gameCode: string;
  numero: string;
  prizeMode: PrizeMode;
  bets: readonly SlipBet[];
}): Omit<LotteryOrderInput, 'idempotencyKey'> {
  return {
    gameCode: order.gameCode,
    numero: order.numero,
    prizeMode: order.prizeMode,
    bets: order.bets.map((bet) => ({
      betType: bet.betType,
      ...(bet.position === null ? {} : { position: bet.position }),
      pick: bet.pick,
      amount: bet.amount,
      multiple: bet.multiple,
    })),
  };
}

export const clampMultiple = (value: number) =>
  Math.min(LOTTERY_MAX_MULTIPLE, Math.max(1, Math.floor(Number.isFinite(value) ? value : 1)));
