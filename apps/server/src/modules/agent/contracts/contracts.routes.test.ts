import {
  AgentContract,
  ContractBook,
  ContractRequestInfo,
  ContractRequests,
  type DailySalaryTier,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { inboxMessages } from '@/db/schema/index.js';
import { authHeaders, type TestAccount } from '../../../../test/accounts.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { createContractFlow } from './contract-flow.js';
import { createContractsReader } from './index.js';

const tier = (minValidBet: number, minActiveMembers: number, rateBp: number): DailySalaryTier => ({
  minValidBet,
  minActiveMembers,
  rateBp,
});
const TOP_TERMS = { tiers: [tier(100_000, 1, 100), tier(1_000_000, 3, 200)] };

describe('agent contracts (MCS2_* contract calls)', () => {
  let app: App;
  let tree: AgentTree;
  const headers = new Map<number, Record<string, string>>();
  const as = async (who: TestAccount, agent = true) => {
    const known = headers.get(who.id);
    if (known) return known;
    const made = agent
      ? await headersOf(app, who)
      : authHeaders(await tokenFor((await sharedDatabase()).db, who));
    headers.set(who.id, made);
    return made;
  };
  const post = async (who: TestAccount, name: string, payload: object) =>
    app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload, headers: await as(who) });
  const get = async (who: TestAccount, name: string, query: Record<string, string> = {}) =>
    app.inject({ url: `/wps/relay/${name}`, query, headers: await as(who) });
  const offerDaily = (who: TestAccount, to: TestAccount, terms: object) =>
    post(who, 'MCS2_applyContractDailySal', { downlineId: to.id, terms });
  const daily = (who: TestAccount, action: string, to?: TestAccount) =>
    post(who, 'MCS2_processDailySalContract', { action, downlineId: to?.id });
  const book = async (who: TestAccount) =>
    valueOf(await get(who, 'MCS2_getDailySalContractHist'), ContractBook);
  const consolidated = async (who: TestAccount, agent = true) =>
    valueOf(
      await app.inject({
        url: '/wps/member/info/funds/consolidated',
        headers: await as(who, agent),
      }),
      ContractRequestInfo,
    );
  const codeOf = (response: Awaited<ReturnType<typeof post>>) => errorOf(response).code;

  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
    // The operator (the house) offers the top agent its daily salary; the top agent accepts.
    const { db } = await sharedDatabase();
    const flow = createContractFlow({ db, notify: async () => {} });
    const by = { merchantId: tree.top.merchantId, uplineId: null, actorId: null };
    await flow.offer(by, { id: tree.top.id, type: 1 }, 'daily_salary', TOP_TERMS);
    expect(valueOf(await daily(tree.top, 'accept'), AgentContract).status).toBe('A');
  });
  afterAll(() => app.close());

  describe("the original's rules", () => {
    it('refuses an agent without a contract of its own', async () => {
      const response = await offerDaily(tree.agentA, tree.subA, { tiers: [tier(1, 1, 10)] });
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('contract.upline.none');
    });

    it.each([
      ['a rate above the upline tier', [tier(100_000, 1, 101)], 'contract.tier.above.upline'],
      [
        'a level past the upline tiers above its top',
        [tier(1, 1, 50), tier(2, 1, 100), tier(3, 1, 201)],
        'contract.tier.above.upline',
      ],
      ['a bet not above the tier before', [tier(5, 1, 10), tier(5, 1, 20)], 'contract.tier.order'],
      ['a rate not above the tier before', [tier(5, 1, 20), tier(6, 1, 20)], 'contract.tier.order'],
      ['no active member', [tier(5, 0, 20)], 'contract.terms.invalid'],
      ['six tiers', [1, 2, 3, 4, 5, 6].map((n) => tier(n, 1, n)), 'contract.terms.invalid'],
      [
        'a fraction of a basis point (three decimals)',
        [tier(5, 1, 10.5)],
        'contract.terms.invalid',
      ],
      ['no tiers', [], 'contract.terms.invalid'],
    ])('refuses %s', async (_name, tiers, code) => {
      const response = await offerDaily(tree.top, tree.agentA, { tiers });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe(code);
    });
  });

  describe('flow and scope', () => {
    it('offer → pending → accept → active, shown on the home and in both books', async () => {
      const offered = valueOf(
        await offerDaily(tree.top, tree.agentA, {
          tiers: [tier(100_000, 1, 80), tier(900_000, 2, 150)],
        }),
        AgentContract,
      );
      expect(offered).toMatchObject({ status: 'P', version: 1, uplineName: tree.top.account });
      expect(await consolidated(tree.agentA)).toMatchObject({
        dailysalreqtype: 'NEW',
        dailysalinfotype: 'P',
        contracthoursalreq: false,
      });
      // Nobody else answers it: the others have no request of their own.
      for (const other of [tree.agentB, tree.subA]) {
        expect(codeOf(await daily(other, 'accept'))).toBe('contract.request.none');
      }
      const sent = valueOf(await get(tree.top, 'MCS2_getContracDailySalReq'), ContractRequests);
      expect(sent.sent.map((row) => row.id)).toEqual([offered.id]);
      const accepted = valueOf(await daily(tree.agentA, 'accept'), AgentContract);
      expect(accepted).toMatchObject({ id: offered.id, status: 'A' });
      expect(accepted.startedAt).not.toBeNull();
      expect(await consolidated(tree.agentA)).toMatchObject({
        dailysalreqtype: '',
        dailysalinfotype: 'A',
      });
      const topBook = await book(tree.top);
      expect(topBook.downlines.find((d) => d.customerId === tree.agentA.id)?.current?.id).toBe(
        offered.id,
      );
      expect(topBook.downlines.map((d) => d.customerId).sort()).toEqual(
        [tree.agentA.id, tree.agentB.id].sort(),
      );
    });

    it('a change is a new request (E while pending); a rejection keeps the contract in force', async () => {
      const change = valueOf(
        await offerDaily(tree.top, tree.agentA, { tiers: [tier(100_000, 1, 90)] }),
        AgentContract,
      );
      expect(change).toMatchObject({ status: 'P', version: 2 });
      expect(await consolidated(tree.agentA)).toMatchObject({
        dailysalreqtype: 'CHANGE',
        dailysalinfotype: 'E',
      });
      expect(valueOf(await daily(tree.agentA, 'reject'), AgentContract).status).toBe('R');
      const mine = (await book(tree.agentA)).mine;
      expect(mine.current).toMatchObject({ status: 'A', version: 1 });
      expect(mine.pending).toBeNull();
    });

    it('keeps offers to direct downline agents only, and books to their own branch', async () => {
      const playerOffer = await offerDaily(tree.agentA, tree.playerA, { tiers: [tier(1, 1, 10)] });
      expect(codeOf(playerOffer)).toBe('contract.downline.exempt');
      const deep = await offerDaily(tree.top, tree.subA, { tiers: [tier(1, 1, 10)] });
      expect(codeOf(deep)).toBe('agent.downline.not.found');
      const otherBranch = await offerDaily(tree.agentB, tree.subA, { tiers: [tier(1, 1, 10)] });
      expect(codeOf(otherBranch)).toBe('agent.downline.not.found');
      const terminateOther = await daily(tree.agentB, 'terminate', tree.agentA);
      expect(codeOf(terminateOther)).toBe('agent.downline.not.found');
      const bBook = await book(tree.agentB);
      expect(bBook.history).toEqual([]);
      expect(bBook.downlines).toEqual([]);
      // A trial account is no agent: the home asks nothing of it.
      expect(await consolidated(tree.trialA, false)).toMatchObject({
        dailysalinfotype: '',
        dailysalreqtype: '',
      });
    });

    it('offers nothing to a downline moved under another upline after the caller checked it', async () => {
      // The scope check passed before the move; the flow's own step reads the row it locks.
      const { db } = await sharedDatabase();
      const flow = createContractFlow({ db, notify: async () => {} });
      const byB = { merchantId: tree.agentB.merchantId, uplineId: tree.agentB.id, actorId: null };
      await expect(
        flow.offer(byB, { id: tree.subA.id, type: 2 }, 'daily_salary', { tiers: [tier(1, 1, 10)] }),
      ).rejects.toMatchObject({ code: 'agent.downline.not.found' });
      expect((await book(tree.agentB)).downlines).toEqual([]);
      // The house offers to top agents only: an agent found under another agent gets nothing.
      const house = { merchantId: tree.agentA.merchantId, uplineId: null, actorId: null };
      await expect(
        flow.offer(house, { id: tree.agentA.id, type: 1 }, 'daily_salary', {
          tiers: [tier(1, 1, 10)],
        }),
      ).rejects.toMatchObject({ code: 'agent.downline.not.found' });
    });

    it("ends a downline's contract when its upline's own drops below it, and tells both", async () => {
      valueOf(
        await offerDaily(tree.agentA, tree.subA, { tiers: [tier(100_000, 1, 70)] }),
        AgentContract,
      );
      expect(valueOf(await daily(tree.subA, 'accept'), AgentContract).status).toBe('A');
      // The top lowers agentA to 60 (< subA's 70); when agentA accepts, subA's ends.
      await offerDaily(tree.top, tree.agentA, { tiers: [tier(100_000, 1, 60)] });
      expect(valueOf(await daily(tree.agentA, 'accept'), AgentContract).version).toBe(3);
      const subBook = await book(tree.subA);
      expect(subBook.mine.current).toBeNull();
      expect(subBook.history[0]).toMatchObject({ status: 'T', reason: 'upline.dropped' });
      expect(subBook.events.map((e) => e.action)).toEqual(['cascade', 'accept', 'offer']);
      const { db } = await sharedDatabase();
      for (const who of [tree.subA, tree.agentA]) {
        const messages = await db
          .select()
          .from(inboxMessages)
          .where(eq(inboxMessages.memberId, who.id));
        expect(messages.some((m) => m.texts.EN?.title.includes('contract'))).toBe(true);
      }
    });

    it('the upline terminates; the period engine reads what was in force when', async () => {
      const reader = createContractsReader((await sharedDatabase()).db);
      const before = new Date();
      const inForce = await reader.activeContractsAt('daily_salary', before, tree.top.merchantId);
      const ofA = inForce.find((row) => row.downlineId === tree.agentA.id);
      expect(ofA?.terms.tiers[0]?.rateBp).toBe(60);
      expect((await reader.contractOf(tree.agentA.id, 'daily_salary'))?.id).toBe(ofA?.id);
      expect(valueOf(await daily(tree.top, 'terminate', tree.agentA), AgentContract).status).toBe(
        'T',
      );
      expect(await reader.contractOf(tree.agentA.id, 'daily_salary')).toBeNull();
      const then = await reader.activeContractsAt('daily_salary', before, tree.top.merchantId);
      expect(then.some((row) => row.id === ofA?.id)).toBe(true);
      expect(codeOf(await daily(tree.top, 'terminate', tree.agentA))).toBe('contract.none');
      const history = (await book(tree.agentA)).history.filter(
        (c) => c.downlineId === tree.agentA.id,
      );
      expect(history.map((c) => [c.version, c.status])).toEqual([
        [3, 'T'],
        [2, 'R'],
        [1, 'T'],
      ]);
    });

    it('hourly and dividend calls follow the same flow', async () => {
      const { db } = await sharedDatabase();
      const flow = createContractFlow({ db, notify: async () => {} });
      const by = { merchantId: tree.top.merchantId, uplineId: null, actorId: null };
      const hourly = {
        window: 30,
        tiers: [{ minValidBet: 1000, minActiveMembers: 1, fixedAmount: 500 }],
      };
      await flow.offer(by, { id: tree.top.id, type: 1 }, 'hourly_salary', hourly);
      await post(tree.top, 'MCS2_processContractHourSalary', { action: 'accept' });
      const mixed = { window: 30, tiers: [{ minValidBet: 1000, minActiveMembers: 1, rateBp: 5 }] };
      const refused = await post(tree.top, 'MCS2_processContractHourSalary', {
        action: 'offer',
        downlineId: tree.agentB.id,
        terms: mixed,
      });
      expect(codeOf(refused)).toBe('contract.tier.mode');
      const offer = {
        action: 'offer',
        downlineId: tree.agentB.id,
        terms: { ...hourly, tiers: [{ ...hourly.tiers[0], fixedAmount: 400 }] },
      };
      expect(
        valueOf(await post(tree.top, 'MCS2_processContractHourSalary', offer), AgentContract)
          .status,
      ).toBe('P');
      expect((await consolidated(tree.agentB)).contracthoursalreq).toBe(true);
      const dividend = {
        period: 'month',
        tiers: [{ minTeamBet: 1, minNetLoss: 1, minActiveMembers: 1, rateBp: 6000 }],
      };
      const top = await post(tree.top, 'MCS2_processDividendReq', {
        action: 'offer',
        downlineId: tree.agentB.id,
        terms: dividend,
      });
      expect(codeOf(top)).toBe('contract.upline.none');
      const info = valueOf(await get(tree.agentB, 'MCS2_getContractDividendInfo'), ContractBook);
      expect(info).toMatchObject({ kind: 'dividend', exempt: false, mine: { current: null } });
    });
  });
});
