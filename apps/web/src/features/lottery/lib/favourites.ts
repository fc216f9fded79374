/**
 * SPEC §4: favourites first in every tab, the latest added first; the others in the server's
 * order. `favourites` is the member's list, newest first.
 */
export function favouritesFirst<G extends { gameId: number }>(
  games: readonly G[],
  favourites: readonly number[],
): G[] {
  const rank = new Map(favourites.map((id, index) => [id, index]));
  const rankOf = (game: G) => rank.get(game.gameId) ?? favourites.length;
  // Array.prototype.sort is stable: the rest keep their order.
  return [...games].sort((a, b) => rankOf(a) - rankOf(b));
}

/** The FAV tab (which the server sends empty): the member's favourites among `games`, newest first. */
export function favouriteGames<G extends { gameId: number }>(
  games: readonly G[],
  favourites: readonly number[],
): G[] {
  const byId = new Map(games.map((game) => [game.gameId, game]));
  return favourites.flatMap((id) => {
    const game = byId.get(id);
    return game ? [game] : [];
  });
}
