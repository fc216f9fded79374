import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededRng } from '../engines/rng.js';
import { createArenaTable } from './arena.js';
import { SABONG } from './arena-kinds.js';
import { createBlackjackTable } from './blackjack-round.js';
import { fakeWallet, testSession } from './fake-wallet.test-kit.js';
import { playInstantRound } from './instant-round.js';
import type { PlaySession } from './sessions.js';
import { createSettlement, type Settlement } from './settlement.js';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

const session = testSession;

type Wallet = ReturnType<typeof fakeWallet>;

let dir: string;
let file: string;
const opened: Settlement[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-outbox-'));
  file = join(dir, 'state', 'outbox.jsonl');
});

afterEach(() => {
  for (const settlement of opened.splice(0)) settlement.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A settlement on the test's journal, as a provider process has one. */
const open = (wallet: Wallet) => {
  const settlement = createSettlement(wallet.client, quiet, { file });
  opened.push(settlement);
  return settlement;
};

/** A provider process stopped without warning: its retries end, its journal stays as it is. */
const crash = (settlement: Settlement) => settlement.close();

/** The next process on the same journal: resumes what was owed, and says what it sent. */
async function restart(wallet: Wallet) {
  const before = wallet.calls.length;
  const settlement = open(wallet);
  await settlement.resume();
  return { settlement, sent: wallet.calls.slice(before) };
}

const journal = () => readFileSync(file, 'utf8');

/** A blackjack hand dealt and left in play (the player still to decide). */
async function handInPlay(wallet: Wallet, settlement: Settlement, player: PlaySession) {
  for (let seed = 11; ; seed++) {
    const table = createBlackjackTable({ wallet: wallet.client, settlement, rng: seededRng(seed) });
    const answer = await table.deal(player, 1_000);
    if (answer.status !== 'OK') throw new Error(`no hand: ${answer.status}`);
    if (answer.hand.phase === 'player') return table;
  }
}

describe('the settlement journal (a must-deliver outbox)', () => {
  it('refunds a debit whose round a stop left open, once', async () => {
    const wallet = fakeWallet(10_000);
    const first = open(wallet);
    const player = session();
    await handInPlay(wallet, first, player);
    const cash = wallet.cash();
    const open_ = wallet.calls.filter((call) => call.action === 'debit').at(-1);
    expect(cash).toBeLessThan(10_000);
    crash(first);

    const { settlement, sent } = await restart(wallet);
    expect(sent).toEqual([
      {
        action: 'rollback',
        body: {
          playerId: '7',
          roundId: open_?.body.roundId,
          transactionId: `${String(open_?.body.transactionId)}:cancel`,
          refTransactionId: open_?.body.transactionId,
        },
      },
    ]);
    expect(wallet.cash()).toBe(cash + 1_000);
    expect(settlement.pending()).toEqual([]);

    // Resumed again: nothing is owed any more.
    crash(settlement);
    expect((await restart(wallet)).sent).toEqual([]);
    expect(journal()).toBe('');
    expect(wallet.cash()).toBe(cash + 1_000);
  });

  it('sends a rollback at most once more when a stop comes before its answer is journaled, and the operator refunds once', async () => {
    const wallet = fakeWallet(10_000);
    const first = open(wallet);
    await handInPlay(wallet, first, session());
    const cash = wallet.cash();
    crash(first);
    const saved = join(dir, 'saved.jsonl');
    copyFileSync(file, saved);

    // The rollback is lost on its way and the process stops again: the next start sends it again.
    wallet.lose(1, 'rollback');
    const second = await restart(wallet);
    expect(second.sent.map((call) => call.action)).toEqual(['rollback']);
    expect(wallet.cash()).toBe(cash);
    crash(second.settlement);
    const third = await restart(wallet);
    expect(third.sent).toEqual(second.sent);
    expect(wallet.cash()).toBe(cash + 1_000);
    crash(third.settlement);

    // A stop after the operator answered but before `done` was on disk: sent once more, same id,
    // and the operator moves nothing again.
    copyFileSync(saved, file);
    const fourth = await restart(wallet);
    expect(fourth.sent).toEqual(second.sent);
    expect(wallet.cash()).toBe(cash + 1_000);
    const rollbacks = wallet.calls.filter((call) => call.action === 'rollback');
    expect(new Set(rollbacks.map((call) => call.body.transactionId)).size).toBe(1);
  });

  it('resends a credit the operator never acknowledged, under the same transaction id', async () => {
    const wallet = fakeWallet(10_000);
    const first = open(wallet);
    wallet.lose(1, 'credit');
    const answer = await playInstantRound({
      wallet: wallet.client,
      settlement: first,
      session: session(),
      stake: 1_000,
      decide: () => ({ outcome: null, win: 3_000 }),
      rng: seededRng(1),
    });
    expect(answer).toMatchObject({ status: 'OK', pending: true });
    expect(wallet.cash()).toBe(9_000);
    const lost = wallet.calls.at(-1);
    expect(lost?.action).toBe('credit');
    crash(first);

    const { sent } = await restart(wallet);
    expect(sent).toEqual([lost]);
    expect(wallet.cash()).toBe(12_000);
    expect((await restart(wallet)).sent).toEqual([]);
  });

  it('leaves nothing in the journal once rounds are settled or refused', async () => {
    const wallet = fakeWallet(10_000);
    const first = open(wallet);
    const player = session();
    const play = (stake: number) =>
      playInstantRound({
        wallet: wallet.client,
        settlement: first,
        session: player,
        stake,
        decide: () => ({ outcome: null, win: 500 }),
        rng: seededRng(1),
      });
    expect(await play(1_000)).toMatchObject({ status: 'OK', pending: false });
    expect(await play(1_000_000)).toMatchObject({ status: 'REFUSED' });
    const table = await handInPlay(wallet, first, player);
    expect(await table.act(player, 'double')).toMatchObject({ status: 'OK' });
    expect(first.pending()).toEqual([]);
    expect(journal()).not.toBe('');
    crash(first);

    const { sent } = await restart(wallet);
    expect(sent).toEqual([]);
    expect(journal()).toBe('');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'state')).mode & 0o777).toBe(0o700);
  });

  it('refunds each bet of an arena round a stop left unpaid, once; a paid round leaves nothing', async () => {
    let now = SABONG.bettingMs + SABONG.playMs;
    const wallet = fakeWallet(50_000);
    const first = open(wallet);
    const arena = (settlement: Settlement) =>
      createArenaTable({
        kind: SABONG,
        wallet: wallet.client,
        settlement,
        rng: seededRng(9),
        now: () => now,
      });
    const table = arena(first);
    const meron = session('1');
    const wala = session('2');
    expect(await table.bet(meron, [{ spot: 'meron', stake: 1_000 }])).toMatchObject({
      status: 'OK',
    });
    expect(await table.bet(meron, [{ spot: 'draw', stake: 200 }])).toMatchObject({ status: 'OK' });
    expect(await table.bet(wala, [{ spot: 'wala', stake: 2_000 }])).toMatchObject({ status: 'OK' });
    expect(wallet.cash()).toBe(50_000 - 3_200);
    const debits = wallet.calls.filter((call) => call.action === 'debit');
    crash(first);

    const second = await restart(wallet);
    expect(second.sent).toHaveLength(3);
    expect(second.sent.every((call) => call.action === 'rollback')).toBe(true);
    expect(second.sent.map((call) => call.body.refTransactionId).sort()).toEqual(
      debits.map((call) => call.body.transactionId).sort(),
    );
    expect(wallet.cash()).toBe(50_000);
    crash(second.settlement);
    expect((await restart(wallet)).sent).toEqual([]);

    // On the restarted provider, a round that is paid leaves nothing owed.
    const settlement = open(wallet);
    await settlement.resume();
    const next = arena(settlement);
    expect(await next.bet(meron, [{ spot: 'meron', stake: 1_000 }])).toMatchObject({
      status: 'OK',
    });
    expect(await next.bet(meron, [{ spot: 'wala', stake: 500 }])).toMatchObject({ status: 'OK' });
    expect(settlement.pending()).toHaveLength(2);
    now += SABONG.bettingMs + SABONG.playMs;
    next.tick();
    await expect.poll(() => settlement.pending()).toEqual([]);
    expect(wallet.calls.filter((call) => call.action === 'credit')).toHaveLength(1);
    crash(settlement);
    expect((await restart(wallet)).sent).toEqual([]);
    expect(journal()).toBe('');
  });
});
