import { isValidDiceBet, type BetOutcome } from '@app/contracts';
import { and, eq, gte, inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { inhouseBets, lotterySuborders, vendorRounds } from '@/db/schema/index.js';
import { createPlayTotalsRepository } from './play-totals.repository.js';
import { createTurnoverRepository } from './turnover.repository.js';

/**
 * Valid bets, in one place (the rule itself: contracts/valid-bet.ts). A bet counts once it is
 * settled and valid: an in-house bet when it is placed (it settles at once), a lottery bet when its
 * draw settles it (won or lost), a game provider's round when the credit that ends it settles it
 * with a stake left (modules/providers). An open lottery bet counts for nothing, so cancelling it or a
 * void draw's refund takes nothing back. What counts:
 *
 *   - kept counters, moved here when the bet counts: the turnover a withdrawal needs
 *     (member_turnover.wagered) and the lifetime stakes a VIP level reads (member_play_totals);
 *   - queries over the bet rows, by the flags below: daily missions, the leaderboard, rebates and
 *     agent reports (`inhouse_bets.valid`, `lottery_suborders.valid`, `vendor_rounds.valid`).
 */

/** Whether an in-house bet is valid: dice by its win chance; every slot spin. */
export const isValidInhouseBet = (outcome: BetOutcome): boolean =>
  outcome.game !== 'dice' || isValidDiceBet(outcome.target, outcome.direction);

/** SQL: an in-house bet that counts. */
export const countedInhouseBet = eq(inhouseBets.valid, true);
/** SQL: a lottery bet that counts (only settled bets are ever marked valid). */
export const countedLotteryBet = and(
  inArray(lotterySuborders.status, ['won', 'lost']),
  eq(lotterySuborders.valid, true),
);

/** SQL: a provider's round that counts (only settled rounds are ever marked valid). */
export const countedVendorRound = eq(vendorRounds.valid, true);

/** Counts a settled valid bet's stake towards withdrawal turnover and the VIP level. */
export async function countValidStake(tx: DbOrTx, memberId: number, stake: number): Promise<void> {
  if (stake <= 0) return;
  await createTurnoverRepository(tx).addWagered(memberId, stake);
  await createPlayTotalsRepository(tx).add(memberId, { deposited: 0, staked: stake });
}

/**
 * Settled valid bets of many members counted at once (a draw's batch of settled bets): what
 * `countValidStake` does for each member's stakes, in one statement per counter. A member's
 * stakes are counted together (bonus wagering fills the oldest grants first, so their sum
 * advances them as they would one after another).
 */
export async function countValidStakes(
  tx: DbOrTx,
  stakes: readonly { memberId: number; stake: number }[],
): Promise<void> {
  const byMember = new Map<number, number>();
  for (const { memberId, stake } of stakes) {
    if (stake > 0) byMember.set(memberId, (byMember.get(memberId) ?? 0) + stake);
  }
  if (byMember.size === 0) return;
  const counted = [...byMember]
    .sort(([a], [b]) => a - b)
    .map(([memberId, stake]) => ({ memberId, stake }));
  await createTurnoverRepository(tx).addWageredMany(counted);
  await createPlayTotalsRepository(tx).addMany(
    counted.map(({ memberId, stake }) => ({ memberId, deposited: 0, staked: stake })),
  );
}

/**
 * The stakes of a member's valid bets settled since `since` (a daily mission's day): in-house
 * bets placed since then, lottery bets and providers' rounds settled since then.
 */
export async function validTurnoverSince(
  db: DbOrTx,
  memberId: number,
  since: Date,
): Promise<number> {
  // One after the other: `db` may be a transaction.
  const inhouse = await db
    .select({ stake: sum(inhouseBets.stake).mapWith(Number) })
    .from(inhouseBets)
    .where(
      and(eq(inhouseBets.memberId, memberId), gte(inhouseBets.createdAt, since), countedInhouseBet),
    );
  const lottery = await db
    .select({ stake: sum(lotterySuborders.stake).mapWith(Number) })
    .from(lotterySuborders)
    .where(
      and(
        eq(lotterySuborders.memberId, memberId),
        gte(lotterySuborders.settledAt, since),
        countedLotteryBet,
      ),
    );
  const vendor = await db
    .select({ stake: sum(vendorRounds.stake).mapWith(Number) })
    .from(vendorRounds)
    .where(
      and(
        eq(vendorRounds.memberId, memberId),
        gte(vendorRounds.settledAt, since),
        countedVendorRound,
      ),
    );
  return (inhouse[0]?.stake ?? 0) + (lottery[0]?.stake ?? 0) + (vendor[0]?.stake ?? 0);
}
