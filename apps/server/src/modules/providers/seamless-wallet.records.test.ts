import {
  GameRecord,
  OrdersPage,
  ProviderReconciliation,
  REBATE_PATHS,
  RebatePreview,
  providerReconciliationPath,
  siteDayKey,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendorRounds } from '@/db/schema/index.js';
import { createPlayHistory } from '@/modules/play-history/index.js';
import { valueOf } from '../../../test/http.js';
import { OPERATOR_TOKEN, sharedDatabase } from '../../../test/test-app.js';
import { id, seamlessWalletKit } from './seamless-wallet.routes.test-kit.js';

describe('seamless wallet: the rounds in game records, the providers’ rebate and the day’s reconciliation', () => {
  const kit = seamlessWalletKit();
  const { seated } = kit;

  it('lists the rounds in the member’s game records, open ones without a result yet', async () => {
    const { who, bet, win } = await seated(5_000n);
    await bet('rec-1', 1_000);
    await win('rec-1', 300);
    await bet('rec-2', 500);
    const orders = (query: string) =>
      kit.app.inject({ url: `/lgw/orders?${query}`, headers: who.headers });
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
    const detail = await kit.app.inject({
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
      await kit.app.inject({ url: REBATE_PATHS.preview, headers: who.headers }),
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
    const response = await kit.app.inject({
      url: `${providerReconciliationPath(kit.provider.code)}?day=${day}`,
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
    const unknown = await kit.app.inject({
      url: `${providerReconciliationPath('NOPE')}?day=${day}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
