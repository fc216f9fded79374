import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRng } from '../engines/rng.js';
import { createArenaTable } from './arena.js';
import { BACCARAT, SABONG } from './arena-kinds.js';
import { createBlackjackTable } from './blackjack-round.js';
import { fakeWallet, testSession } from './fake-wallet.test-kit.js';
import { playInstantRound } from './instant-round.js';
import { createSettlement } from './settlement.js';

const quiet = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

const session = testSession;

afterEach(() => vi.useRealTimers());

describe('an instant round over the seamless wallet', () => {
  const round = (wallet: ReturnType<typeof fakeWallet>, stake: number, win: number) =>
    playInstantRound({
      wallet: wallet.client,
      settlement: createSettlement(wallet.client, quiet),
      session: session(),
      stake,
      decide: () => ({ outcome: { win }, win }),
      rng: seededRng(1),
    });

  it('debits the stake, then credits the win that ends the round', async () => {
    const wallet = fakeWallet(10_000);
    const answer = await round(wallet, 1_000, 2_500);
    expect(answer).toMatchObject({ status: 'OK', balance: 11_500, win: 2_500, pending: false });
    expect(wallet.calls.map((call) => [call.action, call.body.amount])).toEqual([
      ['debit', 1_000],
      ['credit', 2_500],
    ]);
    expect(wallet.calls[1]?.body).toMatchObject({ roundEnded: true });
  });

  it('passes the operator’s refusal on, and moves nothing more', async () => {
    const wallet = fakeWallet(500);
    const answer = await round(wallet, 1_000, 0);
    expect(answer).toEqual({
      status: 'REFUSED',
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance',
    });
    expect(wallet.calls.map((call) => call.action)).toEqual(['debit']);
  });

  it('rolls back a debit whose call was lost', async () => {
    const wallet = fakeWallet(10_000);
    wallet.lose(1);
    expect(await round(wallet, 1_000, 0)).toEqual({ status: 'UNAVAILABLE' });
    const [debit, rollback] = wallet.calls;
    expect(rollback).toMatchObject({
      action: 'rollback',
      body: { refTransactionId: debit?.body.transactionId },
    });
    expect(wallet.cash()).toBe(10_000);
  });

  it('retries a lost credit under the same id until it lands', async () => {
    vi.useFakeTimers();
    const wallet = fakeWallet(10_000);
    const settlement = createSettlement(wallet.client, quiet);
    wallet.lose(2, 'credit');
    const pending = playInstantRound({
      wallet: wallet.client,
      settlement,
      session: session(),
      stake: 1_000,
      decide: () => ({ outcome: null, win: 3_000 }),
      rng: seededRng(1),
    });
    const answer = await pending;
    expect(answer).toMatchObject({ status: 'OK', balance: 12_000, pending: true });
    await vi.advanceTimersByTimeAsync(10_000);
    const credits = wallet.calls.filter((call) => call.action === 'credit');
    expect(credits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(credits.map((call) => call.body.transactionId)).size).toBe(1);
    expect(wallet.cash()).toBe(12_000);
    settlement.close();
  });

  it('refuses a bet the engine cannot take before any call', async () => {
    const wallet = fakeWallet();
    const answer = await playInstantRound({
      wallet: wallet.client,
      settlement: createSettlement(wallet.client, quiet),
      session: session(),
      stake: 7,
      decide: () => {
        throw new RangeError('stake 7 is below the minimum');
      },
      rng: seededRng(1),
    });
    expect(answer).toEqual({ status: 'INVALID_BET', message: 'stake 7 is below the minimum' });
    expect(wallet.calls).toEqual([]);
  });
});

describe('a shared-round table', () => {
  it('takes bets while betting is open, draws once, and pays every seat when the round ends', async () => {
    let now = SABONG.bettingMs + SABONG.playMs; // the start of round 1
    const wallet = fakeWallet(50_000);
    const table = createArenaTable({
      kind: SABONG,
      wallet: wallet.client,
      settlement: createSettlement(wallet.client, quiet),
      rng: seededRng(9),
      now: () => now,
    });
    const meron = session('1');
    const wala = session('2');
    expect(await table.bet(meron, [{ spot: 'meron', stake: 1_000 }])).toMatchObject({
      status: 'OK',
    });
    expect(await table.bet(wala, [{ spot: 'wala', stake: 2_000 }])).toMatchObject({ status: 'OK' });
    expect(await table.bet(wala, [{ spot: 'sideways', stake: 2_000 }])).toMatchObject({
      status: 'INVALID_BET',
    });
    expect(table.state(meron)).toMatchObject({ phase: 'betting', result: null });

    now += SABONG.bettingMs;
    const playing = table.state(meron);
    expect(playing.phase).toBe('playing');
    expect(playing.result).not.toBeNull();
    expect(await table.bet(meron, [{ spot: 'draw', stake: 100 }])).toEqual({ status: 'CLOSED' });

    now += SABONG.playMs;
    const next = table.state(meron);
    await vi.waitFor(() => {
      expect(wallet.calls.filter((call) => call.action === 'credit')).toHaveLength(2);
    });
    const credits = wallet.calls.filter((call) => call.action === 'credit');
    const debits = wallet.calls.filter((call) => call.action === 'debit');
    // One round id for everyone at the table: the debits' and the credits'.
    expect(new Set([...debits, ...credits].map((call) => call.body.roundId)).size).toBe(1);
    expect(next.round).toBe(playing.round + 1);
    expect(next.last?.result).toEqual(playing.result);
    const winner = (playing.result as { winner: string }).winner;
    const paid = credits.reduce((sum, call) => sum + Number(call.body.amount), 0);
    if (winner === 'draw') expect(paid).toBe(3_000);
    else expect(paid).toBeGreaterThan(winner === 'meron' ? 1_000 : 2_000);
    expect(next.last?.mine?.win).toBe(Number(credits[0]?.body.amount));
  });

  it('publishes its spots with their odds', () => {
    const wallet = fakeWallet();
    const table = createArenaTable({
      kind: BACCARAT,
      wallet: wallet.client,
      settlement: createSettlement(wallet.client, quiet),
      rng: seededRng(3),
    });
    const state = table.state(session());
    expect((state.spots as { spot: string }[]).map((spot) => spot.spot)).toEqual([
      'player',
      'banker',
      'tie',
    ]);
  });
});

describe('blackjack over the wallet', () => {
  it('debits the deal and a double under one round, and pays the hand once it ends', async () => {
    const wallet = fakeWallet(10_000);
    const table = createBlackjackTable({
      wallet: wallet.client,
      settlement: createSettlement(wallet.client, quiet),
      rng: seededRng(11),
    });
    const player = session();
    let answer = await table.deal(player, 1_000);
    for (let seed = 12; answer.status === 'OK' && answer.hand.phase === 'done'; seed++) {
      answer = await createBlackjackTable({
        wallet: wallet.client,
        settlement: createSettlement(wallet.client, quiet),
        rng: seededRng(seed),
      }).deal(player, 1_000);
    }
    if (answer.status !== 'OK') throw new Error(`no hand: ${answer.status}`);
    expect(answer.hand.dealer[1]).toBeNull();
    expect(await table.deal(player, 1_000)).toEqual({ status: 'BUSY' });
    const ended = await table.act(player, 'double');
    if (ended.status !== 'OK' || ended.hand.phase !== 'done') throw new Error('not ended');
    const round = wallet.calls.filter(
      (call) => call.body.roundId === wallet.calls.at(-1)?.body.roundId,
    );
    expect(round.map((call) => [call.action, call.body.amount])).toEqual([
      ['debit', 1_000],
      ['debit', 1_000],
      ['credit', 'win' in ended.hand ? ended.hand.win : -1],
    ]);
    expect(ended.hand.dealer.every((card) => card !== null)).toBe(true);
  });
});
