import { sha256Hex, winningNumberOf } from '@app/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { ledgerTransactions, lotteryDraws, lotterySuborders } from '@/db/schema/index.js';
import { ledgerViolations } from '../../../test/ledger-invariants.js';
import {
  balanceOf,
  bet,
  bettor,
  drawAt,
  fakeClock,
  lotteryWorld,
  orderOf,
  placeOrder,
  type Bettor,
  type LotteryMerchant,
} from '../../../test/lottery.js';
import { sharedDatabase } from '../../../test/test-app.js';

const SEED = 'b'.repeat(64);
const at = (hours: number, minutes: number) => Date.UTC(2026, 10, 24, hours - 8, minutes);
const DRAW_AT = at(19, 15);
/** More members than one settlement batch (100), so the draw settles over two transactions. */
const MEMBERS = 120;
const BETS = 17;
const FUNDS = 100_000n;

describe('lottery settlement of a large draw (set-based, a batch of members per transaction)', () => {
  const clock = fakeClock(at(12, 30) + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  let drawId: number;
  const members: Bettor[] = [];

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    const draw = await drawAt(merchant.merchantId, 'VNNORTH', DRAW_AT);
    drawId = draw.id;
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await bettor(merchant.code, FUNDS);
      members.push(member);
      // Each member's 17 special-2D picks start one further on: some cover the winning pair.
      const bets = Array.from({ length: BETS }, (_, k) =>
        bet('SPECIAL_2D', String((i + k) % 100).padStart(2, '0'), 100),
      );
      orderOf(await placeOrder(app, member, { gameCode: 'VNNORTH', numero: draw.numero, bets }));
    }
  }, 120_000);
  afterAll(() => app.close());

  it('pays each winner once and closes every bet, and a second tick moves nothing', async () => {
    const { db } = await sharedDatabase();
    clock.set(DRAW_AT);
    const { numero } = await drawAt(merchant.merchantId, 'VNNORTH', DRAW_AT);
    const winningNumber = winningNumberOf(SEED, 'VNNORTH', numero, 'VN_NORTH');
    await db
      .update(lotteryDraws)
      .set({
        status: 'drawn',
        seed: SEED,
        seedHash: sha256Hex(SEED),
        winningNumber,
        drawnAt: new Date(DRAW_AT),
      })
      .where(eq(lotteryDraws.id, drawId));
    await app.lottery.engine.tick();

    const bets = await db
      .select({
        memberId: lotterySuborders.memberId,
        status: lotterySuborders.status,
        payout: lotterySuborders.payout,
        valid: lotterySuborders.valid,
      })
      .from(lotterySuborders)
      .where(eq(lotterySuborders.drawId, drawId));
    expect(bets).toHaveLength(MEMBERS * BETS);
    expect(bets.filter((row) => row.status === 'open')).toEqual([]);
    expect(bets.every((row) => row.valid)).toBe(true);
    const winners = new Set(bets.filter((row) => row.payout > 0).map((row) => row.memberId));
    expect(winners.size).toBeGreaterThan(0);
    expect(winners.size).toBeLessThan(MEMBERS);

    // Every member's cash is the funds, less the stakes, plus exactly what their bets paid.
    for (const member of members) {
      const paid = bets
        .filter((row) => row.memberId === member.id)
        .reduce((sum, row) => sum + row.payout, 0);
      expect(await balanceOf(member)).toBe(FUNDS - BigInt(BETS * 100) + BigInt(paid));
    }
    const payouts = () =>
      db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.merchantId, merchant.merchantId),
            like(ledgerTransactions.idempotencyKey, `lottery:payout:${drawId}:%`),
          ),
        );
    expect(await payouts()).toHaveLength(winners.size);

    // A second tick, and a settlement run again on the settled draw, pay nothing more.
    const count = async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.merchantId, merchant.merchantId));
      return row?.n;
    };
    const before = await count();
    await app.lottery.engine.tick();
    expect(await count()).toBe(before);
    const open = await db
      .select({ id: lotterySuborders.id })
      .from(lotterySuborders)
      .where(
        and(
          inArray(
            lotterySuborders.memberId,
            members.map((member) => member.id),
          ),
          eq(lotterySuborders.status, 'open'),
        ),
      );
    expect(open).toEqual([]);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
