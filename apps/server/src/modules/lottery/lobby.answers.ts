import {
  CurrentDraw,
  DrawHistory,
  LotteryGamesAnswer,
  LotteryGroupsAnswer,
  LotteryMenusAnswer,
  type LotteryGame,
  type LotteryGroup,
  type LotteryMenu,
} from '@app/contracts';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { lotteryTopic, type Board, type BoardGame } from './board.js';
import type { DrawsRepository } from './draws.repository.js';
import {
  currentDrawView,
  deadline,
  drawResultOf,
  gamesView,
  groupsView,
  menusView,
  popularView,
  type LobbyParams,
} from './lobby-views.js';

const ofBoard = (board: Board) => `${board.merchantId}:${board.version}`;
const topics = ({ board }: { board: Board }) => [lotteryTopic(board.merchantId)];

/**
 * The lottery's public answers (lib/cached-answer.ts): one body per merchant, board version,
 * language and prize mode, built when a draw opens, closes or is drawn (the merchant's topic drops
 * it on every instance), sent with an ETag. remainTime is filled in as each answer goes out
 * (countdown), so a 304 means that nothing but time changed; the front door sends those 304s
 * again until the next change.
 */
export function defineLotteryAnswers(
  answers: AnswerCache,
  { draws, now }: { draws: DrawsRepository; now: () => number },
) {
  const lobby = {
    key: ({ board, language, prizeMode }: LobbyParams) =>
      `${ofBoard(board)}:${language}:${prizeMode}`,
    topics,
    vary: ['Merchant', 'Language'],
    countdown: { field: 'remainTime', now },
    // A phone polling with the ETag gets its 304 from the front door until a draw opens or closes.
    front: {},
  };
  return {
    games: answers.define<LobbyParams, LotteryGame[]>({
      name: 'lottery games',
      schema: LotteryGamesAnswer,
      ...lobby,
      build: (params) => gamesView(params, deadline),
    }),
    menus: answers.define<LobbyParams, LotteryMenu[]>({
      name: 'lottery menus',
      schema: LotteryMenusAnswer,
      ...lobby,
      build: (params) => menusView(params, deadline),
    }),
    popular: answers.define<LobbyParams, LotteryGame[]>({
      name: 'lottery popular games',
      schema: LotteryGamesAnswer,
      ...lobby,
      build: (params) => popularView(params, deadline),
    }),
    groups: answers.define<LobbyParams, LotteryGroup[]>({
      name: 'lottery groups',
      schema: LotteryGroupsAnswer,
      ...lobby,
      build: (params) => groupsView(params, deadline),
    }),
    current: answers.define<EntryParams, CurrentDraw>({
      name: 'lottery current draw',
      schema: CurrentDraw,
      key: ({ board, entry }) => `${ofBoard(board)}:${entry.game.gameCode}`,
      topics,
      vary: ['Merchant'],
      countdown: { field: 'remainTime', now },
      front: {},
      build: ({ entry }) => currentDrawView(entry, deadline),
    }),
    history: answers.define<HistoryParams, DrawHistory>({
      name: 'lottery draw history',
      schema: DrawHistory,
      key: ({ board, entry, pageNo, pageSize }) =>
        `${ofBoard(board)}:${entry.game.gameCode}:${pageNo}:${pageSize}`,
      topics,
      vary: ['Merchant'],
      async build({ entry, pageNo, pageSize }) {
        const [rows, total] = await Promise.all([
          draws.history(entry.game.id, (pageNo - 1) * pageSize, pageSize),
          draws.historyCount(entry.game.id),
        ]);
        return {
          gameCode: entry.game.gameCode,
          numberFormat: entry.game.numberFormat,
          list: rows.map(drawResultOf),
          pageNum: pageNo,
          totalPages: Math.ceil(total / pageSize),
          total,
        };
      },
    }),
  };
}

type EntryParams = { board: Board; entry: BoardGame };
type HistoryParams = EntryParams & { pageNo: number; pageSize: number };

export type LotteryAnswers = ReturnType<typeof defineLotteryAnswers>;
