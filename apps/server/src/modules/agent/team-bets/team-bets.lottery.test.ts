import { DAY_MS, siteDayKey, TeamBetPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { authHeaders } from '../../../../test/accounts.js';
import { createAgentTree, type AgentTree } from '../../../../test/agent-tree.js';
import { valueOf } from '../../../../test/http.js';
import { betOf, diceBet } from '../../../../test/inhouse.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import {
  bet,
  drawAt,
  fakeClock,
  lotteryWorld,
  NOON,
  orderOf,
  placeOrder,
  type LotteryMerchant,
} from '../../../../test/lottery.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { createRollup } from '../team-figures/rollup.js';

const MINUTE = 60_000;

/** Team betting's lottery rows: one row per order, its bets summed, open until its draw settles. */
describe('team betting: lottery orders', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let merchant: LotteryMerchant;
  let tree: AgentTree;
  let selling: string;

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    selling = (await drawAt(merchant.merchantId, 'SPD1', NOON + MINUTE)).numero;
    tree = await createAgentTree(merchant.code);
    const { db } = await sharedDatabase();
    await createLedgerService({ db }).credit(
      tree.playerA2.merchantId,
      tree.playerA2.id,
      100_000n,
      'house_promotions',
      `test:tb-lottery:${tree.playerA2.id}`,
    );
    const player = {
      id: tree.playerA2.id,
      merchantId: tree.playerA2.merchantId,
      headers: { ...authHeaders(await tokenFor(db, tree.playerA2), merchant.code), language: 'EN' },
    };
    orderOf(
      await placeOrder(app, player, {
        gameCode: 'SPD1',
        numero: selling,
        bets: [
          bet('DIGIT', '3', 100, { position: 2, multiple: 3 }),
          bet('SUM_BIG_SMALL', 'BIG', 500),
        ],
      }),
    );
  });
  afterAll(() => app.close());

  it('lists the open order with its draw, its bets and their stakes, and counts it in the totals', async () => {
    // The agent login signs in on DEMO; a session of the lottery's own merchant instead.
    const { db } = await sharedDatabase();
    await createRollup(db).flush();
    const headers = authHeaders(await tokenFor(db, tree.agentA), merchant.code);
    const query = {
      startDate: siteDayKey(Math.max(NOON, Date.now() - 30 * DAY_MS)),
      endDate: siteDayKey(Date.now()),
    };
    const answer = valueOf(
      await app.inject({ url: '/wps/relay/ODSFE2_lottTeamBet', query, headers }),
      TeamBetPage,
    );
    expect(answer.list).toHaveLength(1);
    expect(answer.list[0]).toMatchObject({
      game: 'lottery',
      numero: selling,
      customerName: tree.playerA2.account,
      directAgentName: tree.subA.account,
      betAmount: 800,
      validBetAmount: 0,
      winAmount: 0,
      settleTime: null,
      status: 'open',
      betContent: 'DIGIT#2 3, SUM_BIG_SMALL BIG',
    });
    expect(answer.list[0]?.gameName).not.toBe('');
    expect(answer.footer).toEqual({
      betAmount: 800,
      validBetAmount: 0,
      winAmount: 0,
      profitAndLoss: -800,
    });
    const open = valueOf(
      await app.inject({
        url: '/wps/relay/ODSFE2_lottTeamBet',
        query: { ...query, status: 'open', game: 'lottery' },
        headers,
      }),
      TeamBetPage,
    );
    expect(open.total).toBe(1);
  });

  it('reads the order settled once its draw is: won or lost, with its settle time and valid stake', async () => {
    clock.set(NOON + MINUTE + 2_000);
    await app.lottery.engine.tick();
    await app.lottery.engine.tick();
    const { db } = await sharedDatabase();
    await createRollup(db).flush();
    const headers = authHeaders(await tokenFor(db, tree.agentA), merchant.code);
    const query = {
      startDate: siteDayKey(Math.max(NOON, Date.now() - 30 * DAY_MS)),
      endDate: siteDayKey(Date.now()),
    };
    const answer = valueOf(
      await app.inject({ url: '/wps/relay/ODSFE2_lottTeamBet', query, headers }),
      TeamBetPage,
    );
    const [order] = answer.list;
    expect(['won', 'lost']).toContain(order?.status);
    expect(order?.settleTime).not.toBeNull();
    expect(order).toMatchObject({ betAmount: 800, validBetAmount: 800 });
    expect(order?.status === 'won').toBe((order?.winAmount ?? 0) > 0);
    expect(answer.footer.profitAndLoss).toBe((order?.winAmount ?? 0) - 800);
  });

  it('pages through in-house bets and lottery orders together, newest first, none twice or lost', async () => {
    const { db } = await sharedDatabase();
    const player = {
      id: tree.playerA2.id,
      merchantId: tree.playerA2.merchantId,
      headers: { ...authHeaders(await tokenFor(db, tree.playerA2), merchant.code), language: 'EN' },
    };
    for (let i = 0; i < 5; i += 1) betOf(await diceBet(app, player, {}));
    const headers = authHeaders(await tokenFor(db, tree.agentA), merchant.code);
    const query = {
      startDate: siteDayKey(Math.max(NOON, Date.now() - 30 * DAY_MS)),
      endDate: siteDayKey(Date.now()),
    };
    const read = async (extra: Record<string, string | number | undefined>) =>
      valueOf(
        await app.inject({
          url: '/wps/relay/ODSFE2_lottTeamBet',
          query: { ...query, ...extra },
          headers,
        }),
        TeamBetPage,
      );
    for (const filter of [{}, { status: 'lost' }, { status: 'won' }]) {
      const all = await read({ ...filter, pageSize: 50 });
      const key = (bet: { game: string; id: number }) => `${bet.game}:${bet.id}`;
      const times = all.list.map((bet) => bet.betTime);
      expect(times, JSON.stringify(filter)).toEqual([...times].sort((a, b) => b - a));
      const paged: string[] = [];
      for (let pageNo = 1; pageNo <= all.totalPages * 25; pageNo += 1) {
        paged.push(...(await read({ ...filter, pageSize: 2, pageNo })).list.map(key));
      }
      // Read two a page, the pages line up with the whole list: none twice, none lost.
      expect(paged, JSON.stringify(filter)).toEqual(all.list.map(key));
    }
    const everything = await read({ pageSize: 50 });
    expect(everything.list.filter((bet) => bet.game === 'dice')).toHaveLength(5);
    expect(everything.list.filter((bet) => bet.game === 'lottery')).toHaveLength(1);
  });
});
