import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { defineLeaderboardAnswer } from './leaderboard.answers.js';
import { leaderboardRoutes } from './leaderboard.routes.js';
import { createLeaderboardService } from './leaderboard.service.js';

export type { LeaderboardService } from './leaderboard.service.js';
/** Standings of a week from valid bets (agent reports and tests read them too). */
export { createLeaderboardRepository } from './leaderboard.repository.js';

/** How often the settler looks for finished weeks to settle. */
const SETTLE_EVERY_MS = 5 * 60_000;

export type LeaderboardDeps = {
  db: Db;
  answers: AnswerCache;
  /** The clock (tests pass a fake one). */
  now?: (() => number) | undefined;
};

/** The leaderboard service and its cached public answer. */
export function createLeaderboardServices({ db, answers, now = Date.now }: LeaderboardDeps) {
  const leaderboard = createLeaderboardService({ db, now });
  return { leaderboard, answer: defineLeaderboardAnswer(answers, leaderboard, now) };
}
export type LeaderboardServices = ReturnType<typeof createLeaderboardServices>;

export type LeaderboardOptions = LeaderboardServices & {
  /**
   * Run the settler: at start-up and every SETTLE_EVERY_MS, grant the prizes of every finished
   * week that is due (main passes true; tests settle through the board instead).
   */
  runSettler?: boolean | undefined;
};

/**
 * The weekly leaderboard (contracts/leaderboard.ts): the public board, a member's own standing,
 * and the settlement that grants each finished week's prizes into the reward centre once (see
 * createLeaderboardService for when).
 */
export const leaderboardModule: FastifyPluginAsync<LeaderboardOptions> = async (
  app,
  { leaderboard, answer, runSettler = false },
) => {
  await app.register(leaderboardRoutes, { leaderboard, answer });

  if (!runSettler) return;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    leaderboard.settleDue().catch((error: unknown) => {
      app.log.error({ err: error }, 'leaderboard settlement failed; retried on the next run');
    });
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), SETTLE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
