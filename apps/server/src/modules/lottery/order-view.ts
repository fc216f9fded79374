import {
  algorithmOf,
  ODDS_SCALE,
  type Language,
  type LotteryRecord,
  type LotterySuborder,
} from '@app/contracts';
import type { OrderWithDraw, SuborderRow } from './orders.repository.js';

const suborderOf = (row: SuborderRow): LotterySuborder => ({
  id: row.id,
  betType: row.betType,
  position: row.position,
  pick: row.pick,
  amount: row.amount,
  multiple: row.multiple,
  stake: row.stake,
  odds: row.oddsBp / ODDS_SCALE,
  status: row.status,
  hits: row.hits,
  payout: row.payout,
});

/** Cancelled and refunded bets gave their stake back: they count in no total. */
const counts = (row: SuborderRow) => row.status !== 'cancelled' && row.status !== 'refunded';

function statusOf(rows: SuborderRow[]): LotteryRecord['status'] {
  if (rows.some((row) => row.status === 'open')) return 'open';
  if (rows.some(counts)) return 'settled';
  return rows.some((row) => row.status === 'refunded') ? 'refunded' : 'cancelled';
}

/** A lottery order as its member sees it (the service's one row → contract mapping). */
export function lotteryRecordOf(
  { order, draw, game }: OrderWithDraw,
  rows: SuborderRow[],
  language: Language,
): LotteryRecord {
  const stake = rows.filter(counts).reduce((sum, row) => sum + row.stake, 0);
  const payout = rows.reduce((sum, row) => sum + row.payout, 0);
  const revealed = draw.status === 'drawn' || draw.status === 'void';
  return {
    id: order.id,
    game: 'lottery',
    gameCode: game.gameCode,
    gameName: game.names[language],
    prizeMode: order.prizeMode,
    numero: draw.numero,
    stake,
    payout,
    profit: payout - stake,
    status: statusOf(rows),
    createdAt: order.createdAt.getTime(),
    suborders: rows.map(suborderOf),
    draw: {
      numero: draw.numero,
      status: draw.status,
      drawTime: draw.drawAt.getTime(),
      winningNumber: draw.winningNumber,
      seedHash: draw.seedHash,
      // The seed stays secret (sealed) until the draw; then it and the bets digest are public.
      seed: revealed ? draw.seed : null,
      betsDigest: revealed ? draw.betsDigest : null,
      numberFormat: game.numberFormat,
      algorithm: algorithmOf(draw.betsDigest),
    },
  };
}
