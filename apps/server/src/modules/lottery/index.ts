import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from '@/db/change-bus.js';
import type { Db } from '@/db/client.js';
import type { LeaderLock } from '@/db/leader-lock.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import type { GamesService } from '../games/index.js';
import { createOrdersService } from './orders.service.js';
import { createBoardStore, lotteryTopic } from './board.js';
import { createCancelService } from './cancel.service.js';
import { createDrawsRepository } from './draws.repository.js';
import { createDrawEngine } from './engine.js';
import { defineLotteryAnswers } from './lobby.answers.js';
import { lobbyRoutes } from './lobby.routes.js';
import { createLotteryRecords } from './lottery-records.js';
import { createOrdersRepository } from './orders.repository.js';
import { ordersRoutes } from './orders.routes.js';
import { runEngine } from './runner.js';
import { createSeedBox, processSeedKey } from './seed-box.js';

export { createDrawEngine, DRAWS_AHEAD, newDrawSeed, NO_WORK } from './engine.js';
export type { DrawEngine, TickReport } from './engine.js';
export { createLotteryRecords, type LotteryRecords } from './lottery-records.js';
export { houseKindOf } from './lottery-house.js';
export { lotteryTopic } from './board.js';
export { drawInterval, isValidSchedule, slotsAfter } from './schedule.js';

export type LotteryOptions = {
  db: Db;
  bus: ChangeBus;
  answers: AnswerCache;
  catalogue: Pick<GamesService, 'snapshot'>;
  /** The clock of sales, draws and remainTime (epoch ms); tests pass a fake one. */
  now?: () => number;
  /**
   * Runs the draw engine on this instance when it wins `leaderLock` (start.ts); tests tick
   * `app.lottery.engine` themselves instead.
   */
  engine?: { leaderLock: LeaderLock } | undefined;
  /** The engine's merchants (a test's own); every merchant's by default. */
  engineScope?: readonly number[];
  /** The key of unrevealed seeds (start.ts passes the configured one); a process key if absent. */
  seedKey?: Buffer;
};

/**
 * The lottery: games and draws per merchant, the draw engine (one leader among the instances),
 * the lobby's cached answers, and betting on the wallet. Publishes `app.lottery` (the engine and
 * the records the records module lists).
 */
export const lotteryModule = fp(
  async function lottery(app: FastifyInstance, options: LotteryOptions) {
    const { db, bus, answers, now = Date.now } = options;
    const draws = createDrawsRepository(db);
    const boards = createBoardStore({ draws, bus, catalogue: options.catalogue });
    app.addHook('onClose', async () => boards.close());
    const engine = createDrawEngine({
      db,
      now,
      seeds: createSeedBox(options.seedKey ?? processSeedKey()),
      ...(options.engineScope ? { merchantIds: options.engineScope } : {}),
      async onChange(merchantIds) {
        for (const merchantId of merchantIds) {
          boards.forget(merchantId);
          await answers.changed(lotteryTopic(merchantId));
        }
      },
    });
    app.decorate('lottery', { engine, records: createLotteryRecords(db) });
    // Plain seeds left by migration 0028 are sealed before the server answers anyone.
    app.addHook('onReady', async () => {
      await engine.sealLegacySeeds();
    });
    if (options.engine) {
      const runner = runEngine({ engine, lock: options.engine.leaderLock, log: app.log });
      // Before any onClose hook: a tick in flight must finish before the database closes.
      app.addHook('preClose', async () => runner.stop());
    }
    await app.register(lobbyRoutes, {
      boards,
      answers: defineLotteryAnswers(answers, { draws, now }),
      orders: createOrdersRepository(db),
      now,
    });
    await app.register(ordersRoutes, {
      orders: createOrdersService({ db, boards, now }),
      cancels: createCancelService({ db, now }),
    });
  },
  { name: 'lottery', dependencies: ['games'] },
);
