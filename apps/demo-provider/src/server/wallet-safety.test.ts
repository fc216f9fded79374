import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRng } from '../engines/rng.js';
import { createArenaTable } from './arena.js';
import { SABONG } from './arena-kinds.js';
import { createBlackjackTable } from './blackjack-round.js';
import { fakeWallet, testSession } from './fake-wallet.test-kit.js';
import { playInstantRound } from './instant-round.js';
import type { PlaySession } from './sessions.js';
import { createSettlement, type Settlement } from './settlement.js';

type Wallet = ReturnType<typeof fakeWallet>;

/** A logger that keeps what it was told, by level. */
function recorder() {
  const said: { level: string; data: unknown; text: unknown }[] = [];
  const at = (level: string) => (data: unknown, text?: unknown) => {
    said.push({ level, data, text });
  };
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { said, log: log as unknown as FastifyBaseLogger };
}

const quiet = recorder().log;

const session = testSession;

const opened: Settlement[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const settlement of opened.splice(0)) settlement.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.useRealTimers();
});

const settle = (wallet: Wallet, log = quiet, file?: string) => {
  const settlement = createSettlement(wallet.client, log, { file });
  opened.push(settlement);
  return settlement;
};

/** A blackjack table whose next deal leaves a hand in play (the player still to decide). */
async function handInPlay(
  wallet: Wallet,
  settlement: Settlement,
  player: PlaySession,
  now?: () => number,
) {
  for (let seed = 11; ; seed++) {
    const table = createBlackjackTable({
      wallet: wallet.client,
      settlement,
      rng: seededRng(seed),
      ...(now ? { now } : {}),
    });
    const answer = await table.deal(player, 1_000);
    if (answer.status !== 'OK') throw new Error(`no hand: ${answer.status}`);
    if (answer.hand.phase === 'player') return table;
  }
}

const of = (wallet: Wallet, action: string) =>
  wallet.calls.filter((call) => call.action === action);

describe('a debit the player may try again has a transaction id of its own each time', () => {
  it('blackjack: a double whose answer was lost, refunded, then tapped again takes a second stake', async () => {
    const wallet = fakeWallet(10_000);
    const settlement = settle(wallet);
    const player = session();
    const table = await handInPlay(wallet, settlement, player);
    const before = wallet.cash();

    // The double reaches the operator, its answer is lost: its cancel refunds it.
    wallet.loseAnswers(1, 'debit');
    expect(await table.act(player, 'double')).toEqual({ status: 'UNAVAILABLE' });
    expect(wallet.cash()).toBe(before);

    const ended = await table.act(player, 'double');
    if (ended.status !== 'OK' || ended.hand.phase !== 'done') throw new Error('not ended');
    const doubles = of(wallet, 'debit').slice(-2);
    expect(doubles[0]?.body.transactionId).not.toBe(doubles[1]?.body.transactionId);
    const win = 'win' in ended.hand ? Number(ended.hand.win) : -1;
    // Both stakes of the doubled hand were taken, the first one refunded.
    expect(wallet.cash()).toBe(before - 1_000 + win);
    expect(settlement.pending()).toEqual([]);
  });

  it('instant rounds and arena bets name each debit anew', async () => {
    let now = SABONG.bettingMs + SABONG.playMs;
    const wallet = fakeWallet(50_000);
    const settlement = settle(wallet);
    const player = session();
    for (let i = 0; i < 3; i++) {
      await playInstantRound({
        wallet: wallet.client,
        settlement,
        session: player,
        stake: 100,
        decide: () => ({ outcome: null, win: 0 }),
        rng: seededRng(1),
      });
    }
    const table = createArenaTable({
      kind: SABONG,
      wallet: wallet.client,
      settlement,
      rng: seededRng(9),
      now: () => now,
    });
    wallet.loseAnswers(1, 'debit');
    expect(await table.bet(player, [{ spot: 'meron', stake: 1_000 }])).toEqual({
      status: 'UNAVAILABLE',
    });
    expect(await table.bet(player, [{ spot: 'meron', stake: 1_000 }])).toMatchObject({
      status: 'OK',
    });
    now += 1;
    const ids = of(wallet, 'debit').map((call) => call.body.transactionId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a round’s credit never overtakes a rollback of that round', () => {
  it('arena: a lost bet’s cancel, still retrying, is answered before the seat’s credit is sent', async () => {
    vi.useFakeTimers();
    let now = SABONG.bettingMs + SABONG.playMs;
    const wallet = fakeWallet(50_000);
    const settlement = settle(wallet);
    const table = createArenaTable({
      kind: SABONG,
      wallet: wallet.client,
      settlement,
      rng: seededRng(9),
      now: () => now,
    });
    const player = session('1');
    const other = session('2');
    expect(await table.bet(player, [{ spot: 'meron', stake: 1_000 }])).toMatchObject({
      status: 'OK',
    });
    expect(await table.bet(other, [{ spot: 'wala', stake: 1_000 }])).toMatchObject({
      status: 'OK',
    });
    // A second bet reaches the operator but its answer is lost, and its cancel is lost too.
    wallet.lose(1, 'rollback');
    wallet.loseAnswers(1, 'debit');
    expect(await table.bet(player, [{ spot: 'draw', stake: 500 }])).toEqual({
      status: 'UNAVAILABLE',
    });
    expect(wallet.cash()).toBe(50_000 - 2_500);

    now += SABONG.bettingMs + SABONG.playMs;
    table.tick();
    await vi.advanceTimersByTimeAsync(0);
    // The other player's round at the operator is not held up.
    expect(of(wallet, 'credit').map((call) => call.body.playerId)).toEqual(['2']);

    await vi.advanceTimersByTimeAsync(10_000);
    const credit = of(wallet, 'credit').find((call) => call.body.playerId === '1');
    expect(credit).toBeDefined();
    const order = wallet.calls.filter((call) => call.body.playerId === '1').map((c) => c.action);
    expect(order).toEqual(['debit', 'debit', 'rollback', 'rollback', 'credit']);
    const paid = of(wallet, 'credit').reduce((sum, call) => sum + Number(call.body.amount), 0);
    expect(wallet.cash()).toBe(50_000 - 2_000 + paid);
    expect(settlement.pending()).toEqual([]);
  });

  it('blackjack: a double that timed out is refunded before the hand that stands is paid', async () => {
    vi.useFakeTimers();
    const wallet = fakeWallet(10_000);
    const settlement = settle(wallet);
    const player = session();
    const table = await handInPlay(wallet, settlement, player);
    const before = wallet.cash();
    wallet.lose(1, 'rollback');
    wallet.loseAnswers(1, 'debit');
    expect(await table.act(player, 'double')).toEqual({ status: 'UNAVAILABLE' });
    const stood = await table.act(player, 'stand');
    if (stood.status !== 'OK' || stood.hand.phase !== 'done') throw new Error('not ended');
    expect(stood.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    const win = 'win' in stood.hand ? Number(stood.hand.win) : -1;
    expect(wallet.cash()).toBe(before + win);
    expect(wallet.calls.slice(-3).map((call) => call.action)).toEqual([
      'rollback',
      'rollback',
      'credit',
    ]);
    expect(settlement.pending()).toEqual([]);
  });

  it('resume: sends a round’s rollbacks before its credit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-outbox-order-'));
    dirs.push(dir);
    const file = join(dir, 'outbox.jsonl');
    const wallet = fakeWallet(10_000);
    const debit = (transactionId: string, amount: number) =>
      wallet.client.debit({
        playerId: '7',
        sessionToken: 's',
        gameId: 'g',
        roundId: 'r1',
        transactionId,
        amount,
      });
    await debit('r1:a', 1_000);
    await debit('r1:b', 500);
    const credit = {
      action: 'credit',
      body: {
        playerId: '7',
        gameId: 'g',
        roundId: 'r1',
        transactionId: 'r1:win',
        amount: 2_000,
        roundEnded: true,
      },
    };
    const rollback = {
      action: 'rollback',
      body: {
        playerId: '7',
        roundId: 'r1',
        transactionId: 'r1:b:cancel',
        refTransactionId: 'r1:b',
      },
    };
    // The credit is journaled first: a stop left it unanswered, and the second bet's guard.
    writeFileSync(
      file,
      `${JSON.stringify({ key: 'r1:win', call: credit, replaces: ['r1:a'] })}\n` +
        `${JSON.stringify({ key: 'r1:b', guard: rollback })}\n`,
    );
    const settlement = settle(wallet, quiet, file);
    const before = wallet.calls.length;
    await settlement.resume();
    await vi.waitFor(() => expect(settlement.pending()).toEqual([]));
    expect(wallet.calls.slice(before)).toEqual([rollback, credit]);
    expect(wallet.cash()).toBe(10_000 - 1_000 + 2_000);
  });
});

describe('a refusal that is not final is retried', () => {
  const lostRound = async (wallet: Wallet, settlement: Settlement) => {
    wallet.loseAnswers(1, 'debit');
    return playInstantRound({
      wallet: wallet.client,
      settlement,
      session: session(),
      stake: 1_000,
      decide: () => ({ outcome: null, win: 0 }),
      rng: seededRng(1),
    });
  };

  it('keeps a rollback refused INVALID_SIGNATURE, REQUEST_EXPIRED or PLAYER_NOT_FOUND until it lands', async () => {
    vi.useFakeTimers();
    const wallet = fakeWallet(10_000);
    const settlement = settle(wallet);
    wallet.refuse(1, 'rollback', 'INVALID_SIGNATURE');
    wallet.refuse(1, 'rollback', 'REQUEST_EXPIRED');
    wallet.refuse(1, 'rollback', 'PLAYER_NOT_FOUND');
    expect(await lostRound(wallet, settlement)).toEqual({ status: 'UNAVAILABLE' });
    expect(wallet.cash()).toBe(9_000);
    expect(settlement.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(of(wallet, 'rollback')).toHaveLength(4);
    expect(wallet.cash()).toBe(10_000);
    expect(settlement.pending()).toEqual([]);
  });

  it('keeps a credit refused INVALID_SIGNATURE until it lands, and drops one refused TRANSACTION_CONFLICT', async () => {
    vi.useFakeTimers();
    const wallet = fakeWallet(10_000);
    const settlement = settle(wallet);
    const play = () =>
      playInstantRound({
        wallet: wallet.client,
        settlement,
        session: session(),
        stake: 1_000,
        decide: () => ({ outcome: null, win: 3_000 }),
        rng: seededRng(1),
      });
    wallet.refuse(1, 'credit', 'INVALID_SIGNATURE');
    expect(await play()).toMatchObject({ status: 'OK', pending: true });
    expect(settlement.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(wallet.cash()).toBe(12_000);
    expect(settlement.pending()).toEqual([]);

    wallet.refuse(1, 'credit', 'TRANSACTION_CONFLICT');
    expect(await play()).toMatchObject({ status: 'OK', pending: true });
    expect(settlement.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(of(wallet, 'credit')).toHaveLength(3);
  });

  it('logs a rollback refused ROUND_CLOSED as an error, and does not send it again', async () => {
    const wallet = fakeWallet(10_000);
    const { said, log } = recorder();
    const settlement = settle(wallet, log);
    wallet.refuse(1, 'rollback', 'ROUND_CLOSED');
    const answer = await settlement.deliver('r9:bet', {
      action: 'rollback',
      body: {
        playerId: '7',
        roundId: 'r9',
        transactionId: 'r9:cancel',
        refTransactionId: 'r9:bet',
      },
    });
    expect(answer).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    expect(settlement.pending()).toEqual([]);
    expect(said.filter((line) => line.level === 'error')).toHaveLength(1);
    expect(said.find((line) => line.level === 'error')?.data).toMatchObject({ key: 'r9:bet' });
  });
});

describe('an abandoned blackjack hand', () => {
  it('is refunded by the provider once left unfinished past the limit since its last action', async () => {
    let clock = 1_000_000;
    const wallet = fakeWallet(100_000);
    const settlement = settle(wallet);
    const player = session();
    // A hand dealt, then hit 20 minutes later, still in play.
    let table;
    for (let seed = 11; !table; seed++) {
      const candidate = createBlackjackTable({
        wallet: wallet.client,
        settlement,
        rng: seededRng(seed),
        now: () => clock,
      });
      const dealt = await candidate.deal(player, 1_000);
      if (dealt.status !== 'OK' || dealt.hand.phase !== 'player') continue;
      clock += 20 * 60_000;
      const hit = await candidate.act(player, 'hit');
      if (hit.status === 'OK' && hit.hand.phase === 'player') table = candidate;
    }
    const before = wallet.cash();
    expect(settlement.pending()).toHaveLength(1);

    // 49 minutes after the deal but 29 after the hit: still in play.
    clock += 29 * 60_000;
    table.sweep();
    expect(table.current(player)).not.toBeNull();
    clock += 2 * 60_000;
    table.sweep();
    await vi.waitFor(() => expect(settlement.pending()).toEqual([]));
    expect(table.current(player)).toBeNull();
    expect(wallet.cash()).toBe(before + 1_000);
    expect(of(wallet, 'rollback').at(-1)?.body).toMatchObject({ playerId: '7' });
    expect(
      of(wallet, 'credit').every(
        (call) => call.body.roundId !== of(wallet, 'rollback').at(-1)?.body.roundId,
      ),
    ).toBe(true);
    expect(await table.act(player, 'stand')).toMatchObject({ status: 'INVALID_BET' });
    // A new hand may be dealt.
    expect(await table.deal(player, 1_000)).toMatchObject({ status: 'OK' });
  });

  it('is refunded when the player comes back after the limit, instead of played on', async () => {
    let clock = 1_000_000;
    const wallet = fakeWallet(10_000);
    const settlement = settle(wallet);
    const player = session();
    const table = await handInPlay(wallet, settlement, player, () => clock);
    const before = wallet.cash();
    clock += 31 * 60_000;
    expect(await table.act(player, 'stand')).toMatchObject({ status: 'INVALID_BET' });
    await vi.waitFor(() => expect(settlement.pending()).toEqual([]));
    expect(wallet.cash()).toBe(before + 1_000);
  });
});
