import { LOTTERY_ROUTE_VENDORS } from '@app/contracts';
import { EVERYTHING_CHANGED, type ChangeBus } from '@/db/change-bus.js';
import type { GamesService } from '../games/index.js';
import type { DrawRow, DrawsRepository, GameRow } from './draws.repository.js';

const TOPIC_PREFIX = 'lottery:';
/** The change-bus topic of a merchant's draws: published when one opens, closes or is drawn. */
export const lotteryTopic = (merchantId: number) => `${TOPIC_PREFIX}${merchantId}`;

/** A game on the board: its current draw (on sale, or locked until drawn), the next ones, the last result. */
export type BoardGame = {
  game: GameRow;
  current: DrawRow | undefined;
  upcoming: DrawRow[];
  previous: DrawRow | undefined;
  iconUrl: string;
};

/** A merchant's lottery state as the lobby shows it, built once per change. */
export type Board = {
  merchantId: number;
  version: number;
  games: BoardGame[];
  byCode: ReadonlyMap<string, BoardGame>;
};

/** The catalogue's icon of each lottery game (the LOTT / ELOTT vendors' games), by game code. */
async function iconsOf(catalogue: Pick<GamesService, 'snapshot'>, merchantId: number) {
  const snapshot = await catalogue.snapshot(merchantId);
  const icons = new Map<string, string>();
  for (const game of snapshot.games) {
    if (LOTTERY_ROUTE_VENDORS.includes(game.vendorCode)) icons.set(game.gameId, game.item.iconUrl);
  }
  return icons;
}

/**
 * Boards per merchant, built from three queries once per change (the engine publishes the
 * merchant's topic), so the lobby's polls cost no query. A change drops this instance's board at
 * once and the others' on the change bus.
 */
export function createBoardStore({
  draws,
  bus,
  catalogue,
}: {
  draws: DrawsRepository;
  bus: ChangeBus;
  catalogue: Pick<GamesService, 'snapshot'>;
}) {
  const boards = new Map<number, Promise<Board>>();
  let version = 0;
  const unsubscribe = bus.subscribe((topic) => {
    if (topic === EVERYTHING_CHANGED) boards.clear();
    else if (topic.startsWith(TOPIC_PREFIX))
      boards.delete(Number(topic.slice(TOPIC_PREFIX.length)));
  });

  async function build(merchantId: number): Promise<Board> {
    const [games, pending, last, icons] = await Promise.all([
      draws.gamesOf(merchantId),
      draws.pendingDraws(merchantId),
      draws.lastDrawn(merchantId),
      iconsOf(catalogue, merchantId),
    ]);
    const entries = games.map((game): BoardGame => {
      const [current, ...upcoming] = pending.filter((draw) => draw.gameId === game.id);
      return {
        game,
        current,
        upcoming,
        previous: last.find((draw) => draw.gameId === game.id),
        iconUrl: icons.get(game.gameCode) ?? '',
      };
    });
    return {
      merchantId,
      version: ++version,
      games: entries,
      byCode: new Map(entries.map((entry) => [entry.game.gameCode, entry])),
    };
  }

  return {
    get(merchantId: number): Promise<Board> {
      const known = boards.get(merchantId);
      if (known) return known;
      const pending = build(merchantId).catch((error: unknown) => {
        if (boards.get(merchantId) === pending) boards.delete(merchantId);
        throw error;
      });
      boards.set(merchantId, pending);
      return pending;
    },
    /** Forgets this instance's board (the caller tells the others through the answer cache). */
    forget: (merchantId: number) => void boards.delete(merchantId),
    close: unsubscribe,
  };
}

export type BoardStore = ReturnType<typeof createBoardStore>;
