import { DAY_MS, MEMBER_TYPE, siteDayKey, TeamBetPage, type TeamBetQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { authHeaders, type TestAccount } from '../../../../test/accounts.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { betOf, diceBet, slotBet } from '../../../../test/inhouse.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { createPlayHistory } from '@/modules/play-history/index.js';
import { createAgentScope } from '../scope.js';
import { createTeamBetsService } from './team-bets.service.js';
import { createRollup } from '../team-figures/rollup.js';

const PATH = '/wps/relay/ODSFE2_lottTeamBet';
const today = () => siteDayKey(Date.now());
const daysAgo = (days: number) => siteDayKey(Date.now() - days * DAY_MS);

describe('team betting (ODSFE2_lottTeamBet)', () => {
  let app: App;
  let tree: AgentTree;
  const headers = new Map<number, Record<string, string>>();
  const agents = () => [tree.top, tree.agentA, tree.subA, tree.agentB, tree.outsiderAgent];
  const as = async (who: TestAccount) => {
    const known = headers.get(who.id);
    if (known) return known;
    const made = agents().includes(who)
      ? await headersOf(app, who)
      : { ...authHeaders(await tokenFor((await sharedDatabase()).db, who)), language: 'EN' };
    headers.set(who.id, made);
    return made;
  };
  const call = async (who: TestAccount, query: Partial<TeamBetQuery> = {}) =>
    app.inject({
      url: PATH,
      query: Object.fromEntries(
        Object.entries({ startDate: today(), endDate: today(), ...query }).map(([k, v]) => [
          k,
          String(v),
        ]),
      ),
      headers: await as(who),
    });
  const page = async (who: TestAccount, query: Partial<TeamBetQuery> = {}) =>
    valueOf(await call(who, query), TeamBetPage);
  const bettor = async (who: TestAccount) => ({
    id: who.id,
    merchantId: who.merchantId,
    headers: await as(who),
  });

  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
    const ledger = createLedgerService({ db: (await sharedDatabase()).db });
    for (const who of [tree.playerA, tree.playerA2, tree.playerB]) {
      await ledger.credit(
        who.merchantId,
        who.id,
        100_000n,
        'house_promotions',
        `test:tb:${who.id}`,
      );
    }
    const a = await bettor(tree.playerA);
    betOf(await diceBet(app, a, { amount: 1_000, target: 9_000, direction: 'under' }));
    betOf(await diceBet(app, a, { amount: 2_000, target: 100, direction: 'under' }));
    betOf(await slotBet(app, a, { amount: 500 }));
    betOf(await diceBet(app, await bettor(tree.playerA2), { amount: 700 }));
    betOf(await diceBet(app, await bettor(tree.playerB), { amount: 900 }));
    // The totals read the day roll-ups: the server folds them every few seconds, the test now.
    await createRollup((await sharedDatabase()).db).flush();
  });
  afterAll(() => app.close());

  it("lists every bet of the caller's whole team with its fields, newest first, and the totals", async () => {
    const answer = await page(tree.agentA);
    expect(answer.total).toBe(4);
    expect(answer.list.map((bet) => bet.betAmount)).toEqual([700, 500, 2_000, 1_000]);
    const [a2, slot] = answer.list;
    expect(a2).toMatchObject({
      game: 'dice',
      customerName: tree.playerA2.account,
      directAgentName: tree.subA.account,
      validBetAmount: 700,
    });
    expect(a2?.betContent).toMatch(/^under 50\.00 → \d+\.\d\d$/);
    expect(a2?.settleTime).toBe(a2?.betTime);
    expect(slot).toMatchObject({
      game: 'slot',
      customerName: tree.playerA.account,
      directAgentName: tree.agentA.account,
    });
    const sum = (pick: (bet: (typeof answer.list)[number]) => number) =>
      answer.list.reduce((total, bet) => total + pick(bet), 0);
    expect(answer.footer).toEqual({
      betAmount: 4_200,
      validBetAmount: sum((bet) => bet.validBetAmount),
      winAmount: sum((bet) => bet.winAmount),
      profitAndLoss: sum((bet) => bet.winAmount) - 4_200,
    });
    for (const bet of answer.list) {
      expect(bet.status).toBe(bet.winAmount > 0 ? 'won' : 'lost');
    }
    expect((await page(tree.top)).total).toBe(5);
    expect((await page(tree.subA)).total).toBe(1);
  });

  it('filters by member, game and status, and pages with the totals of the whole filter', async () => {
    const one = await page(tree.agentA, { customerName: tree.playerA2.account.toUpperCase() });
    expect(one.list.map((bet) => bet.customerName)).toEqual([tree.playerA2.account]);
    expect(one.footer.betAmount).toBe(700);
    expect((await page(tree.agentA, { game: 'slot' })).total).toBe(1);
    expect((await page(tree.agentA, { game: 'lottery' })).total).toBe(0);
    const all = await page(tree.agentA);
    const lost = await page(tree.agentA, { status: 'lost' });
    expect(lost.total).toBe(all.list.filter((bet) => bet.status === 'lost').length);
    expect((await page(tree.agentA, { status: 'open' })).total).toBe(0);

    const first = await page(tree.agentA, { pageSize: 3 });
    const second = await page(tree.agentA, { pageSize: 3, pageNo: 2 });
    expect([first.total, first.totalPages, first.list.length, second.list.length]).toEqual([
      4, 2, 3, 1,
    ]);
    expect(second.footer).toEqual(all.footer);
    expect((await page(tree.agentA, { startDate: daysAgo(30), endDate: daysAgo(1) })).total).toBe(
      0,
    );
  });

  it("stops counting at the cap, the footer still the whole filter's (the roll-ups)", async () => {
    const { db } = await sharedDatabase();
    const capped = createTeamBetsService({
      db,
      scope: createAgentScope(db),
      bets: createPlayHistory(db),
      countCap: 3,
    });
    const caller = {
      memberId: tree.agentA.id,
      merchantId: tree.agentA.merchantId,
      type: MEMBER_TYPE.AGENT,
    };
    const query = { startDate: today(), endDate: today(), pageNo: 1, pageSize: 2 };
    const answer = await capped.page(caller, query, 'EN');
    expect([answer.total, answer.totalCapped, answer.totalPages]).toEqual([3, true, 2]);
    expect(answer.footer).toEqual((await page(tree.agentA)).footer);
    expect((await page(tree.agentA)).totalCapped).toBe(false);
    // A status sums the bets it matches (the roll-ups know no status); capped the same.
    const lost = await capped.page(caller, { ...query, status: 'lost' }, 'EN');
    expect(lost.total).toBe(Math.min(3, (await page(tree.agentA, { status: 'lost' })).total));
  });

  it('refuses a range past the rule and bad input, naming the field', async () => {
    const cases: [Partial<TeamBetQuery>, string, string][] = [
      [{ startDate: today(), endDate: daysAgo(1) }, 'agent.report.range.order', 'endDate'],
      [{ startDate: daysAgo(31), endDate: today() }, 'agent.report.range.long', 'endDate'],
      [{ startDate: daysAgo(91), endDate: daysAgo(80) }, 'agent.report.range.old', 'startDate'],
      [
        { startDate: today(), endDate: siteDayKey(Date.now() + DAY_MS) },
        'agent.report.range.future',
        'endDate',
      ],
      [{ startDate: '2026-02-30' }, 'request.invalid', 'startDate'],
      [{ game: 'poker' as 'dice' }, 'request.invalid', 'game'],
      [{ status: 'void' as 'won' }, 'request.invalid', 'status'],
      [{ pageSize: 500 }, 'request.invalid', 'pageSize'],
    ];
    for (const [query, code, field] of cases) {
      const response = await call(tree.agentA, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
    }
  });

  it("answers only about the caller's subtree: 404 for a member outside, 403 for non-agents, 401 for guests", async () => {
    for (const [caller, other] of [
      [tree.agentA, tree.playerB],
      [tree.agentA, tree.agentA],
      [tree.agentA, tree.top],
      [tree.subA, tree.playerA],
      [tree.agentB, tree.playerA2],
      [tree.outsiderAgent, tree.playerA],
    ] as const) {
      const response = await call(caller, { customerName: other.account });
      expect(response.statusCode, `${caller.account} → ${other.account}`).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'agent.downline.not.found',
        field: 'customerName',
      });
    }
    expect((await page(tree.outsiderAgent)).total).toBe(0);
    expect((await page(tree.agentB)).list.map((bet) => bet.customerName)).toEqual([
      tree.playerB.account,
    ]);
    for (const player of [tree.playerA, tree.playerA2, tree.trialA, tree.loner]) {
      const response = await call(player);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('agent.only');
    }
    const guest = await app.inject({
      url: `${PATH}?startDate=${today()}&endDate=${today()}`,
      headers: { merchant: 'DEMO' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
