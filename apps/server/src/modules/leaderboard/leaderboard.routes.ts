import { LEADERBOARD_PATHS, LeaderboardMe, LeaderboardQuery, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import type { CachedAnswer } from '@/lib/cached-answer.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { BoardParams } from './leaderboard.answers.js';
import type { LeaderboardService } from './leaderboard.service.js';

/**
 * Phones and shared caches may keep the board this long before asking again (with its ETag).
 * Short beside the minute it is rebuilt at: a countdown or a new rank is never much behind.
 */
export const BOARD_CACHE_CONTROL = 'public, max-age=15, must-revalidate';

/** The public board: cached and compressed in the answer cache, no per-address limit. */
const boardRoutes: FastifyPluginAsyncZod<{ answer: CachedAnswer<BoardParams> }> = async (
  app,
  { answer },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) {
      void reply.header('cache-control', BOARD_CACHE_CONTROL);
    }
  });
  app.get(
    LEADERBOARD_PATHS.board,
    { config: { rateLimit: false }, compress: false, schema: { querystring: LeaderboardQuery } },
    async (request, reply) => {
      await answer.send(request, reply, {
        snapshot: merchantOf(request),
        board: request.query.board,
      });
      return reply;
    },
  );
};

/** The caller's own standing: real members only (a trial account gets free_reject), never cached. */
const meRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  privateAnswers(app);
  app.get(
    LEADERBOARD_PATHS.me,
    {
      config: { auth: 'real-member' },
      schema: answering(LeaderboardMe, { querystring: LeaderboardQuery }),
    },
    async (request) => ok(await leaderboard.me(memberIdsOf(request), request.query.board)),
  );
};

export const leaderboardRoutes: FastifyPluginAsyncZod<{
  leaderboard: LeaderboardService;
  answer: CachedAnswer<BoardParams>;
}> = async (app, { leaderboard, answer }) => {
  await app.register(boardRoutes, { answer });
  await app.register(meRoutes, { leaderboard });
};
