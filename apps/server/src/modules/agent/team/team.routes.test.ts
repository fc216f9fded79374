import { SubordinatePage, type SubordinateQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { authHeaders, type TestAccount } from '../../../../test/accounts.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';

const PATH = '/wps/relay/ODSFE2_Subordinate';

describe('team management (ODSFE2_Subordinate)', () => {
  let app: App;
  let tree: AgentTree;
  const headers = new Map<number, Record<string, string>>();
  const as = async (who: TestAccount) => {
    const known = headers.get(who.id);
    if (known) return known;
    // Agents sign in through the agent login; others get a session straight away (a refused
    // agent login would ask them for a captcha next).
    const isAgent = [tree.top, tree.agentA, tree.subA, tree.agentB, tree.outsiderAgent].includes(
      who,
    );
    const made = isAgent
      ? await headersOf(app, who)
      : authHeaders(await tokenFor((await sharedDatabase()).db, who));
    headers.set(who.id, made);
    return made;
  };
  const call = async (who: TestAccount, query: Record<string, string | number> = {}) =>
    app.inject({
      url: PATH,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: await as(who),
    });
  const page = async (who: TestAccount, query: SubordinateQuery = {}) =>
    valueOf(await call(who, query as Record<string, string | number>), SubordinatePage);
  const names = (answer: SubordinatePage) => answer.list.map((row) => row.customerName);

  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
    const { db } = await sharedDatabase();
    const ledger = createLedgerService({ db });
    const fund = (who: TestAccount, minor: bigint) =>
      ledger.credit(who.merchantId, who.id, minor, 'house_promotions', `test:team:${who.id}`);
    await fund(tree.playerA, 123_456_789n);
    await fund(tree.subA, 5_000n);
    // Sign-ins in this order: subA, then playerA (the last login sort reads them).
    await as(tree.subA);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await as(tree.playerA);
  });
  afterAll(() => app.close());

  it("lists the caller's direct downlines with balance, type, team size and the online dot", async () => {
    const answer = await page(tree.agentA);
    expect(answer.total).toBe(3);
    expect(answer.breadcrumb).toEqual([
      { customerId: tree.agentA.id, customerName: tree.agentA.account },
    ]);
    const byName = new Map(answer.list.map((row) => [row.customerName, row]));
    expect(byName.get(tree.subA.account)).toMatchObject({
      isAgent: true,
      type: 2,
      teamSize: 1,
      balance: 5_000,
      online: true,
    });
    expect(byName.get(tree.playerA.account)).toMatchObject({
      isAgent: false,
      balance: 123_456_789,
      teamSize: 0,
      online: true,
    });
    expect(byName.get(tree.trialA.account)).toMatchObject({
      type: 4,
      online: false,
      lastLoginAt: null,
    });
    // The top agent's team size counts every depth.
    const top = await page(tree.top);
    expect(top.list.find((row) => row.customerId === tree.agentA.id)?.teamSize).toBe(4);
    expect(top.list.find((row) => row.customerId === tree.agentB.id)?.teamSize).toBe(1);
  });

  it("drills down into a sub-agent's team with the breadcrumb back up", async () => {
    const answer = await page(tree.top, { parentId: tree.subA.id });
    expect(names(answer)).toEqual([tree.playerA2.account]);
    expect(answer.breadcrumb.map((step) => step.customerId)).toEqual([
      tree.top.id,
      tree.agentA.id,
      tree.subA.id,
    ]);
    expect(names(await page(tree.agentA, { parentId: tree.agentA.id }))).toHaveLength(3);
  });

  it('searches the whole team by the start of the name, case-insensitively', async () => {
    const answer = await page(tree.top, { customerName: tree.playerA2.account.toUpperCase() });
    expect(names(answer)).toEqual([tree.playerA2.account]);
    expect((await page(tree.top, { customerName: 'zz%_' })).total).toBe(0);
  });

  it('filters by type, online and registration days', async () => {
    expect(names(await page(tree.agentA, { kind: 'agent' }))).toEqual([tree.subA.account]);
    expect(names(await page(tree.agentA, { kind: 'player' }))).toEqual([tree.playerA.account]);
    expect(names(await page(tree.agentA, { kind: 'trial' }))).toEqual([tree.trialA.account]);
    expect(names(await page(tree.agentA, { online: 'false' }))).toEqual([tree.trialA.account]);
    expect((await page(tree.agentA, { online: 'true' })).total).toBe(2);
    expect((await page(tree.agentA, { regFrom: '2099-01-01' })).total).toBe(0);
    expect((await page(tree.agentA, { regFrom: '2020-01-01', regTo: '2099-12-31' })).total).toBe(3);
  });

  it('sorts by balance or last login, either way, and pages', async () => {
    const byBalance = await page(tree.agentA, { sort: 'balance' });
    expect(names(byBalance)).toEqual([
      tree.playerA.account,
      tree.subA.account,
      tree.trialA.account,
    ]);
    const ascending = await page(tree.agentA, { sort: 'balance', order: 'asc' });
    expect(names(ascending)).toEqual(names(byBalance).reverse());
    const byLogin = await page(tree.agentA, { sort: 'lastLogin' });
    expect(names(byLogin)).toEqual([tree.playerA.account, tree.subA.account, tree.trialA.account]);

    const first = await page(tree.agentA, { sort: 'balance', pageSize: 2 });
    const second = await page(tree.agentA, { sort: 'balance', pageSize: 2, pageNo: 2 });
    expect([first.total, first.totalPages, first.pageNum]).toEqual([3, 2, 1]);
    expect([...names(first), ...names(second)]).toEqual(names(byBalance));
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ regFrom: '2026-11-20', regTo: '2026-11-01' }, 'regTo'],
      [{ regFrom: '2026-02-30' }, 'regFrom'],
      [{ pageSize: 500 }, 'pageSize'],
      [{ kind: 'boss' }, 'kind'],
      [{ sort: 'name' }, 'sort'],
      [{ parentId: -1 }, 'parentId'],
      [{ online: 'maybe' }, 'online'],
    ];
    for (const [query, field] of cases) {
      const response = await call(tree.agentA, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'request.invalid', field });
    }
  });

  // Last: the non-agents' sessions made here would change the online and last login figures.
  it('answers 404 for a parentId outside the caller’s team, 403 for non-agents, 401 for guests', async () => {
    const outside: [TestAccount, TestAccount[]][] = [
      [tree.agentA, [tree.top, tree.agentB, tree.playerB, tree.loner, tree.outsiderAgent]],
      [tree.subA, [tree.agentA, tree.playerA, tree.trialA, tree.agentB]],
      [tree.agentB, [tree.agentA, tree.subA, tree.playerA2]],
      [tree.outsiderAgent, [tree.agentA, tree.playerA]],
    ];
    for (const [caller, others] of outside) {
      for (const other of others) {
        const response = await call(caller, { parentId: other.id });
        expect(response.statusCode, `${caller.account} → ${other.account}`).toBe(404);
        expect(errorOf(response).code).toBe('agent.downline.not.found');
      }
    }
    expect((await call(tree.agentA, { parentId: 999_999_999_999 })).statusCode).toBe(404);
    for (const player of [tree.playerA, tree.playerA2, tree.playerB, tree.loner, tree.trialA]) {
      const response = await call(player, { parentId: tree.subA.id });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('agent.only');
    }
    const guest = await app.inject({ url: PATH, headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);
    expect((await page(tree.outsiderAgent)).total).toBe(0);
    // agentB's search never reaches agentA's branch.
    expect((await page(tree.agentB, { customerName: tree.playerA2.account })).total).toBe(0);
  });
});
