import { LAUNCH_GAME_PATH, LaunchGame, LaunchGameQuery, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { GamesService } from './games.service.js';
import type { LaunchService } from './launch.service.js';

/**
 * GET /wps/game/launchGame (SPEC §7): members only, guests get login.not.session; a trial
 * account may launch, as it plays with play money. Each answer is the caller's own.
 */
export const launchRoutes: FastifyPluginAsyncZod<{
  games: GamesService;
  launcher: LaunchService;
}> = async (app, { games, launcher }) => {
  app.get(
    LAUNCH_GAME_PATH,
    {
      config: { auth: 'member', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: answering(LaunchGame, { querystring: LaunchGameQuery }),
    },
    async (request, reply) => {
      const { query } = request;
      const session = sessionOf(request);
      const snapshot = await games.snapshot(merchantOf(request).merchant.id);
      void reply.header('cache-control', 'private, no-store');
      const answer = await launcher.launch(snapshot, session, {
        ...query,
        language: query.language ?? request.language,
        backUrl: `${request.protocol}://${request.host}${query.backUrl ?? '/m/home'}`,
      });
      return ok(answer);
    },
  );
};
