import {
  MemberPnl,
  REBATE_PATHS,
  RebateClaimResult,
  RebatePreview,
  RebateReportPage,
  TRANSACTIONS_PATH,
  TransactionPage,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { ledgerTransactions, rebateClaims } from '@/db/schema/index.js';
import { createTurnoverRepository } from '../wallet/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { balanceOf, betOf, diceBet, freshKey, player, slotBet } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { REBATE_CLAIM_RATE_LIMIT } from './rebate.routes.js';

type Who = Awaited<ReturnType<typeof player>>;

describe('rebates: earned on real bets, claimed once, reported to the member alone', () => {
  let app: App;
  let db: Db;
  let switches: ReturnType<typeof operatorSwitches>;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    switches = operatorSwitches(app);
  });
  afterEach(async () => {
    await switches.restore();
    await checkInvariants(db);
  });
  afterAll(() => app.close());

  const preview = async (who: Who) =>
    valueOf(await app.inject({ url: REBATE_PATHS.preview, headers: who.headers }), RebatePreview);
  const claimWith = (who: Who, body: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: REBATE_PATHS.claim,
      headers: { ...who.headers, ...headers },
      payload: body,
    });
  /** Claims what `shown` previewed, under `key`. */
  const claim = (who: Who, shown: RebatePreview, key = freshKey()) =>
    claimWith(who, { since: shown.since, upTo: shown.upTo, idempotencyKey: key });
  const report = async (who: Who, query = '') =>
    valueOf(
      await app.inject({ url: `${REBATE_PATHS.report}${query}`, headers: who.headers }),
      RebateReportPage,
    );
  /** Dice bets of these stakes through the real bet route. */
  const bets = async (who: Who, stakes: number[]) => {
    for (const amount of stakes) betOf(await diceBet(app, who, { amount }));
  };
  const line = (shown: RebatePreview, category: 'inhouse' | 'lottery') =>
    shown.lines.find((item) => item.category === category);

  it('refuses guests (401) and free-trial accounts (403 free_reject) on every call', async () => {
    const trial = await player(100_000n, 4);
    const calls = [
      { method: 'GET' as const, url: REBATE_PATHS.preview },
      { method: 'GET' as const, url: REBATE_PATHS.report },
      {
        method: 'POST' as const,
        url: REBATE_PATHS.claim,
        payload: {
          since: { inhouse: 0, lottery: 0, vendor: 0 },
          upTo: { inhouse: 0, lottery: 0, vendor: 0 },
        },
      },
    ];
    for (const call of calls) {
      const guest = await app.inject({ ...call, headers: { merchant: 'DEMO' } });
      expect(guest.statusCode, call.url).toBe(401);
      const refused = await app.inject({ ...call, headers: trial.headers });
      expect(refused.statusCode, call.url).toBe(403);
      expect(errorOf(refused).code).toBe('free_reject');
    }
  });

  it('has nothing to claim before any bet, and says so', async () => {
    const who = await player(100_000n);
    const shown = await preview(who);
    expect(shown).toMatchObject({
      total: 0,
      minimum: 100,
      blocked: 'nothing',
      since: { inhouse: 0, lottery: 0, vendor: 0 },
      upTo: { inhouse: 0, lottery: 0, vendor: 0 },
      lastClaimAt: null,
    });
    expect(shown.lines.map(({ category, rateBp }) => [category, rateBp])).toEqual([
      ['inhouse', 50],
      ['lottery', 30],
      ['vendor', 40],
    ]);
    const refused = await claim(who, shown);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('rebate.nothing');
  });

  it(`refuses more than ${REBATE_CLAIM_RATE_LIMIT.max} claims a minute from one member, and counts members apart`, async () => {
    const who = await player(100_000n);
    const shown = await preview(who);
    for (let i = 0; i < REBATE_CLAIM_RATE_LIMIT.max; i += 1) {
      expect(errorOf(await claim(who, shown)).code).toBe('rebate.nothing');
    }
    const refused = await claim(who, shown);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
    const other = await player(100_000n);
    expect(errorOf(await claim(other, await preview(other))).code).toBe('rebate.nothing');
  });

  it('previews 0.5 % of the in-house stakes bet through the game routes, rounded down', async () => {
    const who = await player(1_000_000n);
    await bets(who, [10_000, 20_000, 30_050]);
    betOf(await slotBet(app, who, { amount: 5_000 }));
    const shown = await preview(who);
    expect(line(shown, 'inhouse')).toEqual({
      category: 'inhouse',
      turnover: 65_050,
      bets: 4,
      rateBp: 50,
      amount: 325, // 325.25 rounded down
      waiting: 0,
    });
    expect(line(shown, 'lottery')).toMatchObject({ turnover: 0, bets: 0, amount: 0 });
    expect(shown).toMatchObject({ total: 325, blocked: null });
    expect(shown.upTo.inhouse).toBeGreaterThan(0);
  });

  it('pays the claim once into the wallet, replays the same key, and raises the turnover due', async () => {
    const who = await player(1_000_000n);
    await bets(who, [40_000, 60_000]);
    const turnover = createTurnoverRepository(db);
    const requiredBefore = (await turnover.of(who.id)).required;
    const before = await balanceOf(who);
    const shown = await preview(who);
    expect(shown.total).toBe(500);

    const key = freshKey();
    const paid = valueOf(await claim(who, shown, key), RebateClaimResult);
    expect(paid).toMatchObject({ amount: 500, turnover: 100_000, replayed: false });
    expect(paid.reference).toMatch(/^RB[0-9A-Z]{10}$/);
    expect(paid.lines).toEqual([
      { category: 'inhouse', turnover: 100_000, bets: 2, rateBp: 50, amount: 500 },
      { category: 'lottery', turnover: 0, bets: 0, rateBp: 30, amount: 0 },
      { category: 'vendor', turnover: 0, bets: 0, rateBp: 40, amount: 0 },
    ]);
    // Into the bonus account with its 1× wagering, apart from the cash (bonus-wallet.ts).
    expect(BigInt(paid.balance)).toBe(before);
    expect(await balanceOf(who)).toBe(before);
    expect(await bonusOf(who)).toBe(500n);
    expect(await bonusWageringOf(who)).toEqual({ required: 500, wagered: 0 });
    expect((await turnover.of(who.id)).required).toBe(requiredBefore);

    // The same key again, in the body or the header: the same claim, nothing more paid.
    const again = valueOf(await claim(who, shown, key), RebateClaimResult);
    expect(again).toMatchObject({ id: paid.id, amount: 500, replayed: true });
    const byHeader = valueOf(
      await claimWith(who, { since: shown.since, upTo: shown.upTo }, { 'idempotency-key': key }),
      RebateClaimResult,
    );
    expect(byHeader).toMatchObject({ id: paid.id, replayed: true });
    expect(await bonusOf(who)).toBe(500n);
    expect(await bonusWageringOf(who)).toEqual({ required: 500, wagered: 0 });

    // One ledger transaction of kind rebate, and one claim row pointing at it.
    const rows = await db.select().from(rebateClaims).where(eq(rebateClaims.memberId, who.id));
    expect(rows).toHaveLength(1);
    const [tx] = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.id, rows[0]?.transactionId ?? 0),
          eq(ledgerTransactions.kind, 'rebate'),
        ),
      );
    expect(tx?.memo).toBe(`rebate ${paid.reference}`);

    // Nothing left: the next preview starts where the claim ended.
    const after = await preview(who);
    expect(after).toMatchObject({ total: 0, blocked: 'nothing', since: shown.upTo });
    expect(after.lastClaimAt).toBe(paid.createdAt);
  });

  it('refuses a key reused for another range, and a claim without a key', async () => {
    const who = await player(1_000_000n);
    await bets(who, [50_000]);
    const first = await preview(who);
    const key = freshKey();
    valueOf(await claim(who, first, key), RebateClaimResult);
    await bets(who, [50_000]);
    const second = await preview(who);
    const reused = await claim(who, second, key);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused)).toMatchObject({ code: 'idempotency.conflict' });
    const keyless = await claimWith(who, { since: second.since, upTo: second.upTo });
    expect(errorOf(keyless)).toMatchObject({ code: 'idempotency.key.required' });
  });

  it('pays exactly the bets the preview showed; bets during the claim count for the next one', async () => {
    const who = await player(1_000_000n);
    await bets(who, [20_000, 20_000]);
    const shown = await preview(who);
    expect(shown.total).toBe(200);
    await bets(who, [30_000]); // after the preview: not in this claim
    const paid = valueOf(await claim(who, shown), RebateClaimResult);
    expect(paid).toMatchObject({ amount: 200, turnover: 40_000 });

    const next = await preview(who);
    expect(line(next, 'inhouse')).toMatchObject({ turnover: 30_000, bets: 1, amount: 150 });
    expect(next.since).toEqual(shown.upTo);
    // The first preview again (a second tab): covered already.
    const stale = await claim(who, shown);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('rebate.stale');
    valueOf(await claim(who, next), RebateClaimResult);
    expect((await report(who)).list.map((item) => item.amount)).toEqual([150, 200]);
  });

  it('refuses a range beyond the bets counted now', async () => {
    const who = await player(1_000_000n);
    await bets(who, [50_000]);
    const shown = await preview(who);
    const forged = await claimWith(who, {
      since: shown.since,
      upTo: { ...shown.upTo, inhouse: shown.upTo.inhouse + 1_000 },
      idempotencyKey: freshKey(),
    });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged)).toMatchObject({ code: 'request.invalid', field: 'upTo' });
  });

  it('waits for the minimum of ₱1.00', async () => {
    const who = await player(1_000_000n);
    await bets(who, [100]); // 0.5 centavo: nothing yet
    expect(await preview(who)).toMatchObject({ total: 0, blocked: 'nothing' });
    await bets(who, [10_000]);
    const low = await preview(who);
    expect(low).toMatchObject({ total: 50, blocked: 'below_minimum' });
    const refused = await claim(who, low);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'rebate.below.minimum',
      message: 'Your rebate can be claimed once it reaches ₱1.00',
    });
    await bets(who, [9_900]);
    const enough = await preview(who);
    expect(enough).toMatchObject({ total: 100, blocked: null });
    expect(line(enough, 'inhouse')).toMatchObject({ turnover: 20_000, bets: 3 });
    valueOf(await claim(who, enough), RebateClaimResult);
  });

  it('pays two claims sent at once only once', async () => {
    const who = await player(1_000_000n);
    await bets(who, [100_000]);
    const before = await bonusOf(who);
    const shown = await preview(who);
    const answers = await Promise.all([claim(who, shown), claim(who, shown), claim(who, shown)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(errorOf(answer).code).toBe('rebate.stale');
    }
    expect(await bonusOf(who)).toBe(before + 500n);
    const sameKey = freshKey();
    await bets(who, [100_000]);
    // Those bets met the first rebate's 1× wagering: released to cash.
    expect(await bonusOf(who)).toBe(0n);
    const beforeRetries = await bonusOf(who);
    const next = await preview(who);
    const retries = await Promise.all([claim(who, next, sameKey), claim(who, next, sameKey)]);
    const results = retries.map((answer) => valueOf(answer, RebateClaimResult));
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]?.id).toBe(results[1]?.id);
    expect(await bonusOf(who)).toBe(beforeRetries + 500n);
  });

  it('reports the claims newest first with their sum, by period, and to their member alone', async () => {
    const who = await player(1_000_000n);
    await bets(who, [20_000]);
    const first = valueOf(await claim(who, await preview(who)), RebateClaimResult);
    await bets(who, [40_000]);
    const second = valueOf(await claim(who, await preview(who)), RebateClaimResult);

    const page = await report(who);
    expect(page).toMatchObject({ total: 2, totalPages: 1, pageNum: 1, sum: 300 });
    expect(page.list.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.list[0]).toMatchObject({ amount: 200, turnover: 40_000 });
    expect(page.list[0]?.lines[0]).toMatchObject({ category: 'inhouse', bets: 1 });
    expect((await report(who, '?period=today')).total).toBe(2);
    expect(await report(who, '?pageSize=1&pageNo=2')).toMatchObject({
      total: 2,
      totalPages: 2,
      sum: 300,
    });
    expect((await report(who, '?pageSize=1&pageNo=2')).list.map((item) => item.id)).toEqual([
      first.id,
    ]);
    expect((await report(who, `?from=0&to=${Date.now() - 86_400_000}`)).total).toBe(0);
    const bad = await app.inject({
      url: `${REBATE_PATHS.report}?from=10&to=5`,
      headers: who.headers,
    });
    expect(bad.statusCode).toBe(400);

    const stranger = await player(0n);
    expect(await report(stranger)).toMatchObject({ list: [], total: 0, sum: 0 });
  });

  it('shows the rebate as a bonus in the account record and the profit and loss', async () => {
    const who = await player(1_000_000n);
    await bets(who, [100_000]);
    const paid = valueOf(await claim(who, await preview(who)), RebateClaimResult);
    // Its 1× wagering met, the rebate moves from the bonus account to cash: then the record has it.
    await bets(who, [500]);
    const bonuses = valueOf(
      await app.inject({ url: `${TRANSACTIONS_PATH}?type=bonus`, headers: who.headers }),
      TransactionPage,
    );
    expect(bonuses.list[0]).toMatchObject({
      type: 'bonus',
      amount: 500,
      memo: `Bonus released: Rebate ${paid.reference}`,
    });
    const betRecords = valueOf(
      await app.inject({ url: `${TRANSACTIONS_PATH}?type=bet`, headers: who.headers }),
      TransactionPage,
    );
    expect(betRecords.list.every((item) => item.type === 'bet')).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const pnl = valueOf(
      await app.inject({
        url: `/wps/relay/ODSFE2_MemPNL?startDate=${today}&endDate=${today}`,
        headers: who.headers,
      }),
      MemberPnl,
    );
    // The funding (house_promotions) is a bonus too.
    expect(pnl.total.bonuses).toBe(1_000_000 + 500);
  });

  it('answers 403 while MANPLAYREB3 (claims) or PLYRBT (report) is off', async () => {
    const who = await player(1_000_000n);
    await switches.module('MANPLAYREB3', false);
    for (const response of [
      await app.inject({ url: REBATE_PATHS.preview, headers: who.headers }),
      await claimWith(who, {
        since: { inhouse: 0, lottery: 0, vendor: 0 },
        upTo: { inhouse: 0, lottery: 0, vendor: 0 },
        idempotencyKey: freshKey(),
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'no.permission',
        value: { module: 'MANPLAYREB3' },
      });
    }
    expect((await app.inject({ url: REBATE_PATHS.report, headers: who.headers })).statusCode).toBe(
      200,
    );
    await switches.module('PLYRBT', false);
    const off = await app.inject({ url: REBATE_PATHS.report, headers: who.headers });
    expect(off.statusCode).toBe(403);
    expect(errorOf(off)).toMatchObject({ code: 'no.permission', value: { module: 'PLYRBT' } });
  });
});
