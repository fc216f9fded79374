import {
  algorithmOf,
  LOTTERY_MENU_TAGS,
  type CurrentDraw,
  type DrawResult,
  type Language,
  type LotteryGame,
  type LotteryGroup,
  type LotteryMenu,
  type PrizeMode,
  type UpcomingDraw,
} from '@app/contracts';
import type { Board, BoardGame } from './board.js';
import type { DrawRow } from './draws.repository.js';
import { drawInterval } from './schedule.js';

/**
 * remainTime as a view writes it: a cached answer writes the draw time itself, which the answer
 * cache turns into the time left as each answer is sent (lib/cached-answer.ts, countdown); a
 * member's own answer writes the time left at once.
 */
export type Remain = (drawAt: number | undefined) => number;
export const deadline: Remain = (drawAt) => drawAt ?? 0;
export const timeLeft =
  (now: number): Remain =>
  (drawAt) =>
    drawAt === undefined ? 0 : Math.max(0, drawAt - now);

/** The lottery groups (SPEC §3 "Lottery group") and the lobby's own tabs, in TY and EN. */
export const LOTTERY_GROUPS: Record<
  string,
  { gameGroupId: number; names: Record<Language, string> }
> = {
  FAST: { gameGroupId: 1, names: { TY: 'Mabilisang Bola', EN: 'Fast Draws' } },
  VN: { gameGroupId: 2, names: { TY: 'Vietnam Lotto', EN: 'Vietnam Lotto' } },
};
const TAB_NAMES: Record<string, Record<Language, string>> = {
  [LOTTERY_MENU_TAGS.hot]: { TY: 'Mainit', EN: 'Hot' },
  [LOTTERY_MENU_TAGS.fav]: { TY: 'Paborito', EN: 'Favourites' },
};

const epoch = (date: Date | null | undefined) => (date ? date.getTime() : null);

/** SPEC §3 "Lottery game" of a board entry. */
export function lotteryGameOf(entry: BoardGame, language: Language, remain: Remain): LotteryGame {
  const { game, current, previous } = entry;
  return {
    gameId: game.id,
    gameCode: game.gameCode,
    gameGroupCode: game.gameGroupCode,
    gameName: game.names[language],
    mobileIconUrl: entry.iconUrl,
    remark: game.remarks[language],
    numero: current?.numero ?? null,
    previousWinningNumber: previous?.winningNumber ?? null,
    previousNumero: previous?.numero ?? null,
    winningTime: epoch(previous?.drawAt),
    isSale: current?.status === 'selling',
    remainTime: remain(current?.drawAt.getTime()),
    lockTime: game.lockSeconds,
    entPlaySwitch: game.entPlay,
    tradPlaySwitch: game.tradPlay,
    mUi: game.numberFormat,
    css: `lottery-${game.gameGroupCode.toLowerCase()}`,
    code: game.gameCode,
    numberFormat: game.numberFormat,
    prizeModes: game.prizeModes,
    isHot: game.isHot,
    drawInterval: drawInterval(game.schedule),
    seedHash: current?.seedHash ?? null,
    limits: { betMin: game.betMin, betMax: game.betMax, drawMax: game.drawMax },
  };
}

/** The board's games offered in a prize mode, in the merchant's order. */
export const entriesOf = (board: Board, prizeMode: PrizeMode): BoardGame[] =>
  board.games.filter((entry) => entry.game.prizeModes.includes(prizeMode));

export type LobbyParams = { board: Board; language: Language; prizeMode: PrizeMode };

export const gamesView = ({ board, language, prizeMode }: LobbyParams, remain: Remain) =>
  entriesOf(board, prizeMode).map((entry) => lotteryGameOf(entry, language, remain));

export const popularView = (params: LobbyParams, remain: Remain) =>
  gamesView(params, remain).filter((game) => game.isHot);

export function groupsView(params: LobbyParams, remain: Remain): LotteryGroup[] {
  const games = gamesView(params, remain);
  return Object.entries(LOTTERY_GROUPS)
    .map(([code, group]) => ({
      displayName: group.names[params.language],
      gameGroupId: group.gameGroupId,
      gameGroupCode: code,
      games: games.filter((game) => game.gameGroupCode === code),
    }))
    .filter((group) => group.games.length > 0);
}

/**
 * The lobby's tab strip: HOT, FAV, then the groups. Favourites are the member's, kept on the
 * phone (SPEC §3): FAV comes empty and the client fills it from its list, taking the games from
 * the group menus, which hold every game.
 */
export function menusView(params: LobbyParams, remain: Remain): LotteryMenu[] {
  const games = gamesView(params, remain);
  const tab = (tag: string, gameMenus: LotteryGame[]) => ({
    tag,
    labelName: TAB_NAMES[tag]?.[params.language] ?? tag,
    gameMenus,
  });
  return [
    tab(
      LOTTERY_MENU_TAGS.hot,
      games.filter((game) => game.isHot),
    ),
    tab(LOTTERY_MENU_TAGS.fav, []),
    ...groupsView(params, remain).map((group) => ({
      tag: group.gameGroupCode,
      labelName: group.displayName,
      gameMenus: group.games,
    })),
  ];
}

const upcomingOf = (draw: DrawRow): UpcomingDraw => ({
  numero: draw.numero,
  openTime: draw.openAt.getTime(),
  closeTime: draw.lockAt.getTime(),
  drawTime: draw.drawAt.getTime(),
  seedHash: draw.seedHash,
});

/** A drawn or void draw with its proof: its seed and bets digest, public once drawn. */
export function drawResultOf(draw: DrawRow): DrawResult {
  return {
    numero: draw.numero,
    status: draw.status === 'drawn' ? 'drawn' : 'void',
    winningNumber: draw.winningNumber,
    winningTime: draw.drawAt.getTime(),
    drawnAt: epoch(draw.drawnAt),
    seedHash: draw.seedHash,
    // Only drawn and void rows come here, and those hold their seed (a check constraint).
    seed: draw.seed ?? '',
    betsDigest: draw.betsDigest,
    algorithm: algorithmOf(draw.betsDigest),
  };
}

export function currentDrawView(entry: BoardGame, remain: Remain): CurrentDraw {
  const { game, current, upcoming, previous } = entry;
  return {
    gameCode: game.gameCode,
    numberFormat: game.numberFormat,
    lockTime: game.lockSeconds,
    current: current
      ? {
          ...upcomingOf(current),
          status: current.status,
          isSale: current.status === 'selling',
          remainTime: remain(current.drawAt.getTime()),
        }
      : null,
    upcoming: upcoming.map(upcomingOf),
    previous: previous ? drawResultOf(previous) : null,
  };
}
