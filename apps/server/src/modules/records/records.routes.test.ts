import { BetRecord, INHOUSE_PATHS, RecordsPage } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { inhouseBets } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { startOfLocalDay } from '@/lib/record-range.js';
import { betOf, diceBet, player, slotBet, type Player } from '../../../test/inhouse.js';

const DAY = 86_400_000;

describe('game records: /lgw/orders and /lgw/orders/detail', () => {
  let app: App;
  /** Three dice bets and two spins, one of each dated back 3, 10 and 40 days. */
  let owner: Player;
  let ids: number[];

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await player(1_000_000n);
    ids = [];
    for (const amount of [100, 200, 300]) {
      ids.push(betOf(await diceBet(app, owner, { amount })).id);
    }
    for (const amount of [400, 500]) ids.push(betOf(await slotBet(app, owner, { amount })).id);
    const { db } = await sharedDatabase();
    const back = async (id: number | undefined, days: number) =>
      db
        .update(inhouseBets)
        .set({ createdAt: new Date(Date.now() - days * DAY) })
        .where(eq(inhouseBets.id, id ?? 0));
    await back(ids[0], 40);
    await back(ids[1], 10);
    await back(ids[3], 3);
  });
  afterAll(() => app.close());

  const orders = async (who: Player, query = '') =>
    valueOf(
      await app.inject({ url: `${INHOUSE_PATHS.orders}${query}`, headers: who.headers }),
      RecordsPage,
    );

  it('lists the member’s bets newest first, with totals over the filter', async () => {
    const page = await orders(owner);
    expect(page.list.map((bet) => bet.id)).toEqual([ids[4], ids[2], ids[3], ids[1], ids[0]]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 5 });
    const payout = page.list.reduce((sum, bet) => sum + bet.payout, 0);
    expect(page.totals).toEqual({ count: 5, stake: 1_500, payout, profit: payout - 1_500 });
  });

  it('filters by game and by period', async () => {
    expect((await orders(owner, '?game=slot')).list.map((bet) => bet.id)).toEqual([ids[4], ids[3]]);
    expect((await orders(owner, '?game=dice')).totals.stake).toBe(600);
    // Placed seconds ago: today's (the 3-day-old spin is not).
    expect((await orders(owner, '?period=today')).list.map((b) => b.id)).toEqual([ids[4], ids[2]]);
    expect((await orders(owner, '?period=7d')).list.map((bet) => bet.id)).toEqual([
      ids[4],
      ids[2],
      ids[3],
    ]);
    expect((await orders(owner, '?period=30d')).total).toBe(4);
  });

  it('filters by a from/to range, both ends inclusive', async () => {
    const detail = valueOf(
      await app.inject({ url: `${INHOUSE_PATHS.detail}?id=${ids[1]}`, headers: owner.headers }),
      BetRecord,
    );
    const at = detail.createdAt;
    expect((await orders(owner, `?from=${at}&to=${at}`)).list.map((b) => b.id)).toEqual([ids[1]]);
    expect((await orders(owner, `?from=${at + 1}&to=${at + 2 * DAY}`)).total).toBe(0);
    expect((await orders(owner, `?to=${at}`)).list.map((b) => b.id)).toEqual([ids[1], ids[0]]);
  });

  it('pages with pageNo and pageSize, and answers past the last page with none', async () => {
    const first = await orders(owner, '?pageNo=1&pageSize=2');
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 5 });
    expect(first.list).toHaveLength(2);
    const last = await orders(owner, '?pageNo=3&pageSize=2');
    expect(last.list.map((b) => b.id)).toEqual([ids[0]]);
    const past = await orders(owner, '?pageNo=4&pageSize=2');
    expect(past).toMatchObject({ list: [], pageNum: 4, totalPages: 3, total: 5 });
    expect(past.totals.count).toBe(5);
    const exact = await orders(owner, '?pageSize=5');
    expect(exact.totalPages).toBe(1);
  });

  it('shows a member only their own bets: another’s id is 404', async () => {
    const other = await player(0n);
    expect(await orders(other)).toMatchObject({ list: [], total: 0, totalPages: 0 });
    const response = await app.inject({
      url: `${INHOUSE_PATHS.detail}?id=${ids[0]}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'order.not.found', field: 'id' });
    const missing = await app.inject({
      url: `${INHOUSE_PATHS.detail}?id=999999999`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad filters with 400 naming the field, and guests with 401', async () => {
    const cases: [string, string][] = [
      ['?pageSize=500', 'pageSize'],
      ['?pageNo=0', 'pageNo'],
      ['?game=poker', 'game'],
      ['?period=year', 'period'],
      ['?from=20&to=10', 'to'],
      ['?period=7d&from=1', 'period'],
      ['?from=yesterday', 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await app.inject({
        url: `${INHOUSE_PATHS.orders}${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).field, query).toBe(field);
    }
    const detail = await app.inject({
      url: `${INHOUSE_PATHS.detail}?id=abc`,
      headers: owner.headers,
    });
    expect(errorOf(detail).field).toBe('id');
    const guest = await app.inject({ url: INHOUSE_PATHS.orders, headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);
  });

  it('starts "today" at midnight in the Philippines', () => {
    // 2026-03-01 01:30 in Manila is 2026-02-28 17:30 UTC.
    const now = new Date(Date.UTC(2026, 1, 28, 17, 30));
    expect(startOfLocalDay(now).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(startOfLocalDay(now, 6).toISOString()).toBe('2026-02-22T16:00:00.000Z');
  });
});
