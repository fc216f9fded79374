import {
  algorithmOf,
  verifyDraw,
  type OperatorLotteryDraw,
  type OperatorLotteryDraws,
  type OperatorLotteryGame,
  type OperatorLotteryGameChange,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import type { DrawRow, GameRow } from './draws.repository.js';
import {
  createOperatorLotteryRepository,
  type DrawTotals,
  type GameChange,
} from './operator-lottery.repository.js';

const NO_BETS: DrawTotals = { orders: 0, bets: 0, stake: 0, payout: 0 };

const gameView = (row: GameRow, nextDrawAt: number | undefined): OperatorLotteryGame => ({
  gameCode: row.gameCode,
  gameGroupCode: row.gameGroupCode,
  names: row.names,
  numberFormat: row.numberFormat,
  schedule: row.schedule,
  saleSeconds: row.saleSeconds,
  lockSeconds: row.lockSeconds,
  tradPlay: row.tradPlay,
  entPlay: row.entPlay,
  isHot: row.isHot,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  betMin: row.betMin,
  betMax: row.betMax,
  drawMax: row.drawMax,
  nextDrawAt: nextDrawAt ?? null,
});

/** The server's own check of a drawn result against the seed it committed to before the sale. */
function proofOf(game: GameRow, draw: DrawRow): OperatorLotteryDraw['proof'] {
  if (draw.status !== 'drawn' || !draw.seed || !draw.winningNumber) return null;
  const check = verifyDraw(
    {
      gameCode: game.gameCode,
      numero: draw.numero,
      numberFormat: game.numberFormat,
      seedHash: draw.seedHash,
      winningNumber: draw.winningNumber,
      betsDigest: draw.betsDigest,
    },
    draw.seed,
  );
  return check.valid ? 'valid' : check.reason;
}

const epoch = (date: Date | null) => (date ? date.getTime() : null);

function drawView(game: GameRow, draw: DrawRow, totals: DrawTotals): OperatorLotteryDraw {
  const revealed = draw.status === 'drawn' || draw.status === 'void';
  return {
    numero: draw.numero,
    status: draw.status,
    openAt: draw.openAt.getTime(),
    lockAt: draw.lockAt.getTime(),
    drawAt: draw.drawAt.getTime(),
    drawnAt: epoch(draw.drawnAt),
    settledAt: epoch(draw.settledAt),
    winningNumber: draw.winningNumber,
    seedHash: draw.seedHash,
    // Never an unrevealed seed: the sealed one stays sealed until the draw.
    seed: revealed ? draw.seed : null,
    betsDigest: draw.betsDigest,
    algorithm: draw.status === 'drawn' ? algorithmOf(draw.betsDigest) : null,
    proof: proofOf(game, draw),
    ...totals,
  };
}

/** The limits a change leaves, checked in order: least per bet ≤ most per bet ≤ one draw's total. */
function checkLimits(row: GameRow, change: GameChange): void {
  const betMin = change.betMin ?? row.betMin;
  const betMax = change.betMax ?? row.betMax;
  const drawMax = change.drawMax ?? row.drawMax;
  // The field named is one the operator changed: the one to correct.
  if (betMax < betMin) {
    const field = change.betMax === undefined ? 'betMin' : 'betMax';
    throw new AppError('operator.lottery.limits', { field });
  }
  if (drawMax < betMax) {
    const field = change.drawMax === undefined ? 'betMax' : 'drawMax';
    throw new AppError('operator.lottery.limits', { field });
  }
}

/**
 * The back office's lottery: a merchant's games with their switches and limits, and one game's
 * draws with results, proofs and what was bet. A change is made under the game's row lock with
 * its audit line (before and after) in the same transaction, then reaches the lobby's board and
 * cached answers on every instance (`changed`).
 */
export function createOperatorLottery(deps: {
  db: Db;
  changed: (merchantId: number) => Promise<void>;
}) {
  const { db, changed } = deps;
  const repo = createOperatorLotteryRepository(db);

  async function gameOf(merchantId: number, gameCode: string): Promise<GameRow> {
    const game = (await repo.games(merchantId)).find((row) => row.gameCode === gameCode);
    if (!game) throw new AppError('game.not.found', { field: 'gameCode' });
    return game;
  }

  return {
    async games(merchantId: number): Promise<OperatorLotteryGame[]> {
      const [games, next] = await Promise.all([repo.games(merchantId), repo.nextDraws(merchantId)]);
      return games.map((game) => gameView(game, next.get(game.id)));
    },

    async change(
      merchantId: number,
      gameCode: string,
      input: OperatorLotteryGameChange,
      audit?: DecisionAudit,
    ): Promise<OperatorLotteryGame> {
      const change: GameChange = { ...input };
      const row = await db.transaction(async (tx) => {
        const inTx = createOperatorLotteryRepository(tx);
        const found = await inTx.lockGame(merchantId, gameCode);
        if (!found) throw new AppError('game.not.found', { field: 'gameCode' });
        checkLimits(found, change);
        const updated = await inTx.updateGame(found.id, change);
        await audit?.(tx, {
          action: 'lottery.game.changed',
          target: `lottery:${gameCode}`,
          before: gameView(found, undefined),
          after: gameView(updated, undefined),
        });
        return updated;
      });
      await changed(merchantId);
      return gameView(row, (await repo.nextDraws(merchantId)).get(row.id));
    },

    async draws(
      merchantId: number,
      gameCode: string,
      query: Parameters<typeof repo.draws>[1],
    ): Promise<OperatorLotteryDraws> {
      const game = await gameOf(merchantId, gameCode);
      const rows = await repo.draws(game.id, query);
      const totals = await repo.totals(rows.map((row) => row.id));
      const last = rows.at(-1);
      return {
        list: rows.map((row) => drawView(game, row, totals.get(row.id) ?? NO_BETS)),
        next: rows.length === query.limit && last ? last.drawAt.getTime() : null,
      };
    },
  };
}

export type OperatorLottery = ReturnType<typeof createOperatorLottery>;
