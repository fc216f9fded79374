import type { PromotionLabel } from '@app/contracts';
import { siteDayKey, siteDayStart } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { createDepositHistory } from '../deposit/index.js';
import { playFiguresOf } from '../vip/index.js';
import type { ParticipationRow, PromotionRow } from './promotions.repository.js';

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
/** The Philippine date of `now`, YYYY-MM-DD. */
export const philippineDay = (now: Date): string => siteDayKey(now.getTime());

export type PromotionMember = { memberId: number; merchantId: number };

export const bonusOf = (promotion: PromotionRow, credit: number) =>
  Math.min(Math.floor((credit * promotion.percentBp) / 10_000), promotion.cap);

/** Promotions paid at most once per member and Philippine day, without joining. */
export const isDaily = (promotion: PromotionRow) =>
  promotion.kind === 'DAILY_CHECKIN' || promotion.kind === 'MISSION';

export const dayOf = (promotion: PromotionRow, now: Date) =>
  isDaily(promotion) ? philippineDay(now) : '';

/** When the Philippine day of `now` began. */
const startOfDay = (now: Date) => new Date(siteDayStart(now.getTime()));

export function clockLabel(promotion: PromotionRow, now: Date): PromotionLabel | null {
  if (now < promotion.startAt) return 'coming soon';
  if (promotion.endAt && now >= promotion.endAt) return 'Close';
  return null;
}

export type State = { label: PromotionLabel; amount: number | null; progress?: number };

/** The label and amount of one promotion for a member (see the state machine above). */
export async function stateOf(
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
  if (promotion.kind === 'DAILY_CHECKIN') return { label: 'Claim', amount: promotion.fixedAmount };
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
export const turnoverToday = async (tx: DbOrTx, member: PromotionMember, at: Date) =>
  (await playFiguresOf(tx, member, startOfDay(at))).turnover;

/** stateOf for a MISSION: today's turnover against its target, claimable once it is reached. */
const missionState: typeof stateOf = async (tx, member, promotion, row, at) => {
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
};
