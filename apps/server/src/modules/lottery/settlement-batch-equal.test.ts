import { sha256Hex, winningNumberOf } from '@app/contracts';
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import {
  inboxMessages,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  lotteryDraws,
  lotterySuborders,
  memberPlayTotals,
  memberTurnover,
} from '@/db/schema/index.js';
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
import { createDrawsRepository } from './draws.repository.js';
import { createSettlement } from './settlement.js';

/**
 * A batch of members settles as members one at a time do: pairs of members bet alike on a draw
 * that is drawn and on one that is void; one of each pair is settled alone (a transaction of its
 * own), the others in one batch. Cash, the payout and refund postings, each bet's outcome,
 * turnover, lifetime stakes and win notices must be the same for both of a pair.
 */
const SEED = 'c'.repeat(64);
const at = (hours: number, minutes: number) => Date.UTC(2026, 10, 24, hours - 8, minutes);
const DRAWN = at(19, 15);
const VOID = at(17, 15);
const PAIRS = 4;
const FUNDS = 100_000n;

const picks = (i: number, count: number, step: number) =>
  Array.from({ length: count }, (_, k) => String((i * 13 + k * step) % 100).padStart(2, '0'));

describe('lottery settlement: a batch of members as members one at a time', () => {
  const clock = fakeClock(at(12, 30) + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  const alone: Bettor[] = [];
  const batched: Bettor[] = [];

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    const drawn = await drawAt(merchant.merchantId, 'VNNORTH', DRAWN);
    const voided = await drawAt(merchant.merchantId, 'VNSOUTH', VOID);
    for (let i = 0; i < PAIRS; i += 1) {
      for (const group of [alone, batched]) {
        const member = await bettor(merchant.code, FUNDS);
        group.push(member);
        const orders = [
          {
            numero: drawn.numero,
            gameCode: 'VNNORTH',
            bets: picks(i, 3, 29).map((p) => bet('ALL_2D', p, 100)),
          },
          {
            numero: drawn.numero,
            gameCode: 'VNNORTH',
            bets: picks(i, 5, 11).map((p) => bet('ALL_3D', `1${p}`, 200)),
          },
          {
            numero: voided.numero,
            gameCode: 'VNSOUTH',
            bets: picks(i, 3, 7).map((p) => bet('ALL_2D', p, 150)),
          },
        ];
        for (const order of orders) orderOf(await placeOrder(app, member, order));
      }
    }
  }, 120_000);
  afterAll(() => app.close());

  /** Everything the settlement wrote for `who`, with ids (which differ in a pair) left out. */
  async function settledFor(who: Bettor) {
    const { db } = await sharedDatabase();
    const bets = await db
      .select({
        status: lotterySuborders.status,
        hits: lotterySuborders.hits,
        payout: lotterySuborders.payout,
        valid: lotterySuborders.valid,
      })
      .from(lotterySuborders)
      .where(eq(lotterySuborders.memberId, who.id))
      .orderBy(asc(lotterySuborders.id));
    const postings = await db
      .select({
        kind: ledgerTransactions.kind,
        account: ledgerAccounts.kind,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(
        and(
          eq(ledgerTransactions.merchantId, who.merchantId),
          or(
            like(ledgerTransactions.idempotencyKey, `lottery:payout:%:${who.id}`),
            like(ledgerTransactions.idempotencyKey, `lottery:refund:%:${who.id}`),
          ),
        ),
      )
      .orderBy(asc(ledgerTransactions.kind), asc(ledgerAccounts.kind), asc(ledgerPostings.amount));
    const [turnover] = await db
      .select({ required: memberTurnover.required, wagered: memberTurnover.wagered })
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, who.id));
    const [totals] = await db
      .select({ deposited: memberPlayTotals.deposited, staked: memberPlayTotals.staked })
      .from(memberPlayTotals)
      .where(eq(memberPlayTotals.memberId, who.id));
    const notices = await db
      .select({ sender: inboxMessages.sender, texts: inboxMessages.texts })
      .from(inboxMessages)
      .where(eq(inboxMessages.memberId, who.id))
      .orderBy(asc(inboxMessages.id));
    const withoutOrderIds = (text: string) => text.replace(/#\d+\)/g, '#…)');
    return {
      cash: await balanceOf(who),
      bets,
      // The house shard is the member's (lottery-house.ts): which one differs within a pair.
      postings: postings.map((p) => ({ ...p, account: p.account.replace(/_\d+$/, '_*') })),
      turnover,
      totals,
      notices: notices.map(({ sender, texts }) => ({
        sender,
        texts: Object.entries(texts).map(([language, text]) => [
          language,
          text.title,
          withoutOrderIds(text.content),
        ]),
      })),
    };
  }

  it('pays, refunds, counts and tells each member of a batch what it would alone', async () => {
    const { db } = await sharedDatabase();
    clock.set(DRAWN);
    const drawn = await drawAt(merchant.merchantId, 'VNNORTH', DRAWN);
    const voided = await drawAt(merchant.merchantId, 'VNSOUTH', VOID);
    await db
      .update(lotteryDraws)
      .set({
        status: 'drawn',
        seed: SEED,
        seedHash: sha256Hex(SEED),
        winningNumber: winningNumberOf(SEED, 'VNNORTH', drawn.numero, 'VN_NORTH'),
        drawnAt: new Date(DRAWN),
      })
      .where(eq(lotteryDraws.id, drawn.id));
    await db.update(lotteryDraws).set({ status: 'void' }).where(eq(lotteryDraws.id, voided.id));

    const settlement = createSettlement({ db, now: clock.now });
    const draws = (await createDrawsRepository(db).unsettled(100, [merchant.merchantId])).filter(
      (draw) => draw.id === drawn.id || draw.id === voided.id,
    );
    expect(draws).toHaveLength(2);
    for (const draw of draws) {
      for (const member of alone)
        expect(await settlement.settleMember(draw, member.id)).toBeGreaterThan(0);
      // The rest, every batched member, in one transaction.
      const bets = draw.id === drawn.id ? 8 : 3;
      expect(await settlement.settleDraw(draw)).toBe(PAIRS * bets);
    }

    let winners = 0;
    for (let i = 0; i < PAIRS; i += 1) {
      const single = await settledFor(alone[i]!);
      const batch = await settledFor(batched[i]!);
      expect(batch, `pair ${i}`).toEqual(single);
      expect(batch.bets.some((row) => row.status === 'open')).toBe(false);
      expect(batch.bets.filter((row) => row.status === 'refunded')).toHaveLength(3);
      expect(batch.totals?.staked).toBeGreaterThan(0);
      // Valid by the rule, all of them: valid-bet.test.ts replays migration 0029 over every settled
      // bet of the shared database, which must find these as the settlement marked them.
      expect(batch.bets.every((row) => row.status === 'refunded' || row.valid)).toBe(true);
      if (batch.notices.length > 0) winners += 1;
    }
    expect(winners).toBeGreaterThan(1);

    // Settling again pays, refunds and tells nothing more.
    const transactions = async () =>
      (
        await db
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(
            and(
              eq(ledgerTransactions.merchantId, merchant.merchantId),
              inArray(ledgerTransactions.kind, ['lottery_payout', 'lottery_refund']),
            ),
          )
      ).length;
    const before = await transactions();
    for (const draw of draws) {
      expect(await settlement.settleMember(draw, batched[0]!.id)).toBe(0);
      expect(await settlement.settleDraw(draw)).toBe(0);
    }
    expect(await transactions()).toBe(before);
  });
});
