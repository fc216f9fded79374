import type { PlayLimitKind } from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import { formatMinor } from '@/lib/money-text.js';
import { periodOf } from './periods.js';
import {
  createResponsibleGamingRepository,
  type LimitRow,
  type ResponsibleGamingRepository,
} from './responsible-gaming.repository.js';

/** What a row says now: the limit in force and any raise or removal still waiting. */
export function limitInForce(row: LimitRow, now: Date) {
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime()) {
    return { amount: row.pendingAmount, pending: null };
  }
  return {
    amount: row.amount,
    pending: row.pendingFrom
      ? { amount: row.pendingAmount, from: row.pendingFrom.getTime() }
      : null,
  };
}

/** The member's limits of `kind` in force at `now`, each with its current period. */
async function limitsInForce(
  repo: ResponsibleGamingRepository,
  memberId: number,
  kind: PlayLimitKind,
  now: Date,
) {
  const rows = await repo.limitsOf(memberId);
  return rows.flatMap((row) => {
    const { amount } = limitInForce(row, now);
    if (row.kind !== kind || amount === null) return [];
    return [{ amount, period: periodOf(row.period, now) }];
  });
}

export type Player = { memberId: number; merchantId: number; currencySymbol: string };

/**
 * The checks other modules run inside their own transaction before money moves: a break refuses
 * deposits, bets and launches; a deposit or loss limit refuses what would go past it. The
 * tightest limit names the room left.
 */
export function createPlayGuard(db: DbOrTx, now: Date = new Date()) {
  const repo = createResponsibleGamingRepository(db);

  async function assertNoBreak(memberId: number): Promise<void> {
    const found = await repo.breakAt(memberId, now);
    if (!found) return;
    const code = found.kind === 'exclusion' ? 'play.exclusion.active' : 'play.timeout.active';
    throw new AppError(code, { times: { until: found.endsAt.getTime() } });
  }

  /**
   * Before a promotion, bonus or reward is joined or paid: a member on a break is offered none
   * (no marketing during a break), and the refusal says so and until when.
   */
  async function assertNoBonusBreak(memberId: number): Promise<void> {
    const found = await repo.breakAt(memberId, now);
    if (!found) return;
    throw new AppError('promotion.break.active', { times: { until: found.endsAt.getTime() } });
  }

  /** Throws the tightest limit's error when `amount` does not fit into the room left. */
  function assertRoom(
    code: 'play.limit.deposit' | 'play.limit.loss',
    player: Player,
    amount: number,
    rooms: { limit: number; left: number }[],
  ): void {
    const tightest = rooms.reduce<{ limit: number; left: number } | undefined>(
      (best, room) => (best === undefined || room.left < best.left ? room : best),
      undefined,
    );
    if (tightest === undefined || amount <= tightest.left) return;
    throw new AppError(code, {
      field: 'amount',
      params: {
        limit: formatMinor(player.currencySymbol, tightest.limit),
        left: formatMinor(player.currencySymbol, Math.max(0, tightest.left)),
      },
    });
  }

  return {
    assertNoBreak,
    assertNoBonusBreak,
    /** The break in force, or null. */
    breakNow: (memberId: number) => repo.breakAt(memberId, now),

    /** The tightest deposit limit's room now (for the form before Confirm); null without one. */
    async depositRoom(memberId: number) {
      const limits = await limitsInForce(repo, memberId, 'deposit', now);
      let tightest: { limit: number; left: number; resetsAt: number } | null = null;
      for (const { amount: limit, period } of limits) {
        const left = Math.max(0, limit - (await repo.depositedSince(memberId, period.from)));
        if (tightest === null || left < tightest.left) {
          tightest = { limit, left, resetsAt: period.to.getTime() };
        }
      }
      return tightest;
    },

    /** Before a deposit request (under the caller's per-member deposit lock). */
    async assertMayDeposit(player: Player, amount: number): Promise<void> {
      await assertNoBreak(player.memberId);
      const limits = await limitsInForce(repo, player.memberId, 'deposit', now);
      const rooms = [];
      for (const { amount: limit, period } of limits) {
        rooms.push({
          limit,
          left: limit - (await repo.depositedSince(player.memberId, period.from)),
        });
      }
      assertRoom('play.limit.deposit', player, amount, rooms);
    },

    /**
     * Before a stake leaves the wallet. With a loss limit, bets of the member take turns across
     * games (an advisory lock to the transaction's end), so two bets cannot both fit the same room.
     * A stake counts as lost until it wins or is refunded; wins earlier in the period make room.
     */
    async assertMayStake(player: Player, amount: number): Promise<void> {
      await assertNoBreak(player.memberId);
      const limits = await limitsInForce(repo, player.memberId, 'loss', now);
      if (limits.length === 0) return;
      await lockForTransaction(db, LOCK_SPACE.playMember, String(player.memberId));
      const rooms = [];
      for (const { amount: limit, period } of limits) {
        rooms.push({ limit, left: limit + (await repo.netSince(player, period.from)) });
      }
      assertRoom('play.limit.loss', player, amount, rooms);
    },
  };
}
