import { PayOwedResult, PayoutBook, siteInstant } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/passwords.js';
import { authHeaders, type TestAccount } from '../../../../test/accounts.js';
import { createAgentTree, type AgentTree } from '../../../../test/agent-tree.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { operatorHeaders } from '../../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { bet, cashOf, contract, fund, type Member } from './payouts.test-kit.js';

const PASSWORD = '135790';
const half = { period: 'half_month' as const };
const tierOf = (rateBp: number, minNetLoss = 0) => ({
  ...half,
  tiers: [{ minTeamBet: 0, minNetLoss, minActiveMembers: 1, rateBp }],
});

/**
 * An upline paying what it owes (ODSFE2_PayoutDividend, the dividend screen's action): agent A
 * earns nothing this half month (its tier is not reached) yet owes its downline sub A its
 * dividend, and has no cash; paying is refused with the original's words until A has the money, then pays once,
 * and both books say so.
 */
describe('ODSFE2_PayoutDividend: an upline pays the dividend it owes', () => {
  let app: App;
  let db: Db;
  let code: string;
  let tree: AgentTree;
  let agentA: Member;
  let subContract: number;
  const as = async (who: TestAccount) => authHeaders(await tokenFor(db, who), code);
  const book = async (who: TestAccount) =>
    valueOf(
      await app.inject({ url: '/wps/relay/ODSFE2_QueryDividend', headers: await as(who) }),
      PayoutBook,
    );
  const pay = async (paymentPassword: string, language = 'TY') =>
    app.inject({
      method: 'POST',
      url: '/wps/relay/ODSFE2_PayoutDividend',
      payload: { paymentPassword },
      headers: { ...(await as(tree.agentA)), language },
    });
  const memberOf = (who: TestAccount): Member => ({
    id: who.id,
    merchantId: who.merchantId,
    path: who.path,
  });

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    ({ code } = await insertDemoCopy(db, 'PAYO'));
    tree = await createAgentTree(code);
    agentA = memberOf(tree.agentA);
    const from = new Date(siteInstant(2026, 10, 1));
    // A's own tier needs a bigger loss: the house pays A nothing, A still owes sub A.
    await contract(db, 'dividend', null, agentA, tierOf(2500, 10_000_000), from);
    subContract = await contract(db, 'dividend', agentA, memberOf(tree.subA), tierOf(2500), from);
    await bet(db, memberOf(tree.playerA2), new Date(siteInstant(2026, 11, 5, 9)), 200_000);
    await db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword(PASSWORD) })
      .where(eq(members.id, agentA.id));
    const paid = await app.inject({
      method: 'POST',
      url: `/operator/merchants/${code}/payout-runs/dividend/2026-11-H1/pay`,
      headers: operatorHeaders,
    });
    expect(paid.statusCode).toBe(200);
  });
  afterAll(async () => app.close());

  it('lists what A owes sub A: the whole dividend, none paid', async () => {
    const owed = await book(tree.agentA);
    expect(owed.downlines).toMatchObject([
      { contractId: subContract, periodKey: '2026-11-H1', due: 50_000, paid: 0, owed: 50_000 },
    ]);
    expect(owed.owedTotal).toBe(50_000);
    expect(owed.paymentPasswordSet).toBe(true);
    expect(await cashOf(db, agentA)).toBe(0);
  });

  it("refuses with the original's words while A's wallet is empty, and a wrong password", async () => {
    expect(errorOf(await pay(PASSWORD))).toMatchObject({
      code: 'agent.dividend.insufficient',
      message: 'Kulang ang halaga ng dibidendo mo para maipamahagi',
    });
    expect(errorOf(await pay(PASSWORD, 'EN'))).toMatchObject({
      code: 'agent.dividend.insufficient',
      message: 'Your dividend amount is insufficient to be distributed',
    });
    expect((await book(tree.agentA)).owedTotal).toBe(50_000);
    expect(errorOf(await pay('000000')).code).toBe('payment.password.incorrect');
    expect((await book(tree.subA)).mine).toMatchObject([{ paid: 0, owed: 50_000 }]);
  });

  it('pays in part what the wallet covers, then the rest, once', async () => {
    await fund(db, agentA, 20_000);
    expect(valueOf(await pay(PASSWORD), PayOwedResult)).toEqual({
      paid: 20_000,
      stillOwed: 30_000,
      balance: 0,
    });
    await fund(db, agentA, 100_000);
    expect(valueOf(await pay(PASSWORD), PayOwedResult)).toEqual({
      paid: 30_000,
      stillOwed: 0,
      balance: 70_000,
    });
    expect(errorOf(await pay(PASSWORD)).code).toBe('agent.payout.nothing.owed');
    const a = await book(tree.agentA);
    expect(a.owedTotal).toBe(0);
    expect(a.downlines).toMatchObject([{ due: 50_000, paid: 50_000, owed: 0 }]);
    expect((await book(tree.subA)).mine).toMatchObject([{ due: 50_000, paid: 50_000, owed: 0 }]);
    expect(await cashOf(db, memberOf(tree.subA))).toBe(50_000);
  });
});
