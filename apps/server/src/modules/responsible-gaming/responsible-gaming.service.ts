import {
  EXCLUSION_MONTHS,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  RAISE_DELAY_MS,
  TIMEOUT_DURATIONS_MS,
  type PlayBreakInput,
  type PlayBreakStatus,
  type PlayLimit,
  type PlayLimitInput,
  type PlaySession,
  type ResponsibleGaming,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { limitInForce, type Player } from './play-guard.js';
import { addMonths, periodOf } from './periods.js';
import { createResponsibleGamingRepository } from './responsible-gaming.repository.js';

/**
 * The member's own side of responsible gaming: reading and changing their limits, taking a
 * break, the reality check. The checks themselves run in other modules' transactions
 * (play-guard.ts).
 */
export function createResponsibleGamingService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}) {
  const repo = createResponsibleGamingRepository(db);

  async function settings(player: Player): Promise<ResponsibleGaming> {
    const at = now();
    const rows = await repo.limitsOf(player.memberId);
    const limits: PlayLimit[] = [];
    for (const kind of PLAY_LIMIT_KINDS) {
      for (const period of PLAY_LIMIT_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const { amount, pending } = row ? limitInForce(row, at) : { amount: null, pending: null };
        const { from, to } = periodOf(period, at);
        const used =
          kind === 'deposit'
            ? await repo.depositedSince(player.memberId, from)
            : Math.max(0, -(await repo.netSince(player, from)));
        limits.push({ kind, period, amount, pending, used, resetsAt: to.getTime() });
      }
    }
    const found = await repo.breakAt(player.memberId, at);
    return {
      limits,
      break: found ? { kind: found.kind, until: found.endsAt.getTime() } : null,
      realityCheckMinutes: await repo.realityCheckMinutes(player.memberId),
    };
  }

  return {
    settings,

    /**
     * A lower limit (or a first one) holds at once and drops any raise waiting; a higher one, or
     * none, waits RAISE_DELAY_MS (asking again restarts the wait). Asking for the limit in force
     * drops the raise waiting.
     */
    async setLimit(player: Player, input: PlayLimitInput): Promise<ResponsibleGaming> {
      const at = now();
      await db.transaction(async (tx) => {
        const limits = createResponsibleGamingRepository(tx);
        const row = (await limits.limitsOf(player.memberId)).find(
          (r) => r.kind === input.kind && r.period === input.period,
        );
        const current = row ? limitInForce(row, at).amount : null;
        const key = { memberId: player.memberId, kind: input.kind, period: input.period };
        if (current === null && input.amount === null) {
          await limits.removeLimit(player.memberId, input.kind, input.period);
        } else if (input.amount !== null && (current === null || input.amount <= current)) {
          await limits.saveLimit({
            ...key,
            amount: input.amount,
            pendingAmount: null,
            pendingFrom: null,
          });
        } else {
          await limits.saveLimit({
            ...key,
            amount: current,
            pendingAmount: input.amount,
            pendingFrom: new Date(at.getTime() + RAISE_DELAY_MS),
          });
        }
      });
      return settings(player);
    },

    /**
     * Starts a break now and ends every session of the member, this one too. A break already in
     * force that ends later stands: a break is never shortened.
     */
    async startBreak(player: Player, input: PlayBreakInput): Promise<ResponsibleGaming> {
      const at = now();
      const endsAt =
        input.kind === 'timeout'
          ? new Date(at.getTime() + TIMEOUT_DURATIONS_MS[input.duration])
          : addMonths(at, EXCLUSION_MONTHS[input.duration]);
      await db.transaction(async (tx) => {
        const breaks = createResponsibleGamingRepository(tx);
        const current = await breaks.breakAt(player.memberId, at);
        if (current && current.endsAt.getTime() >= endsAt.getTime()) {
          throw new AppError('play.break.shorter', {
            field: 'duration',
            times: { until: current.endsAt.getTime() },
          });
        }
        await breaks.insertBreak({
          memberId: player.memberId,
          kind: input.kind,
          startsAt: at,
          endsAt,
        });
        await breaks.endSessions(player.memberId, at);
      });
      return settings(player);
    },

    async setRealityCheck(player: Player, minutes: number | null): Promise<ResponsibleGaming> {
      await repo.setRealityCheck(player.memberId, minutes);
      return settings(player);
    },

    /** The break in force, for the frame's banner and the screens that hide promotions. */
    async currentBreak(player: Player): Promise<PlayBreakStatus> {
      const found = await repo.breakAt(player.memberId, now());
      return { break: found ? { kind: found.kind, until: found.endsAt.getTime() } : null };
    },

    /** The reality check's figures: since this session logged in. */
    async session(player: Player, sessionId: number): Promise<PlaySession> {
      const startedAt = await repo.sessionStartedAt(sessionId);
      if (!startedAt) throw new Error(`responsible gaming: session ${sessionId} not found`);
      return {
        startedAt: startedAt.getTime(),
        realityCheckMinutes: await repo.realityCheckMinutes(player.memberId),
        bets: await repo.stakedSince(player, startedAt),
        net: await repo.netSince(player, startedAt),
      };
    },
  };
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
