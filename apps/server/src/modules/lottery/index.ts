import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from '@/db/change-bus.js';
import type { Db } from '@/db/client.js';
import type { LeaderLock } from '@/db/leader-lock.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import type { GamesService } from '../games/index.js';
import { createOrdersService } from './orders.service.js';
import { createOperatorLottery } from './operator-lottery.service.js';
import { createBoardStore, lotteryTopic } from './board.js';
import { createCancelService } from './cancel.service.js';
import { createDrawsRepository } from './draws.repository.js';
import { createDrawEngine, type DrawEngine } from './engine.js';
import { defineLotteryAnswers } from './lobby.answers.js';
import { lobbyRoutes } from './lobby.routes.js';
import { createLotteryRecords, type LotteryRecords } from './lottery-records.js';
import { createOrdersRepository } from './orders.repository.js';
import { ordersRoutes } from './orders.routes.js';
import { runEngine, type EngineRunner } from './runner.js';
import { createSeedBox, processSeedKey } from './seed-box.js';

export { createDrawEngine, DRAWS_AHEAD, newDrawSeed, NO_WORK } from './engine.js';
export type { DrawEngine, TickReport } from './engine.js';
export { createLotteryRecords, type LotteryRecords } from './lottery-records.js';
export { houseKindOf } from './lottery-house.js';
export { lotteryTopic } from './board.js';
export { createSeedBox, processSeedKey, type SeedBox } from './seed-box.js';
export type { OperatorLottery } from './operator-lottery.service.js';
export { drawInterval, isValidSchedule, slotsAfter } from './schedule.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The draw engine (tests tick it), the lottery orders as game records, and the engine's
     * runner where this instance runs one (its leadership is a metric).
     */
    lottery: { engine: DrawEngine; records: LotteryRecords; runner: EngineRunner | undefined };
  }
}

export type LotteryDeps = {
  db: Db;
  bus: ChangeBus;
  answers: AnswerCache;
  catalogue: Pick<GamesService, 'snapshot'>;
  /** The clock of sales, draws and remainTime (epoch ms); tests pass a fake one. */
  now?: (() => number) | undefined;
  /** The engine's merchants (a test's own); every merchant's by default. */
  engineScope?: readonly number[] | undefined;
  /** The key of unrevealed seeds (start.ts passes the configured one); a process key if absent. */
  seedKey?: Buffer | undefined;
};

/** The lottery's services: the boards, the draw engine, the lobby's answers, orders and records. */
export function createLotteryServices(deps: LotteryDeps) {
  const { db, bus, answers, now = Date.now } = deps;
  const draws = createDrawsRepository(db);
  const boards = createBoardStore({ draws, bus, catalogue: deps.catalogue });
  /** A merchant's draws or games changed: its board and cached answers go, on every instance. */
  async function changed(merchantId: number) {
    boards.forget(merchantId);
    await answers.changed(lotteryTopic(merchantId));
  }
  const engine = createDrawEngine({
    db,
    now,
    seeds: createSeedBox(deps.seedKey ?? processSeedKey()),
    ...(deps.engineScope ? { merchantIds: deps.engineScope } : {}),
    async onChange(merchantIds) {
      for (const merchantId of merchantIds) await changed(merchantId);
    },
  });
  return {
    now,
    boards,
    engine,
    records: createLotteryRecords(db),
    lobbyAnswers: defineLotteryAnswers(answers, { draws, now }),
    ordersRepo: createOrdersRepository(db),
    orders: createOrdersService({ db, boards, now }),
    cancels: createCancelService({ db, now }),
    /** The back office's games and draws. */
    operator: createOperatorLottery({ db, changed }),
  };
}
export type LotteryServices = ReturnType<typeof createLotteryServices>;

export type LotteryOptions = LotteryServices & {
  /**
   * Runs the draw engine on this instance when it wins `leaderLock` (start.ts); tests tick
   * `app.lottery.engine` themselves instead.
   */
  leaderLock?: LeaderLock | undefined;
};

/**
 * The lottery: games and draws per merchant, the draw engine (one leader among the instances),
 * the lobby's cached answers, and betting on the wallet. Decorates `app.lottery` (tests tick the
 * engine).
 */
export const lotteryModule = fp(
  async function lottery(app: FastifyInstance, options: LotteryOptions) {
    const { boards, engine, now } = options;
    app.addHook('onClose', async () => boards.close());
    const runner = options.leaderLock
      ? runEngine({ engine, lock: options.leaderLock, log: app.log })
      : undefined;
    app.decorate('lottery', { engine, records: options.records, runner });
    // Plain seeds left by migration 0028 are sealed before the server answers anyone.
    app.addHook('onReady', async () => {
      await engine.sealLegacySeeds();
    });
    // Before any onClose hook: a tick in flight must finish before the database closes.
    if (runner) app.addHook('preClose', async () => runner.stop());
    await app.register(lobbyRoutes, {
      boards,
      answers: options.lobbyAnswers,
      orders: options.ordersRepo,
      now,
    });
    await app.register(ordersRoutes, { orders: options.orders, cancels: options.cancels });
  },
  { name: 'lottery', dependencies: ['games'] },
);
