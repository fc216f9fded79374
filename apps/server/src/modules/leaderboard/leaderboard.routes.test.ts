import {
  LEADERBOARD_PATHS,
  LOTTERY_PATHS,
  Leaderboard,
  LeaderboardMe,
  leaderboardWeekKey,
  maskAccount,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { inhouseBets, lotteryOrders, memberRewards, members } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { diceBet } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import {
  bet,
  bettor,
  drawAt,
  fakeClock,
  freshKey,
  lotteryWorld,
  NOON,
  orderOf,
  placeOrder,
  type Bettor,
  type LotteryMerchant,
} from '../../../test/lottery.js';
import { sharedDatabase, TEST_CONFIG } from '../../../test/test-app.js';
import { STANDINGS_TTL_MS } from './leaderboard.service.js';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/**
 * A Monday 00:00 in Manila (Sunday 16:00 UTC) n weeks from a base 40 weeks after 2026-11-23: each
 * test plays in weeks of its own, all after LEADERBOARD_FIRST_WEEK, so prizes are paid.
 */
const monday = (n: number) => Date.UTC(2026, 10, 22, 16) + (n + 40) * WEEK;

describe('weekly leaderboard: ranking, cache, prizes and the member’s own standing', () => {
  /** The lottery world: its own merchant, where bets are placed (in-house and lottery). */
  const lotteryClock = fakeClock(NOON + 5_000);
  /** The leaderboard's clock, moved by each test into its own week. */
  const clock = fakeClock(NOON);
  let world: App;
  let app: App;
  let merchant: LotteryMerchant;
  let db: Db;
  let selling: string;
  let sellingAt = NOON + 60_000;

  beforeAll(async () => {
    ({ app: world, merchant } = await lotteryWorld(lotteryClock));
    selling = (await drawAt(merchant.merchantId, 'SPD1', NOON + 60_000)).numero;
    const database = await sharedDatabase();
    db = database.db;
    app = await buildApp({ database, config: TEST_CONFIG, leaderboard: { now: clock.now } });
    await app.ready();
  });
  afterEach(() => checkInvariants(db));
  afterAll(async () => {
    await app.close();
    await world.close();
  });

  const member = async (type = 0) => {
    const who = await bettor(merchant.code, 10_000_000n, type);
    const [row] = await db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, who.id));
    return { ...who, account: row?.account ?? '' };
  };
  /** A dice bet of `amount` (minor units) as if placed at `at`. */
  const dice = async (who: Bettor, amount: number, at: number) => {
    const idempotencyKey = freshKey();
    expect((await diceBet(world, who, { amount, idempotencyKey })).statusCode).toBe(200);
    await db
      .update(inhouseBets)
      .set({ createdAt: new Date(at) })
      .where(and(eq(inhouseBets.memberId, who.id), eq(inhouseBets.idempotencyKey, idempotencyKey)));
  };
  /** A lottery order of one bet of `amount` on SPD1's draw on sale, as if placed at `at`. */
  const lottery = async (who: Bettor, amount: number, at: number) => {
    const order = orderOf(
      await placeOrder(world, who, {
        gameCode: 'SPD1',
        numero: selling,
        bets: [bet('SUM', '10', amount)],
      }),
    );
    await db
      .update(lotteryOrders)
      .set({ createdAt: new Date(at) })
      .where(eq(lotteryOrders.id, order.id));
    return order;
  };
  /** Draws and settles SPD1's draw on sale; the next one is on sale then. */
  const settleSelling = async () => {
    const { drawAt: at } = await drawAt(merchant.merchantId, 'SPD1', sellingAt);
    lotteryClock.set(at.getTime());
    await world.lottery.engine.tick();
    sellingAt = at.getTime() + 60_000;
    selling = (await drawAt(merchant.merchantId, 'SPD1', sellingAt)).numero;
  };
  const headers = { merchant: '' };
  beforeAll(() => void (headers.merchant = merchant.code));
  const board = (query = '', extra: Record<string, string> = {}) =>
    app.inject({ url: `${LEADERBOARD_PATHS.board}${query}`, headers: { ...headers, ...extra } });
  const boardOf = async (which: 'current' | 'last') =>
    valueOf(await board(`?board=${which}`), Leaderboard);
  const me = (who: Bettor, which = 'current') =>
    app.inject({ url: `${LEADERBOARD_PATHS.me}?board=${which}`, headers: who.headers });
  const rewardsOf = (who: Bettor) =>
    db.select().from(memberRewards).where(eq(memberRewards.memberId, who.id));

  it('ranks by the week’s turnover with masked accounts; ties go to who reached it first; trial, disabled, cancelled and open bets never count', async () => {
    const start = monday(1);
    const [a, b, c, d, low, trial, off] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(4),
      await member(),
    ];
    await dice(a, 300_000, start + 1 * HOUR);
    await dice(b, 50_000, start + 2 * HOUR);
    await lottery(b, 200_000, start + 3 * HOUR);
    // Cancelled: its stake came back and never counts.
    const cancelled = await lottery(b, 500_000, start + 3 * HOUR);
    const cancel = await world.inject({
      method: 'POST',
      url: LOTTERY_PATHS.cancel,
      headers: b.headers,
      payload: { suborderIds: cancelled.suborders.map((item) => item.id) },
    });
    expect(cancel.statusCode).toBe(200);
    // Open, b's lottery bet counts for nothing yet; its draw settles it, and it counts.
    clock.set(start + 6 * HOUR);
    const early = (await boardOf('current')).entries;
    // Masked names of random test accounts can meet (a's row may share b's mask): b's is among them.
    expect(
      early.filter((row) => row.account === maskAccount(b.account)).map((row) => row.turnover),
    ).toContain(50_000);
    await settleSelling();
    // c reaches b's ₱2,500 later: ranks after b. d reaches it earlier: ranks before both.
    await dice(c, 250_000, start + 5 * HOUR);
    await dice(d, 250_000, start + 1 * HOUR);
    await dice(low, 50_000, start + 1 * HOUR);
    await dice(trial, 900_000, start + 1 * HOUR);
    await dice(off, 900_000, start + 1 * HOUR);
    await db.update(members).set({ disabled: true }).where(eq(members.id, off.id));

    clock.set(start + 6 * HOUR + STANDINGS_TTL_MS);
    const answer = await boardOf('current');
    expect(answer).toMatchObject({
      board: 'current',
      week: leaderboardWeekKey(start),
      startsAt: start,
      endsAt: start + WEEK,
      isFinal: false,
      players: 5,
    });
    expect(answer.entries).toEqual([
      { rank: 1, account: maskAccount(a.account), turnover: 300_000, prize: 588_800 },
      { rank: 2, account: maskAccount(d.account), turnover: 250_000, prize: 288_800 },
      { rank: 3, account: maskAccount(b.account), turnover: 250_000, prize: 188_800 },
      { rank: 4, account: maskAccount(c.account), turnover: 250_000, prize: 58_800 },
      // Under ₱1,000 in the week: on the board, no prize.
      { rank: 5, account: maskAccount(low.account), turnover: 50_000, prize: 0 },
    ]);
    const raw = (await board('?board=current')).body;
    for (const who of [a, b, c, d, low, trial, off]) expect(raw).not.toContain(who.account);
    expect(maskAccount(a.account)).toMatch(/^lo\*\*\*[0-9a-f]{2}$/);
  });

  it('counts a week from Monday 00:00 in Manila, not in UTC', async () => {
    const start = monday(-10);
    const who = await member();
    // Sunday 23:59:59 in Manila (15:59:59 UTC): the week before.
    await dice(who, 100_000, start - 1_000);
    // Monday 00:00 in Manila (still Sunday in UTC): this week.
    await dice(who, 200_000, start);
    await dice(who, 400_000, start + WEEK);

    clock.set(start + HOUR);
    const current = await boardOf('current');
    expect(current.week).toBe(leaderboardWeekKey(start));
    expect(current.entries).toEqual([expect.objectContaining({ turnover: 200_000, rank: 1 })]);
    const last = await boardOf('last');
    expect(last.week).toBe(leaderboardWeekKey(start - WEEK));
    expect(last.entries).toEqual([expect.objectContaining({ turnover: 100_000 })]);

    // The week's last millisecond still counts it; the next Monday starts a new one.
    clock.set(start + WEEK - 1);
    expect((await boardOf('current')).entries[0]?.turnover).toBe(200_000);
    clock.set(start + WEEK);
    expect((await boardOf('current')).entries[0]?.turnover).toBe(400_000);
  });

  it('serves one cached body per merchant and board with an ETag: 304 while unchanged, rebuilt after a minute', async () => {
    const start = monday(-14);
    const who = await member();
    await dice(who, 100_000, start + HOUR);
    clock.set(start + 2 * HOUR);

    const first = await board('?board=current');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('');
    const again = await board('?board=current', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A new bet in the same minute: the cached body stands (no new query, same tag).
    await dice(who, 100_000, start + HOUR);
    clock.advance(30_000);
    expect((await board('?board=current', { 'if-none-match': etag })).statusCode).toBe(304);
    clock.advance(60_000);
    const fresh = await board('?board=current', { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(valueOf(fresh, Leaderboard).entries[0]?.turnover).toBe(200_000);

    const bad = await board('?board=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('request.invalid');
  });

  it('grants prizes once the week is over and its lottery bets are in, once each, to qualified members only', async () => {
    const start = monday(-5);
    const week = leaderboardWeekKey(start);
    const [first, second, under] = [await member(), await member(), await member()];
    await dice(first, 300_000, start + HOUR);
    await dice(second, 150_000, start + HOUR);
    // Still open after the week: the week waits for it (a day at most); open, it never counts.
    await lottery(second, 50_000, start + WEEK - 1_000);
    await dice(under, 60_000, start + HOUR);

    clock.set(start + 2 * HOUR);
    expect((await boardOf('current')).entries).toHaveLength(3);
    expect(await rewardsOf(first)).toEqual([]);

    clock.set(start + WEEK + HOUR);
    const waiting = await boardOf('last');
    expect(waiting.isFinal).toBe(false);
    expect(waiting.entries.map((row) => row.turnover)).toEqual([300_000, 150_000, 60_000]);
    expect(await rewardsOf(first)).toEqual([]);

    clock.set(start + WEEK + 25 * HOUR);
    const settled = await boardOf('last');
    expect(settled).toMatchObject({ week, isFinal: true });
    expect(settled.entries.map((row) => row.prize)).toEqual([588_800, 288_800, 0]);
    const granted = async () =>
      Object.fromEntries(
        await Promise.all(
          [first, second, under].map(async (who): Promise<[number, unknown[]]> => [
            who.id,
            (await rewardsOf(who)).map((row) => ({
              source: row.source,
              sourceKey: row.sourceKey,
              amount: row.amount,
              detail: row.detail,
              turnoverBp: row.turnoverBp,
            })),
          ]),
        ),
      );
    const expected = {
      [first.id]: [
        {
          source: 'LEADERBOARD',
          sourceKey: week,
          amount: 588_800,
          detail: { rank: 1, week },
          turnoverBp: 10_000,
        },
      ],
      [second.id]: [
        {
          source: 'LEADERBOARD',
          sourceKey: week,
          amount: 288_800,
          detail: { rank: 2, week },
          turnoverBp: 10_000,
        },
      ],
      [under.id]: [],
    };
    expect(await granted()).toEqual(expected);

    // Another instance (nothing in memory), settling the same week twice at once: no more rewards.
    const other = await buildApp({
      database: await sharedDatabase(),
      config: TEST_CONFIG,
      leaderboard: { now: clock.now },
    });
    await other.ready();
    try {
      const reads = await Promise.all(
        [0, 1].map(() => other.inject({ url: `${LEADERBOARD_PATHS.board}?board=last`, headers })),
      );
      for (const read of reads) expect(valueOf(read, Leaderboard).isFinal).toBe(true);
      expect((await me(first, 'last')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect(await granted()).toEqual(expected);
  });

  it('tells a member their own standing: rank and prize on the board, else what reaches rank 20; guests 401, trial 403', async () => {
    const start = monday(-20);
    const players = await Promise.all(Array.from({ length: 21 }, () => member()));
    // Player i stakes ₱(10 + i) × 100: player 0 is last, 21st, off the board.
    for (const [i, who] of players.entries()) await dice(who, (10 + i) * 10_000, start + HOUR);
    const idle = await member();
    clock.set(start + 2 * HOUR);

    const top = players[20] as Bettor;
    const topAnswer = await me(top);
    expect(topAnswer.headers['cache-control']).toBe('private, no-store');
    expect(valueOf(topAnswer, LeaderboardMe)).toEqual({
      board: 'current',
      week: leaderboardWeekKey(start),
      rank: 1,
      position: 1,
      turnover: 300_000,
      prize: 588_800,
      toBoard: null,
      toQualify: 0,
    });
    // Rank 20 staked ₱1,100.00: player 0 (₱1,000.00) needs ₱100.01 more to pass them.
    expect(valueOf(await me(players[0] as Bettor), LeaderboardMe)).toMatchObject({
      rank: null,
      position: 21,
      turnover: 100_000,
      prize: 0,
      toBoard: 10_001,
      toQualify: 0,
    });
    expect(valueOf(await me(idle), LeaderboardMe)).toMatchObject({
      rank: null,
      position: null,
      turnover: 0,
      toBoard: 110_001,
      toQualify: 100_000,
    });

    expect((await app.inject({ url: LEADERBOARD_PATHS.me, headers })).statusCode).toBe(401);
    const trial = await member(4);
    const refused = await me(trial);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('free_reject');
    expect((await me(top, 'next')).statusCode).toBe(400);
    // Guests read the public board.
    expect((await board('?board=current')).statusCode).toBe(200);
  });
});
