import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberPlayTotals,
  members,
  playBreaks,
  playLimits,
  teamStatJournal,
  vendorRounds,
} from '@/db/schema/index.js';
import { createPlayHistory } from '@/modules/play-history/index.js';
import { validTurnoverSince } from '@/modules/wallet/index.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { balanceOf } from '../../../test/inhouse.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { id, seamlessWalletKit } from './seamless-wallet.routes.test-kit.js';

describe('seamless wallet: bets, wins and rollbacks on the member’s balance', () => {
  const kit = seamlessWalletKit();
  const { seated } = kit;

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
});
