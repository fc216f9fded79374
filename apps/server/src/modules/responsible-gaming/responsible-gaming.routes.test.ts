import {
  BetResult,
  DEPOSIT_PATHS,
  DepositChannels,
  DepositCreateResult,
  DepositPage,
  GameList,
  MEMBER_TYPE,
  PlayBreakStatus,
  PlaySession,
  manilaTimeText,
  RAISE_DELAY_MS,
  RESPONSIBLE_GAMING_PATHS,
  ResponsibleGaming,
  type PlayBreakInput,
  type PlayLimitInput,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { playLimits } from '@/db/schema/index.js';
import { createLedgerService } from '../wallet/index.js';
import { authHeaders } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { diceBet, freshKey } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

const PATHS = RESPONSIBLE_GAMING_PATHS;

describe('responsible gaming: limits and breaks a member sets on their own play', () => {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  /** A signed-in member with `cash` minor units from a test house account. */
  async function member(cash = 200_000, type: number = MEMBER_TYPE.PLAYER) {
    const row = await insertTestMember(db, { prefix: 'rg', type });
    if (cash > 0) {
      await createLedgerService({ db }).credit(
        row.merchantId,
        row.id,
        BigInt(cash),
        'house_test',
        `rg-test-cash:${row.id}`,
      );
    }
    const signIn = async () => ({ ...row, headers: authHeaders(await tokenFor(db, row)) });
    return { ...(await signIn()), signIn };
  }
  type Member = { id: number; merchantId: number; headers: Record<string, string> };

  const settings = async (who: Member) =>
    valueOf(await app.inject({ url: PATHS.settings, headers: who.headers }), ResponsibleGaming);
  const post = (who: Member, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const setLimit = async (who: Member, input: PlayLimitInput) =>
    valueOf(await post(who, PATHS.limit, input), ResponsibleGaming);
  const limitOf = (answer: ResponsibleGaming, kind: string, period: string) =>
    answer.limits.find((limit) => limit.kind === kind && limit.period === period);
  const deposit = (who: Member, amount: number) =>
    post(who, DEPOSIT_PATHS.requests, { channelCode: 'GCASH', amount, idempotencyKey: freshKey() });
  const depositCount = async (who: Member) =>
    valueOf(await app.inject({ url: DEPOSIT_PATHS.requests, headers: who.headers }), DepositPage)
      .list.length;
  const dice = (who: Member, amount: number) =>
    diceBet(
      app,
      { id: who.id, merchantId: who.merchantId, headers: who.headers },
      {
        amount,
        target: 100,
        direction: 'under',
      },
    );
  const startBreak = (who: Member, input: PlayBreakInput) => post(who, PATHS.break, input);

  it('is the caller’s alone: guests get 401, free-trial accounts free_reject', async () => {
    expect((await app.inject({ url: PATHS.settings })).statusCode).toBe(401);
    const trial = await member(0, MEMBER_TYPE.TRIAL);
    const response = await app.inject({ url: PATHS.settings, headers: trial.headers });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('free_reject');
  });

  it('starts with no limit of either kind for each period, no break and no reality check', async () => {
    const who = await member();
    const answer = await settings(who);
    expect(answer.break).toBeNull();
    expect(answer.realityCheckMinutes).toBeNull();
    expect(answer.limits.map(({ kind, period, amount }) => [kind, period, amount])).toEqual([
      ['deposit', 'day', null],
      ['deposit', 'week', null],
      ['deposit', 'month', null],
      ['loss', 'day', null],
      ['loss', 'week', null],
      ['loss', 'month', null],
    ]);
    expect(answer.limits.every((limit) => limit.resetsAt > Date.now())).toBe(true);
  });

  it('holds a new deposit limit at once: a deposit past it is refused, names the room, and makes nothing', async () => {
    const who = await member();
    await setLimit(who, { kind: 'deposit', period: 'day', amount: 100_000 });
    valueOf(await deposit(who, 80_000), DepositCreateResult);

    const refused = await deposit(who, 30_000);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'play.limit.deposit',
      field: 'amount',
      message: expect.stringContaining('₱200.00'),
    });
    expect(await depositCount(who)).toBe(1);
    expect(limitOf(await settings(who), 'deposit', 'day')).toMatchObject({
      amount: 100_000,
      used: 80_000,
      pending: null,
    });
    valueOf(await deposit(who, 20_000), DepositCreateResult);
  });

  it('tells the deposit form the room the tightest deposit limit leaves, before any Confirm', async () => {
    const who = await member();
    const channelsOf = async () =>
      valueOf(
        await app.inject({ url: DEPOSIT_PATHS.channels, headers: who.headers }),
        DepositChannels,
      );
    expect((await channelsOf()).limitRoom).toBeNull();
    await setLimit(who, { kind: 'deposit', period: 'month', amount: 500_000 });
    await setLimit(who, { kind: 'deposit', period: 'day', amount: 100_000 });
    valueOf(await deposit(who, 50_000), DepositCreateResult);
    const { channels, limitRoom } = await channelsOf();
    const day = limitOf(await settings(who), 'deposit', 'day');
    expect(limitRoom).toEqual({ limit: 100_000, left: 50_000, resetsAt: day?.resetsAt });
    // The room is smaller than a channel's maximum: the form offers the smaller of the two.
    expect(channels.some((channel) => channel.maxAmount > limitRoom!.left)).toBe(true);
    valueOf(await deposit(who, 50_000), DepositCreateResult);
    expect((await channelsOf()).limitRoom?.left).toBe(0);
  });

  it('lets the tightest of several limits decide, and stops counting a rejected deposit', async () => {
    const who = await member();
    await setLimit(who, { kind: 'deposit', period: 'month', amount: 500_000 });
    await setLimit(who, { kind: 'deposit', period: 'week', amount: 150_000 });
    expect(errorOf(await deposit(who, 160_000)).message).toContain('₱1,500.00');
    const created = valueOf(await deposit(who, 100_000), DepositCreateResult);
    expect(limitOf(await settings(who), 'deposit', 'week')?.used).toBe(100_000);
    const rejected = await app.inject({
      method: 'POST',
      url: `/operator/merchants/DEMO/deposits/${created.id}/reject`,
      headers: operatorHeaders,
      payload: { reason: 'No money came in' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(limitOf(await settings(who), 'deposit', 'week')?.used).toBe(0);
    valueOf(await deposit(who, 150_000), DepositCreateResult);
  });

  it('makes parallel deposits take turns: together they never pass the limit', async () => {
    const who = await member();
    await setLimit(who, { kind: 'deposit', period: 'day', amount: 100_000 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => deposit(who, 40_000)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(await depositCount(who)).toBe(2);
  });

  it('waits a day before a raise or a removal holds, and a lower limit drops the raise waiting', async () => {
    const who = await member();
    await setLimit(who, { kind: 'deposit', period: 'day', amount: 100_000 });
    const before = Date.now();
    const raised = limitOf(
      await setLimit(who, { kind: 'deposit', period: 'day', amount: 500_000 }),
      'deposit',
      'day',
    );
    expect(raised?.amount).toBe(100_000);
    expect(raised?.pending?.amount).toBe(500_000);
    expect(raised?.pending?.from).toBeGreaterThanOrEqual(before + RAISE_DELAY_MS);
    expect(errorOf(await deposit(who, 150_000)).code).toBe('play.limit.deposit');

    const removal = limitOf(
      await setLimit(who, { kind: 'deposit', period: 'day', amount: null }),
      'deposit',
      'day',
    );
    expect(removal).toMatchObject({ amount: 100_000, pending: { amount: null } });

    const lowered = limitOf(
      await setLimit(who, { kind: 'deposit', period: 'day', amount: 60_000 }),
      'deposit',
      'day',
    );
    expect(lowered).toMatchObject({ amount: 60_000, pending: null });

    // A day on: the raise holds.
    await setLimit(who, { kind: 'deposit', period: 'day', amount: 300_000 });
    await db
      .update(playLimits)
      .set({ pendingFrom: new Date(Date.now() - 1_000) })
      .where(and(eq(playLimits.memberId, who.id), eq(playLimits.kind, 'deposit')));
    expect(limitOf(await settings(who), 'deposit', 'day')).toMatchObject({
      amount: 300_000,
      pending: null,
    });
    valueOf(await deposit(who, 150_000), DepositCreateResult);
  });

  it('refuses limits below ₱1.00 or of unknown kinds with a field error, changing nothing', async () => {
    const who = await member();
    for (const payload of [
      { kind: 'deposit', period: 'day', amount: 50 },
      { kind: 'deposit', period: 'year', amount: 10_000 },
      { kind: 'wager', period: 'day', amount: 10_000 },
      { kind: 'loss', period: 'day', amount: 1.5 },
    ]) {
      const response = await post(who, PATHS.limit, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('request.invalid');
    }
    expect((await settings(who)).limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it('refuses a bet that could take the day’s loss past the limit, whatever the last bet did', async () => {
    const who = await member();
    await setLimit(who, { kind: 'loss', period: 'day', amount: 1_000 });
    const first = valueOf(await dice(who, 600), BetResult);
    // The room is the limit less the net loss so far (a win makes more room).
    const room = 1_000 - 600 + first.payout;
    const refused = await dice(who, room + 1);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'play.limit.loss', field: 'amount' });
    expect(errorOf(refused).message).toContain(
      `₱${(room / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    );
    valueOf(await dice(who, room), BetResult);
    const used = limitOf(await settings(who), 'loss', 'day')?.used ?? 0;
    expect(used).toBeLessThanOrEqual(1_000);
  });

  it('starts a time-out: every session ends, and deposits, bets and launches wait until it is over', async () => {
    const who = await member();
    const other = await who.signIn();
    const started = valueOf(
      await startBreak(who, { kind: 'timeout', duration: '24h' }),
      ResponsibleGaming,
    );
    expect(started.break?.kind).toBe('timeout');
    expect(started.break?.until).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
    for (const ended of [who, other]) {
      expect((await app.inject({ url: PATHS.settings, headers: ended.headers })).statusCode).toBe(
        401,
      );
    }

    const back = await who.signIn();
    const refusedDeposit = await deposit(back, 50_000);
    expect(refusedDeposit.statusCode).toBe(403);
    expect(errorOf(refusedDeposit).code).toBe('play.timeout.active');
    expect(errorOf(await dice(back, 100)).code).toBe('play.timeout.active');
    const slots = valueOf(
      await app.inject({
        url: '/wps/relay/GCSGAME_gameList?gameType=SLOTS',
        headers: back.headers,
      }),
      GameList,
    );
    const launch = await app.inject({
      url: `/wps/game/launchGame?nodeId=${slots.games[0]?.nodeId}`,
      headers: back.headers,
    });
    expect(errorOf(launch).code).toBe('play.timeout.active');
    expect(await depositCount(back)).toBe(0);
    expect((await settings(back)).break?.kind).toBe('timeout');
  });

  it('tells the break in force and its end in the member’s language and Manila time', async () => {
    const who = await member();
    const none = valueOf(
      await app.inject({ url: PATHS.break, headers: who.headers }),
      PlayBreakStatus,
    );
    expect(none.break).toBeNull();
    await startBreak(who, { kind: 'timeout', duration: '24h' });
    const back = await who.signIn();
    const status = valueOf(
      await app.inject({ url: PATHS.break, headers: back.headers }),
      PlayBreakStatus,
    );
    expect(status.break?.kind).toBe('timeout');
    const until = status.break!.until;
    for (const language of ['EN', 'TY'] as const) {
      const refused = await post(
        { ...back, headers: { ...back.headers, language } },
        DEPOSIT_PATHS.requests,
        {
          channelCode: 'GCASH',
          amount: 50_000,
          idempotencyKey: freshKey(),
        },
      );
      // The end is written as the member reads a date, not as a raw timestamp.
      expect(errorOf(refused).message).toContain(manilaTimeText(until, language));
      expect(errorOf(refused).message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(manilaTimeText(until, 'TY')).toContain('oras sa Maynila');
  });

  it('never shortens a break, but a longer one (self-exclusion) replaces it', async () => {
    const who = await member();
    await startBreak(who, { kind: 'timeout', duration: '1w' });
    let back = await who.signIn();
    const shorter = await startBreak(back, { kind: 'timeout', duration: '24h' });
    expect(shorter.statusCode).toBe(409);
    expect(errorOf(shorter)).toMatchObject({ code: 'play.break.shorter', field: 'duration' });

    valueOf(await startBreak(back, { kind: 'exclusion', duration: '6m' }), ResponsibleGaming);
    back = await who.signIn();
    const answer = await settings(back);
    expect(answer.break?.kind).toBe('exclusion');
    expect(answer.break?.until).toBeGreaterThan(Date.now() + 150 * 24 * 60 * 60_000);
    expect(errorOf(await dice(back, 100)).code).toBe('play.exclusion.active');
  });

  it('keeps one member’s limits and breaks from touching another’s play', async () => {
    const first = await member();
    const second = await member();
    await setLimit(first, { kind: 'loss', period: 'day', amount: 100 });
    await startBreak(first, { kind: 'timeout', duration: '24h' });
    valueOf(await dice(second, 500), BetResult);
    valueOf(await deposit(second, 50_000), DepositCreateResult);
    expect((await settings(second)).limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it('sets the reality check to an interval on offer and tells the session’s time and net result', async () => {
    const who = await member();
    const set = valueOf(await post(who, PATHS.realityCheck, { minutes: 30 }), ResponsibleGaming);
    expect(set.realityCheckMinutes).toBe(30);
    const bad = await post(who, PATHS.realityCheck, { minutes: 45 });
    expect(bad.statusCode).toBe(400);

    const bet = valueOf(await dice(who, 500), BetResult);
    const session = valueOf(
      await app.inject({ url: PATHS.session, headers: who.headers }),
      PlaySession,
    );
    expect(session.realityCheckMinutes).toBe(30);
    expect(session.startedAt).toBeLessThanOrEqual(Date.now());
    expect(session.bets).toBe(500);
    expect(session.net).toBe(bet.payout - 500);

    const off = valueOf(await post(who, PATHS.realityCheck, { minutes: null }), ResponsibleGaming);
    expect(off.realityCheckMinutes).toBeNull();
  });
});
