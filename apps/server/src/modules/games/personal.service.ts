import type { FavoriteGames, GameType, RecentGames } from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import type { CatalogueGame, CatalogueSnapshot } from './catalogue.js';
import { pageOf } from './catalogue.views.js';
import type { GamesRepository } from './games.repository.js';

/** Whose list a call reads or changes: always the caller's own. */
export type Player = { memberId: number };
type PageQuery = { pageNo: number; pageSize: number; gameType?: GameType | undefined };

/** The games of `ids` players may see now, in that order, of one category when asked. */
function visible(snapshot: CatalogueSnapshot, ids: readonly number[], gameType?: GameType) {
  return ids
    .map((id) => snapshot.gameById.get(id))
    .filter(
      (game): game is CatalogueGame =>
        game !== undefined && (gameType === undefined || game.gameType === gameType),
    );
}

/** The page `query` asks of the games of `ids` players may see now, each as listed. */
function gamesPage(snapshot: CatalogueSnapshot, ids: readonly number[], query: PageQuery) {
  const games = visible(snapshot, ids, query.gameType);
  const { items, ...page } = pageOf(games, query.pageNo, query.pageSize);
  return { items: items.map((game) => game.item), page };
}

/** The game a favourite or recent call names: on the merchant's catalogue, of that vendor. */
function gameOf(snapshot: CatalogueSnapshot, ref: { nodeId: string; vendor: string }) {
  const game = snapshot.gameById.get(Number(ref.nodeId));
  if (!game || game.vendorCode !== ref.vendor) {
    throw new AppError('game.not.found', { field: 'nodeId' });
  }
  return game;
}

/**
 * A member's favourites (SPEC §7 MCSFE_*FavoriteGame*) and recently played games (MCS2_addRecentGame,
 * GCS_recentGame). Lists show only games still on offer, newest first.
 */
export function createPersonalService({ repo }: { repo: GamesRepository }) {
  return {
    async addFavorite(snapshot: CatalogueSnapshot, player: Player, ref: GameRefInput) {
      await repo.addFavorite(player.memberId, gameOf(snapshot, ref).id);
      return true;
    },
    async removeFavorite(player: Player, nodeId: string) {
      await repo.removeFavorite(player.memberId, Number(nodeId));
      return true;
    },
    async favorites(
      snapshot: CatalogueSnapshot,
      player: Player,
      query: PageQuery,
    ): Promise<FavoriteGames> {
      const { items, page } = gamesPage(snapshot, await repo.favoriteIds(player.memberId), query);
      return { content: items, ...page };
    },
    async favoriteIds(snapshot: CatalogueSnapshot, player: Player): Promise<string[]> {
      const games = visible(snapshot, await repo.favoriteIds(player.memberId));
      return games.map((game) => game.item.nodeId);
    },

    async addRecent(snapshot: CatalogueSnapshot, player: Player, ref: GameRefInput) {
      await repo.touchRecent(player.memberId, gameOf(snapshot, ref).id);
      return true;
    },
    async recents(
      snapshot: CatalogueSnapshot,
      player: Player,
      query: PageQuery,
    ): Promise<RecentGames> {
      const { items, page } = gamesPage(snapshot, await repo.recentIds(player.memberId), query);
      return { list: items, ...page };
    },
  };
}

type GameRefInput = { nodeId: string; vendor: string };
export type PersonalService = ReturnType<typeof createPersonalService>;
