import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from '@/db/change-bus.js';
import type { Db } from '@/db/client.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { createCatalogueStore } from './catalogue.store.js';
import { createGamesRepository } from './games.repository.js';
import { gamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';
import { launchRoutes } from './launch.routes.js';
import { createLaunchService } from './launch.service.js';
import { personalRoutes } from './personal.routes.js';
import type { SeamlessAdapter } from './vendors/index.js';
import { createPersonalService } from './personal.service.js';

export type { GamesService } from './games.service.js';
export { gamesTopic } from './catalogue.store.js';
export {
  fillPattern,
  type LaunchRequest,
  type SeamlessAdapter,
  type VendorAdapter,
} from './vendors/index.js';

export type GamesDeps = {
  db: Db;
  bus: ChangeBus;
  answers: AnswerCache;
  /** Refuses a launch during the member's break (responsible gaming's play guard). */
  assertMayPlay: (memberId: number) => Promise<void>;
  /** Opens the games of vendors a game provider plays (modules/providers' seamless launch). */
  seamless?: SeamlessAdapter | undefined;
};

/** The catalogue store, the games service and members' favourites, recents and launches. */
export function createGamesServices({ db, bus, answers, assertMayPlay, seamless }: GamesDeps) {
  const repo = createGamesRepository(db);
  const store = createCatalogueStore({ repo, bus });
  return {
    store,
    games: createGamesService({ repo, store, answers }),
    personal: createPersonalService({ repo }),
    launcher: createLaunchService({ repo, assertMayPlay, seamless }),
  };
}
export type GamesServices = ReturnType<typeof createGamesServices>;

/**
 * The game catalogue: vendors and games per merchant from an in-memory snapshot, the lobby's
 * cached answers, members' favourites and recents, and launching a game through its vendor's
 * adapter. The operator API switches games through the same service.
 */
export const gamesModule = fp(
  async function games(app: FastifyInstance, { store, games, personal, launcher }: GamesServices) {
    app.addHook('onClose', async () => store.close());
    await app.register(gamesRoutes, { games });
    await app.register(personalRoutes, { games, personal });
    await app.register(launchRoutes, { games, launcher });
  },
  { name: 'games', dependencies: ['relay'] },
);
