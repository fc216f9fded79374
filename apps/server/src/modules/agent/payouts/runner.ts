import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLock } from '@/db/leader-lock.js';
import type { PeriodEngine } from './engine.js';

/** How often the leader closes and pays periods; a follower tries for the lock as often. */
export const PERIOD_TICK_MS = 30_000;

/**
 * Runs the period engine on the instance holding `lock` (the engine leader's role, like the draw
 * engine's runner): a tick every PERIOD_TICK_MS; a failed tick is logged and tried again on the
 * next, since every step of the engine may be re-run.
 */
export function runPeriodEngine({
  engine,
  lock,
  log,
  everyMs = PERIOD_TICK_MS,
}: {
  engine: Pick<PeriodEngine, 'tick'>;
  lock: LeaderLock;
  log: FastifyBaseLogger;
  everyMs?: number;
}): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function attempt(): Promise<void> {
    try {
      if (!(await lock.acquire())) return;
      const report = await engine.tick();
      if (report.closed + report.payments > 0) log.info(report, 'period engine: runs');
    } catch (error) {
      log.error({ err: error }, 'period engine: tick failed');
    }
  }

  function schedule(ms: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = attempt().finally(() => {
        running = undefined;
        schedule(everyMs);
      });
    }, ms);
    timer.unref();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await lock.release();
    },
  };
}
