import {
  gameListRelay,
  getVassalageRelay,
  getVassGameTypeRelay,
  hotGamesRelay,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import type { CachedAnswer } from '@/lib/cached-answer.js';
import { whenSettled } from '@/lib/settled.js';
import { merchantOf } from '@/plugins/request-context.js';
// app.addRelay is declared there; e2e/ type-checks this file on its own.
import { ART_PREFIX, type CatalogueSnapshot } from './catalogue.js';
import type { GamesService } from './games.service.js';

/**
 * The lobby's answers are built once per catalogue change and sent from memory, compressed in
 * their cache: no compression hook, and no per-address limit, which would cost more than the
 * answer and wall off phones behind one carrier address.
 */
const PUBLIC = { rateLimit: false, compress: false } as const;

/**
 * An <img> sends no Merchant header: drawings belong to the catalogue, not to a merchant. WebP is
 * compressed already, and each URL is fetched once.
 */
const ART_ROUTE = {
  config: { merchant: false, openDuringMaintenance: true },
  compress: false,
} as const;

/** A year: the art's URL changes with its content, so a copy never goes stale. */
const ART_CACHE = 'public, max-age=31536000, immutable';

/** The lobby's public reads (SPEC §7), all cached answers with ETags, and the game art. */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (
  app,
  { games },
) => {
  /**
   * Sends `answer` for the request's catalogue snapshot: at once when the snapshot is built (every
   * request after the first), so a poll spends no promise tick before its 304.
   */
  function sendFromSnapshot<P>(
    answer: CachedAnswer<{ snapshot: CatalogueSnapshot } & P>,
    request: FastifyRequest,
    reply: FastifyReply,
    params: P,
  ): FastifyReply | Promise<FastifyReply> {
    const sent = whenSettled(games.snapshot(merchantOf(request).merchant.id), (snapshot) =>
      answer.send(request, reply, { ...params, snapshot }),
    );
    return sent instanceof Promise ? sent.then(() => reply) : reply;
  }

  app.addRelay(
    getVassGameTypeRelay,
    (_query, request, reply) =>
      sendFromSnapshot(games.answers.vassGameType, request, reply, { language: request.language }),
    PUBLIC,
  );

  app.addRelay(
    getVassalageRelay,
    ({ gameType }, request, reply) =>
      sendFromSnapshot(games.answers.vassalage, request, reply, { gameType }),
    PUBLIC,
  );

  app.addRelay(
    gameListRelay,
    (query, request, reply) => {
      const filter = {
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify || undefined,
        gameName: (query.gameName ?? '').toLowerCase(),
        isNew: query.isNew,
        minBet: query.minBet === undefined ? undefined : Math.round(query.minBet * 100),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
      return sendFromSnapshot(games.answers.gameList, request, reply, { filter });
    },
    PUBLIC,
  );

  app.addRelay(
    hotGamesRelay,
    ({ gameType }, request, reply) =>
      sendFromSnapshot(games.answers.hotGames, request, reply, { gameType }),
    PUBLIC,
  );

  app.get(
    `${ART_PREFIX}:file`,
    {
      ...ART_ROUTE,
      schema: { params: z.object({ file: z.string().max(80) }) },
    },
    async (request, reply) => {
      const webp = await games.art(request.params.file);
      if (webp === undefined) throw new AppError('url.not.found');
      return reply
        .header('cache-control', ART_CACHE)
        .header('cross-origin-resource-policy', 'same-site')
        .type('image/webp')
        .send(webp);
    },
  );
};
