import {
  CurrentDrawQuery,
  DrawHistoryQuery,
  LOTTERY_PATHS,
  LotteryLobbyQuery,
  ok,
  LotteryGamesAnswer,
  type PrizeMode,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { AppError } from '@/lib/app-error.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { BoardStore } from './board.js';
import type { LotteryAnswers } from './lobby.answers.js';
import { entriesOf, lotteryGameOf, timeLeft } from './lobby-views.js';
import type { OrdersRepository } from './orders.repository.js';

/** Recently bet games a member's list holds. */
const RECENT_GAMES = 25;

/**
 * The lottery lobby's reads (SPEC §7 lottery lists and menus), public and cached with ETags:
 * every phone polling them costs one build per draw change, not a query each. The member's recent
 * games are theirs alone, answered fresh.
 */
export const lobbyRoutes: FastifyPluginAsyncZod<{
  boards: BoardStore;
  answers: LotteryAnswers;
  orders: OrdersRepository;
  now: () => number;
}> = async (app, { boards, answers, orders, now }) => {
  const boardOf = (request: FastifyRequest) => boards.get(merchantOf(request).merchant.id);
  /** Cached answers come compressed from the answer cache: no compression hook. */
  const cached = { compress: false } as const;
  const lobby = { ...cached, schema: { querystring: LotteryLobbyQuery } };

  const lists = [
    [LOTTERY_PATHS.games, answers.games],
    [LOTTERY_PATHS.menus, answers.menus],
    [LOTTERY_PATHS.popular, answers.popular],
    [LOTTERY_PATHS.vnMenu, answers.groups],
  ] as const;
  for (const [path, answer] of lists) {
    app.get(path, lobby, async (request, reply) => {
      const { query } = request;
      await answer.send(request, reply, {
        board: await boardOf(request),
        language: query.language ?? request.language,
        prizeMode: query.prizeMode,
      });
      return reply;
    });
  }

  /**
   * The board's entry of `gameCode` as the lobby of `prizeMode` offers it, or a 404 naming it: a
   * game the lobby of that prize mode does not list has no draws there either.
   */
  const entryOf = async (request: FastifyRequest, gameCode: string, prizeMode: PrizeMode) => {
    const board = await boardOf(request);
    const entry = board.byCode.get(gameCode);
    if (!entry?.game.prizeModes.includes(prizeMode)) {
      throw new AppError('lottery.game.not.found', { field: 'gameCode' });
    }
    return { board, entry };
  };

  app.get(
    LOTTERY_PATHS.current,
    { ...cached, schema: { querystring: CurrentDrawQuery } },
    async (request, reply) => {
      const { gameCode, prizeMode } = request.query;
      await answers.current.send(request, reply, await entryOf(request, gameCode, prizeMode));
      return reply;
    },
  );

  app.get(
    LOTTERY_PATHS.opened,
    { ...cached, schema: { querystring: DrawHistoryQuery } },
    async (request, reply) => {
      const { gameCode, prizeMode, pageNo, pageSize } = request.query;
      await answers.history.send(request, reply, {
        ...(await entryOf(request, gameCode, prizeMode)),
        pageNo,
        pageSize,
      });
      return reply;
    },
  );

  app.get(
    LOTTERY_PATHS.vnRecent,
    {
      config: { auth: 'member' },
      schema: answering(LotteryGamesAnswer, { querystring: LotteryLobbyQuery }),
    },
    async (request, reply) => {
      const { query } = request;
      const board = await boardOf(request);
      const ids = await orders.recentGameIds(sessionOf(request).memberId, RECENT_GAMES);
      const offered = entriesOf(board, query.prizeMode);
      const remain = timeLeft(now());
      const language = query.language ?? request.language;
      void reply.header('cache-control', 'private, no-store');
      return ok(
        ids.flatMap((id) => {
          const entry = offered.find((item) => item.game.id === id);
          return entry ? [lotteryGameOf(entry, language, remain)] : [];
        }),
      );
    },
  );
};
