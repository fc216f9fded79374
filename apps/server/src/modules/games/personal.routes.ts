import {
  addFavoriteRelay,
  addRecentRelay,
  getFavoriteGameIdsRelay,
  getFavoriteGamesRelay,
  recentGamesRelay,
  removeFavoriteRelay,
} from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { privateAnswers } from '@/lib/member-routes.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
// app.addRelay is declared there; e2e/ type-checks this file on its own.
import type { GamesService } from './games.service.js';
import type { PersonalService } from './personal.service.js';

/**
 * A member's favourites and recents (SPEC §7). Members only (guests get login.not.session); a
 * trial account keeps its own lists, since it plays. Every answer is theirs alone: no-store.
 */
export const personalRoutes: FastifyPluginAsync<{
  games: GamesService;
  personal: PersonalService;
}> = async (app, { games, personal }) => {
  privateAnswers(app);

  const playerOf = (request: FastifyRequest) => ({ memberId: sessionOf(request).memberId });
  const snapshotOf = (request: FastifyRequest) => games.snapshot(merchantOf(request).merchant.id);

  app.addRelay(addFavoriteRelay, async (body, request) =>
    personal.addFavorite(await snapshotOf(request), playerOf(request), body),
  );
  app.addRelay(removeFavoriteRelay, async ({ nodeId }, request) =>
    personal.removeFavorite(playerOf(request), nodeId),
  );
  app.addRelay(getFavoriteGamesRelay, async (query, request) =>
    personal.favorites(await snapshotOf(request), playerOf(request), query),
  );
  app.addRelay(getFavoriteGameIdsRelay, async (_query, request) =>
    personal.favoriteIds(await snapshotOf(request), playerOf(request)),
  );
  app.addRelay(addRecentRelay, async (ref, request) =>
    personal.addRecent(await snapshotOf(request), playerOf(request), ref),
  );
  app.addRelay(recentGamesRelay, async ({ page, pageNo, ...query }, request) =>
    personal.recents(await snapshotOf(request), playerOf(request), {
      ...query,
      pageNo: page ?? pageNo,
    }),
  );
};
