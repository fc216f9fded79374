import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLock } from '@/db/leader-lock.js';
import type { DrawEngine } from './engine.js';

/** How often a follower tries for the lock: a dead leader's role is taken within seconds. */
export const FOLLOWER_RETRY_MS = 2_000;
/** A leader that lost its lock waits this many follower retries before trying for it again. */
const STEP_BACK = 3;
/** The leader ticks just after each whole second, when draws open, lock and draw. */
const TICK_OFFSET_MS = 25;

export type EngineRunner = {
  /** Whether this instance leads the engine now. */
  readonly isLeader: boolean;
  /** Stops ticking, waits for a tick under way, and lets the lock go. */
  stop(): Promise<void>;
};

/**
 * Runs the engine on one instance among many: each attempt takes (or confirms) the leader lock
 * and ticks; without it, it tries again in FOLLOWER_RETRY_MS. A failed tick is logged and tried
 * again: every step of the engine may be re-run.
 */
export function runEngine({
  engine,
  lock,
  log,
  retryMs = FOLLOWER_RETRY_MS,
  tickMs,
}: {
  engine: Pick<DrawEngine, 'tick'>;
  lock: LeaderLock;
  log: FastifyBaseLogger;
  retryMs?: number;
  /** A fixed pause between ticks (tests); by default each tick comes just after a whole second. */
  tickMs?: number;
}): EngineRunner {
  let stopped = false;
  let leading = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const untilNextSecond = () => 1000 - (Date.now() % 1000) + TICK_OFFSET_MS;

  function schedule(ms: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = attempt().finally(() => (running = undefined));
    }, ms);
    timer.unref();
  }

  async function attempt(): Promise<void> {
    try {
      if (leading && !(await lock.held())) {
        // The lock's connection died (PostgreSQL freed the lock): stop ticking at once, and let a
        // follower, whose connection still works, take the role before trying for it again.
        leading = false;
        log.warn('lottery engine: lost the leader lock; following');
        return schedule(retryMs * STEP_BACK);
      }
      const isLeader = leading || (await lock.acquire());
      if (isLeader !== leading) {
        log.info(
          { leader: isLeader },
          isLeader ? 'lottery engine: leading' : 'lottery engine: following',
        );
        leading = isLeader;
      }
      if (!isLeader) return schedule(retryMs);
      const report = await engine.tick();
      if (report.drawn + report.voided > 0) log.info(report, 'lottery engine: draws');
      schedule(tickMs ?? untilNextSecond());
    } catch (error) {
      log.error({ err: error }, 'lottery engine: tick failed');
      schedule(retryMs);
    }
  }

  schedule(0);
  return {
    get isLeader() {
      return leading;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      leading = false;
      await lock.release();
    },
  };
}
