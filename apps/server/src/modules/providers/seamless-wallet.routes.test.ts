import { randomBytes } from 'node:crypto';
import {
  GameRecord,
  OrdersPage,
  ProviderReconciliation,
  REBATE_PATHS,
  RebatePreview,
  SIGNATURE_WINDOW_MS,
  providerReconciliationPath,
  siteDayKey,
  type AuthenticateOk,
} from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import {
  gameSessions,
  games,
  gameVendors,
  memberPlayTotals,
  members,
  playBreaks,
  playLimits,
  teamStatJournal,
  vendorRounds,
} from '@/db/schema/index.js';
import { createPlayHistory } from '@/modules/play-history/index.js';
import { validTurnoverSince } from '@/modules/wallet/index.js';
import { valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { insertTestMember } from '../../../test/ledger-fixtures.js';
import { balanceOf, player } from '../../../test/inhouse.js';
import {
  callWallet,
  insertTestProvider,
  launchUrl,
  tokenOf,
  type TestProvider,
} from '../../../test/providers.js';
import { buildTestApp, OPERATOR_TOKEN, sharedDatabase } from '../../../test/test-app.js';

const id = () => randomBytes(6).toString('hex');

describe('seamless wallet: a provider plays its games on the member’s wallet', () => {
  let app: App;
  let provider: TestProvider;
  beforeAll(async () => {
    const { db } = await sharedDatabase();
    provider = await insertTestProvider(db);
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A member holding `balance`, their game launched and authenticated: the provider's view. */
  async function seated(balance: bigint, language: 'TY' | 'EN' = 'EN') {
    const { db } = await sharedDatabase();
    const who = await player(balance);
    const member = { id: who.id, merchantId: who.merchantId, account: `m${who.id}` };
    const url = await launchUrl(db, provider, member, language);
    const auth = await callWallet(app, provider, 'authenticate', { launchToken: tokenOf(url) });
    expect(auth.statusCode).toBe(200);
    const session = auth.json<AuthenticateOk>();
    const bet = (roundId: string, amount: number, transactionId = id()) =>
      callWallet(app, provider, 'debit', {
        playerId: session.playerId,
        sessionToken: session.sessionToken,
        gameId: provider.game.gameId,
        roundId,
        transactionId,
        amount,
      });
    const win = (roundId: string, amount: number, transactionId = id(), roundEnded = true) =>
      callWallet(app, provider, 'credit', {
        playerId: session.playerId,
        gameId: provider.game.gameId,
        roundId,
        transactionId,
        amount,
        roundEnded,
      });
    const cancel = (roundId: string, refTransactionId: string, transactionId = id()) =>
      callWallet(app, provider, 'rollback', {
        playerId: session.playerId,
        roundId,
        transactionId,
        refTransactionId,
      });
    return { who, session, bet, win, cancel };
  }

  it('launches with a one-time token stored hashed, and authenticates it once', async () => {
    const { db } = await sharedDatabase();
    const member = await insertTestMember(db, { prefix: 'seam' });
    const url = await launchUrl(db, provider, member, 'TY');
    expect(url).toMatch(/^https:\/\/games\.test\/launch\?t=[\w-]{43}&g=reels-/);
    expect(url).toContain('&l=TY&c=PHP&');
    const token = tokenOf(url);
    const stored = await db.select().from(gameSessions).where(eq(gameSessions.memberId, member.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = await callWallet(app, provider, 'authenticate', { launchToken: token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'OK',
      playerId: String(member.id),
      balance: 0,
      currency: 'PHP',
      language: 'TY',
      gameId: provider.game.gameId,
      trial: false,
    });
    const again = await callWallet(app, provider, 'authenticate', { launchToken: token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: 'ERROR', code: 'TOKEN_INVALID' });
  });

  it('refuses a call with a wrong signature, an old clock or an unknown provider', async () => {
    const { session } = await seated(1_000n);
    const body = { playerId: session.playerId };
    const forged = await callWallet(app, provider, 'balance', body, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const stale = await callWallet(app, provider, 'balance', body, {
      at: Date.now() - SIGNATURE_WINDOW_MS - 1_000,
    });
    expect(stale.json()).toMatchObject({ code: 'REQUEST_EXPIRED' });
    const stranger = await callWallet(app, { ...provider, code: 'NOPE' }, 'balance', body);
    expect(stranger.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const odd = await callWallet(app, provider, 'balance', {
      playerId: `${session.playerId}\u0000`,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    const good = await callWallet(app, provider, 'balance', body);
    expect(good.json()).toMatchObject({ status: 'OK', balance: 1_000 });
  });

  it('answers a provider only about its own players: those who opened one of its games', async () => {
    const { db } = await sharedDatabase();
    const { who, session } = await seated(2_000n);
    const other = await insertTestProvider(db);
    const stranger = await player(3_000n);
    const unknown = { status: 'ERROR', code: 'PLAYER_NOT_FOUND' };
    // Another provider learns nothing of this provider's player, nor of a member who never played.
    for (const [asking, playerId] of [
      [other, session.playerId],
      [provider, String(stranger.id)],
    ] as const) {
      expect((await callWallet(app, asking, 'balance', { playerId })).json()).toMatchObject(
        unknown,
      );
      const early = await callWallet(app, asking, 'rollback', {
        playerId,
        roundId: 'r-x',
        transactionId: id(),
        refTransactionId: id(),
      });
      expect(early.json()).toMatchObject(unknown);
    }
    // Nor can it bet on this provider's game session.
    const bet = await callWallet(app, other, 'debit', {
      playerId: session.playerId,
      sessionToken: session.sessionToken,
      gameId: other.game.gameId,
      roundId: 'r-y',
      transactionId: id(),
      amount: 100,
    });
    expect(bet.json()).toMatchObject({ status: 'ERROR' });
    expect(await balanceOf(who)).toBe(2_000n);
    expect(await balanceOf(stranger)).toBe(3_000n);
  });

  it('takes a bet and pays its win once each, however often the calls are repeated', async () => {
    const { db } = await sharedDatabase();
    const { who, bet, win } = await seated(10_000n);
    const debitId = id();
    const first = await bet('r1', 1_000, debitId);
    expect(first.json()).toMatchObject({ status: 'OK', balance: 9_000 });
    const repeated = await bet('r1', 1_000, debitId);
    expect(repeated.json()).toEqual(first.json());
    const reused = await bet('r1', 2_000, debitId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
    const creditId = id();
    expect((await win('r1', 2_500, creditId)).json()).toMatchObject({ balance: 11_500 });
    expect((await win('r1', 2_500, creditId)).json()).toMatchObject({ balance: 11_500 });
    expect(await balanceOf(who)).toBe(11_500n);

    const [round] = await db.select().from(vendorRounds).where(eq(vendorRounds.memberId, who.id));
    expect(round).toMatchObject({ stake: 1_000, payout: 2_500, status: 'settled', valid: true });
    const [totals] = await db
      .select()
      .from(memberPlayTotals)
      .where(eq(memberPlayTotals.memberId, who.id));
    expect(totals?.staked).toBe(1_000);
    // The one valid-bet definition: missions, the leaderboard and the agents' figures count it.
    expect(await validTurnoverSince(db, who.id, new Date(Date.now() - 60_000))).toBe(1_000);
    const week = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    const standings = await createPlayHistory(db).standings(who.merchantId, week);
    expect(standings.find((row) => row.memberId === who.id)?.turnover).toBe(1_000);
    const journal = await db
      .select({ kind: teamStatJournal.kind, amount: teamStatJournal.amount })
      .from(teamStatJournal)
      .where(eq(teamStatJournal.memberId, who.id));
    expect(journal).toEqual(
      expect.arrayContaining([
        { kind: 'vendor_stake_slots', amount: -1_000 },
        { kind: 'vendor_win_slots', amount: 2_500 },
        { kind: 'valid:slots', amount: 1_000 },
      ]),
    );
    // A settled round takes no more money.
    const late = await bet('r1', 100);
    expect(late.json()).toMatchObject({ code: 'ROUND_CLOSED' });
    await checkInvariants(db);
  });

  it('lists the rounds in the member’s game records, open ones without a result yet', async () => {
    const { who, bet, win } = await seated(5_000n);
    await bet('rec-1', 1_000);
    await win('rec-1', 300);
    await bet('rec-2', 500);
    const orders = (query: string) =>
      app.inject({ url: `/lgw/orders?${query}`, headers: who.headers });
    const page = valueOf(await orders('game=vendor&period=today'), OrdersPage);
    expect(page.list.map((record) => record.game === 'vendor' && record.roundId)).toEqual([
      'rec-2',
      'rec-1',
    ]);
    expect(page.list[1]).toMatchObject({
      gameName: expect.stringMatching(/^Test Reels /),
      status: 'settled',
      stake: 1_000,
      payout: 300,
      profit: -700,
    });
    expect(page.list[0]).toMatchObject({ status: 'open', stake: 500, payout: 0, profit: 0 });
    expect(page.totals).toMatchObject({ count: 2, stake: 1_500, payout: 300 });
    const all = valueOf(await orders('period=today'), OrdersPage);
    expect(all.total).toBe(2);
    // An agent's team betting reads the same rounds.
    const { db } = await sharedDatabase();
    const team = createPlayHistory(db);
    const filter = {
      merchantId: who.merchantId,
      prefix: '/',
      memberId: who.id,
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 60_000),
    };
    const bets = await team.teamBetPage({ ...filter, game: 'vendor' }, 'EN', 0, 10);
    expect(bets.map((row) => [row.numero, row.status, row.bet, row.validBet, row.win])).toEqual([
      ['rec-2', 'open', 500, 0, 0],
      ['rec-1', 'won', 1_000, 1_000, 300],
    ]);
    expect(await team.teamBetTotals({ ...filter, status: 'open' })).toMatchObject({
      count: 1,
      bet: 500,
    });
    expect(await team.teamBetCount(filter, 100)).toBe(2);
    const detail = await app.inject({
      url: `/lgw/orders/detail?game=vendor&id=${page.list[1]?.id}`,
      headers: who.headers,
    });
    expect(valueOf(detail, GameRecord)).toMatchObject({ roundId: 'rec-1', payout: 300 });
  });

  it('earns the providers’ rebate on settled rounds; a round still open waits', async () => {
    const { who, bet, win } = await seated(60_000n);
    await bet('rb-1', 20_000);
    await win('rb-1', 5_000);
    await bet('rb-2', 30_000);
    await win('rb-2', 0);
    await bet('rb-3', 1_000);
    const preview = valueOf(
      await app.inject({ url: REBATE_PATHS.preview, headers: who.headers }),
      RebatePreview,
    );
    expect(preview.lines.find((line) => line.category === 'vendor')).toEqual({
      category: 'vendor',
      turnover: 50_000,
      bets: 2,
      rateBp: 40,
      amount: 200,
      waiting: 1,
    });
    expect(preview.total).toBe(200);
  });

  it('books a round on the launched game, though another vendor uses the same game id', async () => {
    const { db } = await sharedDatabase();
    const other = await insertTestProvider(db);
    // The provider plays a second vendor, whose game has this game's id (each vendor's 'lobby').
    await db
      .update(gameVendors)
      .set({ providerCode: provider.code })
      .where(eq(gameVendors.code, `TV${other.code.slice(2)}`));
    await db.update(games).set({ gameId: provider.game.gameId }).where(eq(games.id, other.game.id));
    const who = await player(2_000n);
    const member = { id: who.id, merchantId: who.merchantId, account: `m${who.id}` };
    const url = await launchUrl(db, other, member);
    const session = (
      await callWallet(app, provider, 'authenticate', { launchToken: tokenOf(url) })
    ).json<AuthenticateOk>();
    const debit = await callWallet(app, provider, 'debit', {
      playerId: session.playerId,
      sessionToken: session.sessionToken,
      gameId: provider.game.gameId,
      roundId: 'same-id',
      transactionId: id(),
      amount: 100,
    });
    expect(debit.json()).toMatchObject({ status: 'OK' });
    const [round] = await db
      .select({ gameId: vendorRounds.gameId })
      .from(vendorRounds)
      .where(and(eq(vendorRounds.memberId, who.id), eq(vendorRounds.roundId, 'same-id')));
    expect(round?.gameId).toBe(other.game.id);
  });

  it('refuses a credit without a debit and a bet the balance cannot cover', async () => {
    const { who, bet, win } = await seated(500n);
    expect((await win('never-bet', 100)).json()).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    const broke = await bet('r2', 600);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(who)).toBe(500n);
  });

  it('cancels a debit by its id, once, and refuses a debit whose rollback came first', async () => {
    const { db } = await sharedDatabase();
    const { who, bet, cancel } = await seated(5_000n);
    const debitId = id();
    await bet('r3', 2_000, debitId);
    const rollbackId = id();
    expect((await cancel('r3', debitId, rollbackId)).json()).toMatchObject({ balance: 5_000 });
    expect((await cancel('r3', debitId, rollbackId)).json()).toMatchObject({ balance: 5_000 });
    expect((await cancel('r3', debitId)).json()).toMatchObject({ balance: 5_000 });
    expect(await balanceOf(who)).toBe(5_000n);

    // The rollback of a debit lost on its way here: the debit, when it comes, moves nothing.
    const lateDebit = id();
    expect((await cancel('r4', lateDebit)).json()).toMatchObject({ status: 'OK', balance: 5_000 });
    const refused = await bet('r4', 1_000, lateDebit);
    expect(refused.json()).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
    expect(await balanceOf(who)).toBe(5_000n);
    await checkInvariants(db);
  });

  it('answers a debit replayed after its rollback as rolled back, not taken again', async () => {
    const { who, bet, cancel } = await seated(9_000n);
    const debitId = id();
    expect((await bet('r-again', 1_000, debitId)).json()).toMatchObject({ balance: 8_000 });
    // A rollback must name the debit's own round.
    expect((await cancel('r-other', debitId)).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await cancel('r-again', debitId)).json()).toMatchObject({ balance: 9_000 });
    const replayed = await bet('r-again', 1_000, debitId);
    expect(replayed.json()).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK' });
    expect(await balanceOf(who)).toBe(9_000n);
  });

  it('pays nothing on a round whose every bet was rolled back', async () => {
    const { who, bet, win, cancel } = await seated(10_000n);
    const debitId = id();
    await bet('r-void', 1_000, debitId);
    await cancel('r-void', debitId);
    const paid = await win('r-void', 50_000);
    expect(paid.json()).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    expect(await balanceOf(who)).toBe(10_000n);
  });

  it('still pays and refunds a member disabled mid-round, and takes no new bet of theirs', async () => {
    const { db } = await sharedDatabase();
    const { who, bet, win, cancel } = await seated(10_000n);
    const refunded = id();
    await bet('r-dis', 1_000);
    await bet('r-dis', 500, refunded);
    await db.update(members).set({ disabled: true }).where(eq(members.id, who.id));
    expect((await bet('r-dis', 100)).json()).toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    expect((await cancel('r-dis', refunded)).json()).toMatchObject({
      status: 'OK',
      balance: 9_000,
    });
    expect((await win('r-dis', 5_000)).json()).toMatchObject({ status: 'OK', balance: 14_000 });
    expect(await balanceOf(who)).toBe(14_000n);
  });

  it('never lets racing debits take the balance below zero', async () => {
    const { who, bet } = await seated(1_000n);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => bet(`race-${n}`, 300)));
    const taken = answers.filter((answer) => answer.json<{ status: string }>().status === 'OK');
    expect(taken).toHaveLength(3);
    expect(await balanceOf(who)).toBe(100n);
  });

  it('keeps a round whose credit was lost open, and settles it once when the credit is retried', async () => {
    const { db } = await sharedDatabase();
    const { who, bet, win } = await seated(3_000n);
    await bet('r5', 1_000);
    // The provider crashed before its credit: the round stays open, its stake held by the house.
    const [open] = await db.select().from(vendorRounds).where(eq(vendorRounds.memberId, who.id));
    expect(open?.status).toBe('open');
    const creditId = id();
    const answers = await Promise.all([win('r5', 1_800, creditId), win('r5', 1_800, creditId)]);
    expect(answers.map((answer) => answer.json<{ balance: number }>().balance)).toEqual([
      3_800, 3_800,
    ]);
    expect(await balanceOf(who)).toBe(3_800n);
  });

  it('refuses bets during a break and past a loss limit, in the player’s language', async () => {
    const { db } = await sharedDatabase();
    const resting = await seated(5_000n, 'TY');
    await db.insert(playBreaks).values({
      memberId: resting.who.id,
      kind: 'timeout',
      startsAt: new Date(Date.now() - 1_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const onBreak = await resting.bet('r6', 100);
    expect(onBreak.json()).toMatchObject({ status: 'ERROR', code: 'PLAYER_ON_BREAK' });
    expect(onBreak.json<{ message: string }>().message).toMatch(/hindi muna puwede .* pagtaya/);

    const limited = await seated(5_000n);
    await db
      .insert(playLimits)
      .values({ memberId: limited.who.id, kind: 'loss', period: 'day', amount: 1_000 });
    expect((await limited.bet('r7', 800)).json()).toMatchObject({ status: 'OK' });
    expect((await limited.win('r7', 0)).json()).toMatchObject({ status: 'OK' });
    const over = await limited.bet('r8', 300);
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(over.json<{ message: string }>().message).toContain('₱');
    expect(await balanceOf(limited.who)).toBe(4_200n);
  });

  it('opens a game for a free-trial account only where the provider allows play money', async () => {
    const { db } = await sharedDatabase();
    const trial = await insertTestMember(db, { type: 4, prefix: 'trial' });
    await expect(launchUrl(db, provider, { ...trial, type: 4 })).rejects.toMatchObject({
      code: 'free_reject',
    });
    const generous = await insertTestProvider(db, { allowsTrial: true });
    const url = await launchUrl(db, generous, { ...trial, type: 4 });
    const auth = await callWallet(app, generous, 'authenticate', { launchToken: tokenOf(url) });
    expect(auth.json()).toMatchObject({ status: 'OK', trial: true });
    const rounds = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(vendorRounds)
      .where(and(eq(vendorRounds.memberId, trial.id)));
    expect(rounds[0]?.n).toBe(0);
  });

  it('reconciles the provider’s day against the ledger, and lists rounds left open', async () => {
    const { db } = await sharedDatabase();
    const { who, bet, win, cancel } = await seated(9_000n);
    await bet('day-1', 1_000);
    await win('day-1', 2_000);
    const cancelled = id();
    await bet('day-2', 700, cancelled);
    await cancel('day-2', cancelled);
    await bet('day-3', 400);
    // A round whose credit never came, opened two hours ago.
    await db
      .update(vendorRounds)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(and(eq(vendorRounds.memberId, who.id), eq(vendorRounds.roundId, 'day-3')));
    const day = siteDayKey(Date.now());
    const response = await app.inject({
      url: `${providerReconciliationPath(provider.code)}?day=${day}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const report = valueOf(response, ProviderReconciliation);
    expect(report.balanced).toBe(true);
    for (const figure of [report.bets, report.wins, report.refunds]) {
      expect(figure.ledger).toBe(figure.provider);
    }
    expect(report.bets.provider).toBeGreaterThanOrEqual(2_100);
    expect(report.refunds.provider).toBeGreaterThanOrEqual(700);
    expect(report.rounds.mismatched).toBe(0);
    expect(report.stale).toContainEqual(expect.objectContaining({ roundId: 'day-3', stake: 400 }));
    const unknown = await app.inject({
      url: `${providerReconciliationPath('NOPE')}?day=${day}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
