import {
  DAY_MS,
  DownlinePnl,
  downlinePnlRelay,
  relayPath,
  siteDayKey,
  teamKpiARelay,
  teamKpiBRelay,
  teamKpiCRelay,
  TeamKpiCategories,
  TeamKpiCounts,
  TeamKpiOverview,
  TeamPnlPage,
  teamPnlRelay,
  type RelayContract,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { authHeaders } from '../../../../test/accounts.js';
import { createAgentTree, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { createRollup } from './rollup.js';

const today = siteDayKey(Date.now());
const daysAgo = (days: number) => siteDayKey(Date.now() - days * DAY_MS);
const query = (fields: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/**
 * Every team figures call answers only about the caller's own subtree (the matrix):
 * players and trial accounts 403, guests 401, an agent asking about anyone outside its team 404;
 * bad ranges a clear 400 that changes nothing.
 */
describe('team figures: scope, paging and bad input', () => {
  let app: App;
  let db: Db;
  let tree: AgentTree;
  const headers = new Map<string, Record<string, string>>();
  const as = (who: keyof AgentTree) => headers.get(who) ?? {};

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    tree = await createAgentTree();
    // A session each (a trial account has no password login): each one a login of today.
    for (const name of Object.keys(tree) as (keyof AgentTree)[]) {
      headers.set(name, authHeaders(await tokenFor(db, tree[name]), 'DEMO'));
    }
    await createRollup(db).flush();
  });
  afterAll(() => app.close());

  const range = { startDate: today, endDate: today };
  const get = (
    contract: RelayContract,
    fields: Record<string, string | number>,
    who: Record<string, string>,
  ) => app.inject({ url: `${relayPath(contract)}?${query(fields)}`, headers: who });

  /** Every call with input that is its own business for agentA. */
  const calls = () =>
    [
      [teamKpiARelay, range],
      [teamKpiBRelay, { ...range, size: 31 }],
      [teamKpiCRelay, { ...range, size: 1 }],
      [teamPnlRelay, range],
      [teamPnlRelay, { ...range, parentId: tree.subA.id }],
      [downlinePnlRelay, { ...range, customerId: tree.playerA2.id }],
    ] as const;

  it('refuses players and trial accounts (403 agent.only) and guests (401) on every call', async () => {
    for (const [contract, fields] of calls()) {
      for (const who of ['playerA', 'playerA2', 'trialA', 'loner'] as const) {
        const response = await get(contract, fields, as(who));
        expect(response.statusCode, `${contract.name} as ${who}`).toBe(403);
        expect(errorOf(response).code).toBe('agent.only');
      }
      const guest = await get(contract, fields, { merchant: 'DEMO' });
      expect(guest.statusCode, `${contract.name} as guest`).toBe(401);
    }
  });

  it('answers an agent about its own team, and 404 about anyone else', async () => {
    for (const [contract, fields] of calls()) {
      const response = await get(contract, fields, as('agentA'));
      expect(response.statusCode, `${contract.name} ${response.body}`).toBe(200);
    }
    const outside = [tree.top, tree.agentA, tree.agentB, tree.playerB, tree.loner];
    for (const member of [...outside, { id: 9_999_999_999 }]) {
      for (const [contract, fields] of [
        [teamPnlRelay, { ...range, parentId: member.id }],
        [downlinePnlRelay, { ...range, customerId: member.id }],
      ] as const) {
        const response = await get(contract, fields, as('agentA'));
        // The caller's own id as the parent is its own list (the breadcrumb's first step).
        const own = contract === teamPnlRelay && member.id === tree.agentA.id;
        if (own) {
          expect(response.statusCode).toBe(200);
          continue;
        }
        expect(response.statusCode, `${contract.name} of ${member.id}`).toBe(404);
        expect(errorOf(response).code).toBe('agent.downline.not.found');
      }
    }
    // agentB's neighbour branch, and a sub-agent looking up at its upline's team.
    const fromB = await get(
      downlinePnlRelay,
      { ...range, customerId: tree.playerA.id },
      as('agentB'),
    );
    expect(fromB.statusCode).toBe(404);
    const fromSub = await get(teamPnlRelay, { ...range, parentId: tree.agentA.id }, as('subA'));
    expect(fromSub.statusCode).toBe(404);
  });

  it("counts only the caller's team: registrations and logins of today", async () => {
    const counts = (who: keyof AgentTree, scope: string) =>
      get(teamKpiARelay, { ...range, scope }, as(who)).then((r) => valueOf(r, TeamKpiCounts));
    // agentA's team: subA, playerA, playerA2, trialA (all registered and signed in today).
    const team = await counts('agentA', 'team');
    expect(team.footer.teamRegisterMemberCount).toBe(4);
    expect(team.footer.teamLoginMemberCount).toBe(4);
    expect(team.footer.teamOnlineCount).toBe(4);
    expect(team.list).toEqual([]);
    expect(team.total).toBe(1);
    const direct = await counts('agentA', 'direct');
    expect(direct.footer.teamRegisterMemberCount).toBe(3);
    expect(direct.footer.teamOnlineCount).toBe(3);
    const b = await counts('agentB', 'team');
    expect(b.footer.teamRegisterMemberCount).toBe(1);
    const outsider = await counts('outsiderAgent', 'team');
    expect(outsider.footer).toMatchObject({ teamRegisterMemberCount: 0, teamOnlineCount: 0 });
  });

  it('fills every day of the range with zeros and pages the days', async () => {
    const page = (size: number, pageNo: number) =>
      get(
        teamKpiBRelay,
        { startDate: daysAgo(30), endDate: today, size, page: pageNo },
        as('agentB'),
      );
    const first = valueOf(await page(10, 1), TeamKpiOverview);
    expect(first).toMatchObject({ pageNum: 1, total: 31, totalPages: 4 });
    expect(first.list.map((row) => row.balanceDate)[0]).toBe(daysAgo(30));
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({
      teamDeposit: 0,
      teamTotalBet: 0,
      teamLoginMemberCount: 0,
    });
    const last = valueOf(await page(10, 4), TeamKpiOverview);
    expect(last.list.map((row) => row.balanceDate)).toEqual([today]);
    const categories = valueOf(
      await get(teamKpiCRelay, { ...range, size: 5 }, as('agentA')),
      TeamKpiCategories,
    );
    expect(categories.list[0]?.byCategory.lottery).toEqual({ bet: 0, validBet: 0, win: 0, pnl: 0 });
  });

  it('counts a member who logged in on two days once over the range, once on each day', async () => {
    // Two old days of playerA (agentA's direct downline) as the roll-up writes them.
    const [first, second] = [daysAgo(60), daysAgo(59)];
    for (const day of [first, second]) {
      await db.execute(sql`
        INSERT INTO member_day_stats (member_id, day, path, logins)
        VALUES (${tree.playerA.id}, ${day}, ${tree.playerA.path}, 2)`);
      for (const [agent, direct] of [
        [tree.agentA.id, false],
        [tree.agentA.id, true],
        [tree.top.id, false],
      ] as const) {
        await db.execute(sql`
          INSERT INTO team_day_stats (agent_id, direct, day, logins)
          VALUES (${agent}, ${direct}, ${day}, 1)`);
      }
    }
    for (const [who, scope] of [
      ['agentA', 'team'],
      ['agentA', 'direct'],
      ['top', 'team'],
    ] as const) {
      const answer = valueOf(
        await get(teamKpiARelay, { startDate: first, endDate: second, scope, size: 5 }, as(who)),
        TeamKpiCounts,
      );
      expect(
        answer.list.map((day) => day.teamLoginMemberCount),
        `${who} ${scope}`,
      ).toEqual([1, 1]);
      expect(answer.footer.teamLoginMemberCount, `${who} ${scope}`).toBe(1);
    }
    const top = valueOf(
      await get(teamKpiARelay, { startDate: first, endDate: second, scope: 'direct' }, as('top')),
      TeamKpiCounts,
    );
    expect(top.footer.teamLoginMemberCount).toBe(0);
  });

  it('lists the team P&L a direct downline a row, drills down, and pages', async () => {
    const top = valueOf(await get(teamPnlRelay, { ...range, size: 1 }, as('top')), TeamPnlPage);
    expect(top).toMatchObject({ total: 2, totalPages: 2, parent: { customerId: tree.top.id } });
    expect(top.list.map((row) => row.customerId)).toEqual([tree.agentA.id]);
    expect(top.list[0]).toMatchObject({ isAgent: true, teamSize: 4 });
    const drilled = valueOf(
      await get(teamPnlRelay, { ...range, parentId: tree.subA.id }, as('top')),
      TeamPnlPage,
    );
    expect(drilled.list.map((row) => row.customerId)).toEqual([tree.playerA2.id]);
    expect(drilled.parent).toEqual({ customerId: tree.subA.id, customerName: tree.subA.account });
    // The drilled member's own play: with its team's footer, its row one level up.
    expect(top.own).toBeNull();
    const upper = valueOf(
      await get(teamPnlRelay, { ...range, parentId: tree.agentA.id }, as('top')),
      TeamPnlPage,
    );
    const subRow = upper.list.find((row) => row.customerId === tree.subA.id);
    for (const key of ['bet', 'validBet', 'win', 'pnl', 'deposit'] as const) {
      expect((drilled.own?.[key] ?? NaN) + drilled.footer[key], key).toBe(subRow?.[key]);
    }
    const member = valueOf(
      await get(
        downlinePnlRelay,
        { startDate: daysAgo(2), endDate: today, customerId: tree.playerA2.id },
        as('top'),
      ),
      DownlinePnl,
    );
    expect(member.days.map((day) => day.balanceDate)).toEqual([daysAgo(2), daysAgo(1), today]);
  });

  it('refuses a bad range with a clear error, naming the field, and changes nothing', async () => {
    const journal = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`SELECT (SELECT count(*) FROM team_day_stats)::int AS n`),
      )[0]?.n;
    const before = await journal();
    const cases: [Record<string, string | number>, string, string][] = [
      [{ startDate: today, endDate: daysAgo(1) }, 'agent.report.range.order', 'endDate'],
      [{ startDate: daysAgo(31), endDate: today }, 'agent.report.range.long', 'endDate'],
      [{ startDate: daysAgo(91), endDate: daysAgo(91) }, 'agent.report.range.old', 'startDate'],
      [
        { startDate: today, endDate: siteDayKey(Date.now() + DAY_MS) },
        'agent.report.range.future',
        'endDate',
      ],
    ];
    for (const [contract] of calls()) {
      for (const [fields, code, field] of cases) {
        const extra: Record<string, number> =
          contract === downlinePnlRelay ? { customerId: tree.playerA.id } : {};
        const response = await get(
          contract,
          { ...fields, ...extra },
          { ...as('agentA'), language: 'EN' },
        );
        expect(response.statusCode, `${contract.name} ${code}`).toBe(400);
        expect(errorOf(response)).toMatchObject({ code, field });
      }
      const malformed = await get(
        contract,
        { startDate: '2026-02-30', endDate: today },
        as('agentA'),
      );
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed).code).toBe('request.invalid');
      if (contract !== downlinePnlRelay) {
        const tooBig = await get(contract, { ...range, size: 101 }, as('agentA'));
        expect(tooBig.statusCode).toBe(400);
      }
    }
    expect(await journal()).toBe(before);
  });
});
