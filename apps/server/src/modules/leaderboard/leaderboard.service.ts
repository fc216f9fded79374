import {
  LEADERBOARD_SIZE,
  LEADERBOARD_MIN_TURNOVER,
  LEADERBOARD_TURNOVER_BP,
  leaderboardPrize,
  leaderboardWeekKey,
  maskAccount,
  type Leaderboard,
  type LeaderboardBoard,
  type LeaderboardMe,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { periodOf } from '../responsible-gaming/index.js';
import { grantReward } from '../rewards/index.js';
import {
  createLeaderboardRepository,
  type Standing,
  type WeekRange,
} from './leaderboard.repository.js';

const WEEK_MS = 7 * 86_400_000;
/** How long one computation of a week's standings serves every board and /me read. */
export const STANDINGS_TTL_MS = 60_000;
/**
 * A finished week waits for its lottery bets to settle (a bet placed on Sunday may be on
 * Monday evening's Vietnam draw), at most this long after its end: by then no bet of the week
 * can be cancelled any more (sales close within 23 hours), so counting an open one is safe.
 */
export const SETTLE_GRACE_MS = 86_400_000;
/** Finished weeks the settler looks back at (a server down for a few weeks still pays them). */
export const CATCH_UP_WEEKS = 4;

export type Week = WeekRange & { key: string };
export type Ranked = Standing & { rank: number; prize: number };
type Memo = { bucket: number; standings: Promise<Ranked[]> };

/** The Philippine week (Monday 00:00 Manila) of `board` at `now`, with its ISO key. */
export function weekOf(board: LeaderboardBoard, now: number): Week {
  const current = periodOf('week', new Date(now));
  const range =
    board === 'current' ? current : periodOf('week', new Date(current.from.getTime() - 1));
  return { ...range, key: leaderboardWeekKey(range.from.getTime()) };
}

const ranked =
  (week: Week) =>
  (standings: Standing[]): Ranked[] =>
    standings.map((row, i) => ({
      ...row,
      rank: i + 1,
      prize: leaderboardPrize(i + 1, row.turnover, week.key),
    }));

export type LeaderboardDeps = { db: Db; now?: () => number };

/**
 * The weekly leaderboard: standings computed at most once a minute per merchant and week (every
 * board and /me read of that minute shares them), and the week's settlement, which grants its
 * prizes into the reward centre once.
 *
 * When prizes are granted: a week is settled once it has ended and either none of its lottery
 * bets is still open or SETTLE_GRACE_MS has passed. Settling happens lazily, when last week's
 * board or a member's standing in it is read, and on the settler (index.ts: at start-up and
 * every few minutes, CATCH_UP_WEEKS back), whichever comes first. It runs in one transaction under
 * an advisory lock of the merchant's week and does nothing when the week has grants already; each
 * grant is unique per (member, LEADERBOARD, week) besides: prizes are never granted twice, on any
 * number of instances. A lottery refund after that (a draw voided late) changes no prize.
 */
export function createLeaderboardService({ db, now = Date.now }: LeaderboardDeps) {
  const repo = createLeaderboardRepository(db);
  const memo = new Map<string, Memo>();
  /** Weeks known settled here (`merchantId:week`): their boards no longer change. */
  const settledWeeks = new Set<string>();

  function standings(merchantId: number, week: Week): Promise<Ranked[]> {
    const id = `${merchantId}:${week.key}`;
    const bucket = Math.floor(now() / STANDINGS_TTL_MS);
    const known = memo.get(id);
    if (known && (known.bucket === bucket || settledWeeks.has(id))) return known.standings;
    const fresh = repo.standings(merchantId, week).then(ranked(week));
    fresh.catch(() => memo.get(id)?.standings === fresh && memo.delete(id));
    // Weeks other than this one and last are not read by boards: drop them as time moves on.
    if (memo.size > 256) memo.clear();
    memo.set(id, { bucket, standings: fresh });
    return fresh;
  }

  /**
   * Settles `week` of the merchant when it is due: true once settled (now or before). Standings
   * are read inside the transaction, never from the memo.
   */
  async function settle(merchantId: number, week: Week): Promise<boolean> {
    const id = `${merchantId}:${week.key}`;
    if (settledWeeks.has(id)) return true;
    const at = now();
    if (at < week.to.getTime()) return false;
    const isLate = at >= week.to.getTime() + SETTLE_GRACE_MS;
    if (!isLate && (await repo.openLotteryBets(merchantId, week)) > 0) return false;
    await db.transaction(async (tx) => {
      await lockForTransaction(tx, LOCK_SPACE.leaderboardWeek, id);
      const txRepo = createLeaderboardRepository(tx);
      if (await txRepo.hasGrants(merchantId, week.key)) return;
      const winners = ranked(week)(await txRepo.standings(merchantId, week)).filter(
        (row) => row.prize > 0,
      );
      for (const row of winners) {
        await grantReward(
          tx,
          {
            memberId: row.memberId,
            merchantId,
            source: 'LEADERBOARD',
            key: week.key,
            detail: { rank: row.rank, week: week.key },
            amount: row.prize,
            turnoverBp: LEADERBOARD_TURNOVER_BP,
          },
          new Date(at),
        );
      }
    });
    settledWeeks.add(id);
    memo.delete(id);
    return true;
  }

  /** The week of `board`, settled first when it is last week and due. */
  async function resolve(merchantId: number, board: LeaderboardBoard) {
    const week = weekOf(board, now());
    const isFinal = board === 'last' && (await settle(merchantId, week));
    return { week, isFinal };
  }

  return {
    weekOf: (board: LeaderboardBoard) => weekOf(board, now()),
    /** Whether the merchant's week is known settled on this instance (its board is frozen). */
    isSettled: (merchantId: number, weekKey: string) =>
      settledWeeks.has(`${merchantId}:${weekKey}`),
    settle,

    async board(merchantId: number, board: LeaderboardBoard): Promise<Leaderboard> {
      const { week, isFinal } = await resolve(merchantId, board);
      const rows = await standings(merchantId, week);
      return {
        board,
        week: week.key,
        startsAt: week.from.getTime(),
        endsAt: week.to.getTime(),
        isFinal,
        players: rows.length,
        entries: rows.slice(0, LEADERBOARD_SIZE).map((row) => ({
          rank: row.rank,
          account: maskAccount(row.account),
          turnover: row.turnover,
          prize: row.prize,
        })),
      };
    },

    async me(
      { memberId, merchantId }: { memberId: number; merchantId: number },
      board: LeaderboardBoard,
    ): Promise<LeaderboardMe> {
      const { week } = await resolve(merchantId, board);
      const rows = await standings(merchantId, week);
      const mine = rows.find((row) => row.memberId === memberId);
      const turnover = mine?.turnover ?? 0;
      const onBoard = mine !== undefined && mine.rank <= LEADERBOARD_SIZE;
      const last = rows[LEADERBOARD_SIZE - 1];
      // Reaching rank 20's turnover is not enough: they reached it first (ties rank the earlier).
      const toBoard = onBoard ? null : last ? last.turnover - turnover + 1 : 1;
      return {
        board,
        week: week.key,
        rank: onBoard ? mine.rank : null,
        position: mine?.rank ?? null,
        turnover,
        prize: onBoard ? mine.prize : 0,
        toBoard,
        toQualify: Math.max(0, LEADERBOARD_MIN_TURNOVER - turnover),
      };
    },

    /**
     * Settles every merchant's finished weeks that are due, CATCH_UP_WEEKS back: at start-up and
     * on the settler's timer. Returns the weeks settled by this call.
     */
    async settleDue(): Promise<number> {
      const current = weekOf('current', now());
      let settled = 0;
      for (const merchantId of await repo.merchantIds()) {
        for (let back = 1; back <= CATCH_UP_WEEKS; back += 1) {
          const from = current.from.getTime() - back * WEEK_MS;
          const week: Week = {
            from: new Date(from),
            to: new Date(from + WEEK_MS),
            key: leaderboardWeekKey(from),
          };
          if (settledWeeks.has(`${merchantId}:${week.key}`)) continue;
          if (await settle(merchantId, week)) settled += 1;
        }
      }
      return settled;
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
