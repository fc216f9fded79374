import {
  betProblem,
  oddsOf,
  type Language,
  type LotteryOrderInput,
  type LotteryOrderResult,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { replayOrRun } from '@/lib/idempotency-key.js';
import { createMovements } from '../wallet/index.js';
import type { BoardStore } from './board.js';
import type { DrawRow, GameRow } from './draws.repository.js';
import { houseKindOf } from './lottery-house.js';
import { createLotteryRecords } from './lottery-records.js';
import {
  createOrdersRepository,
  type OrderWithDraw,
  type SuborderRow,
} from './orders.repository.js';
import type { Bettor } from '@/lib/member-routes.js';

export type { Bettor };
export type OrderInput = z.output<typeof LotteryOrderInput>;
type BetInput = OrderInput['bets'][number];

/** ₱1,000.00: an amount in an error message. */
export const moneyText = (symbol: string, minor: number) =>
  `${symbol}${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const stakeOf = (bet: BetInput) => bet.amount * bet.multiple;

/** The bets' own choices, to tell a retry (same) from a reused key (different). */
const choicesOf = (gameCode: string, numero: string, prizeMode: string, bets: BetInput[]) =>
  JSON.stringify([
    gameCode,
    numero,
    prizeMode,
    bets.map((b) => [b.betType, b.position ?? null, b.pick, b.amount, b.multiple]),
  ]);

const storedChoicesOf = ({ order, draw, game }: OrderWithDraw, rows: SuborderRow[]) =>
  choicesOf(
    game.gameCode,
    draw.numero,
    order.prizeMode,
    rows.map((row) => ({ ...row, position: row.position ?? undefined })),
  );

/** Each bet as the game takes it, or a refusal naming the bet's field. */
function checkBets(game: GameRow, bettor: Bettor, bets: BetInput[]): void {
  const switches = { tradPlaySwitch: game.tradPlay, entPlaySwitch: game.entPlay };
  bets.forEach((bet, n) => {
    const problem = betProblem(game.numberFormat, switches, bet);
    if (problem) throw new AppError(problem.code, { field: `bets.${n}.${problem.field}` });
    const stake = stakeOf(bet);
    if (stake < game.betMin || stake > game.betMax) {
      const params = {
        min: moneyText(bettor.currencySymbol, game.betMin),
        max: moneyText(bettor.currencySymbol, game.betMax),
      };
      throw new AppError('lottery.bet.limit', { field: `bets.${n}.amount`, params });
    }
  });
}

/** The draw takes bets now: created, within its sale window, neither locked nor drawn. */
function checkOnSale(draw: DrawRow | undefined, now: number): DrawRow {
  if (!draw) throw new AppError('lottery.draw.not.found', { field: 'numero' });
  const open = draw.status === 'scheduled' || draw.status === 'selling';
  if (!open || now >= draw.lockAt.getTime()) {
    throw new AppError('lottery.draw.closed', { field: 'numero' });
  }
  if (now < draw.openAt.getTime()) throw new AppError('lottery.draw.not.open', { field: 'numero' });
  return draw;
}

/**
 * Lottery orders. One database transaction per order, under the member's lock: the retry check,
 * the draw's sale (the draw row share-locked so it cannot be drawn meanwhile), the member's limit
 * on the draw, the stake out of the wallet through the ledger, and the order with its bets.
 * Anything refused rolls all of it back.
 */
export function createOrdersService({
  db,
  boards,
  now,
}: {
  db: Db;
  boards: BoardStore;
  now: () => number;
}) {
  async function answer(
    tx: DbOrTx,
    bettor: Bettor,
    orderId: number,
    language: Language,
    replayed: boolean,
    balance?: bigint,
  ) {
    const [record] = await createLotteryRecords(tx).byIds(bettor.memberId, [orderId], language);
    if (!record) throw new Error(`lottery: order ${orderId} not found`);
    const cash = balance ?? (await createMovements(tx).cashBalance(bettor));
    return { ...record, balance: Number(cash), replayed } satisfies LotteryOrderResult;
  }

  return {
    async place(
      bettor: Bettor,
      input: OrderInput,
      language: Language,
    ): Promise<LotteryOrderResult> {
      const entry = (await boards.get(bettor.merchantId)).byCode.get(input.gameCode);
      if (!entry?.game.prizeModes.includes(input.prizeMode)) {
        throw new AppError('lottery.game.not.found', { field: 'gameCode' });
      }
      const { game } = entry;
      checkBets(game, bettor, input.bets);
      const { memberId, merchantId } = bettor;
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCK_SPACE.lotteryMember, String(memberId));
        const orders = createOrdersRepository(tx);
        /** A new order: checked, its stake moved, written with its bets. */
        const place = async () => {
          const draw = checkOnSale(await orders.lockDraw(game.id, input.numero), now());
          const total = input.bets.reduce((sum, bet) => sum + stakeOf(bet), 0);
          if ((await orders.openStake(draw.id, memberId)) + total > game.drawMax) {
            const max = moneyText(bettor.currencySymbol, game.drawMax);
            throw new AppError('lottery.draw.limit', { field: 'bets', params: { max } });
          }
          await createPlayGuard(tx).assertMayStake(bettor, total);
          const houseKind = houseKindOf(memberId, bettor.type);
          const stake = await createMovements(tx).stake(bettor, {
            house: houseKind,
            amountMinor: BigInt(total),
            key: `lottery:stake:${memberId}:${input.idempotencyKey}`,
            kind: 'lottery_stake',
            memo: `lottery ${game.gameCode} ${draw.numero}`,
          });
          const stakeTransactionId = stake.transactionId;
          const order = await orders.insertOrder({
            merchantId,
            memberId,
            drawId: draw.id,
            idempotencyKey: input.idempotencyKey,
            prizeMode: input.prizeMode,
            houseKind,
            stakeTransactionId,
          });
          await orders.insertSuborders(
            input.bets.map((bet) => ({
              orderId: order.id,
              drawId: draw.id,
              memberId,
              betType: bet.betType,
              position: bet.position ?? null,
              pick: bet.pick,
              amount: bet.amount,
              multiple: bet.multiple,
              stake: stakeOf(bet),
              oddsBp: oddsOf(game.numberFormat, bet.betType, bet.pick),
              status: 'open' as const,
            })),
          );
          return answer(tx, bettor, order.id, language, false, stake.balanceMinor);
        };
        /** What an earlier order under this key asked for, to tell a retry from a reuse. */
        const earlierOrder = async (id: number) => {
          const [stored] = await orders.ordersOf(memberId, [id]);
          const rows = await orders.subordersOf([id]);
          return { id, choices: stored ? storedChoicesOf(stored, rows) : '' };
        };
        const existing = await orders.findByKey(memberId, input.idempotencyKey);
        return replayOrRun({
          earlier: existing && (await earlierOrder(existing.id)),
          fingerprint: {
            ofEarlier: (earlier) => earlier.choices,
            ofRequest: choicesOf(input.gameCode, input.numero, input.prizeMode, input.bets),
          },
          replay: (earlier) => answer(tx, bettor, earlier.id, language, true),
          run: place,
        });
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
