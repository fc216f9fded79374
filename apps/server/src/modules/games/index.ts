import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from '@/db/change-bus.js';
import type { Db } from '@/db/client.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { createCatalogueStore } from './catalogue.store.js';
import { createGamesRepository } from './games.repository.js';
import { gamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';
import { launchRoutes } from './launch.routes.js';
import { createLaunchService } from './launch.service.js';
import { personalRoutes } from './personal.routes.js';
import { createPersonalService } from './personal.service.js';

export type { GamesService } from './games.service.js';
export { gamesTopic } from './catalogue.store.js';

/**
 * The game catalogue: vendors and games per merchant from an in-memory snapshot, the lobby's
 * cached answers, members' favourites and recents, and launching a game through its vendor's
 * adapter. Publishes `app.games`, which the operator API switches games through.
 */
export const gamesModule = fp(
  async function games(
    app: FastifyInstance,
    { db, bus, answers }: { db: Db; bus: ChangeBus; answers: AnswerCache },
  ) {
    const repo = createGamesRepository(db);
    const store = createCatalogueStore({ repo, bus });
    app.addHook('onClose', async () => store.close());
    const games = createGamesService({ repo, store, answers });
    app.decorate('games', games);
    await app.register(gamesRoutes, { games });
    await app.register(personalRoutes, { games, personal: createPersonalService({ repo }) });
    await app.register(launchRoutes, {
      games,
      launcher: createLaunchService({
        repo,
        assertMayPlay: (memberId) => createPlayGuard(db).assertNoBreak(memberId),
      }),
    });
  },
  { name: 'games', dependencies: ['relay'] },
);
