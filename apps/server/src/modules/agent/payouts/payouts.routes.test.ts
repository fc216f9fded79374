import {
  AuditEntry,
  OPERATOR_AUDIT_PATH,
  PayoutBook,
  PayoutEstimate,
  PayoutRun,
  RunPreview,
  siteInstant,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { authHeaders, type TestAccount } from '../../../../test/accounts.js';
import { createAgentTree, type AgentTree } from '../../../../test/agent-tree.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { operatorHeaders } from '../../../../test/operator.js';
import { staffSession } from '../../../../test/operators.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { bet, contract, type Member } from './payouts.test-kit.js';

/**
 * The payout calls through the app: the operator pays a closed dividend period; each agent sees
 * only its own payouts and those it pays (scope), its estimate, and cannot pay what it owes none.
 */
describe('agent payouts (ODSFE2_* calls, operator runs)', () => {
  let app: App;
  let db: Db;
  let code: string;
  let tree: AgentTree;
  let contractId: number;
  const as = async (who: TestAccount) => authHeaders(await tokenFor(db, who), code);
  const relay = async (who: TestAccount, name: string, query: Record<string, string> = {}) =>
    app.inject({ url: `/wps/relay/${name}`, query, headers: await as(who) });
  const memberOf = async (who: TestAccount): Promise<Member> => {
    const [row] = await db
      .select({ id: members.id, merchantId: members.merchantId, path: members.path })
      .from(members)
      .where(eq(members.id, who.id));
    if (!row) throw new Error('no member');
    return row;
  };
  const runs = () => `/operator/merchants/${code}/payout-runs`;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    ({ code } = await insertDemoCopy(db, 'PAYR'));
    tree = await createAgentTree(code);
    const agentA = await memberOf(tree.agentA);
    contractId = await contract(
      db,
      'dividend',
      null,
      agentA,
      {
        period: 'half_month',
        tiers: [{ minTeamBet: 0, minNetLoss: 0, minActiveMembers: 1, rateBp: 2500 }],
      },
      new Date(siteInstant(2026, 10, 1)),
    );
    await bet(db, await memberOf(tree.playerA), new Date(siteInstant(2026, 11, 5, 9)), 200_000);
  });
  afterAll(async () => app.close());

  it('the operator previews, pays once (logged with its author) and lists the run', async () => {
    const finance = await staffSession(app, 'finance');
    const preview = valueOf(
      await app.inject({ url: `${runs()}/dividend/2026-11-H1`, headers: operatorHeaders }),
      RunPreview,
    );
    expect(preview.stored).toBe(false);
    expect(preview.payouts).toMatchObject([
      { contractId, downlineName: tree.agentA.account, netLoss: 200_000, due: 50_000 },
    ]);
    for (let i = 0; i < 2; i += 1) {
      const paid = valueOf(
        await app.inject({
          method: 'POST',
          url: `${runs()}/dividend/2026-11-H1/pay`,
          headers: finance.headers,
        }),
        PayoutRun,
      );
      expect(paid).toMatchObject({ status: 'paid', due: 50_000, paid: 50_000, owed: 0 });
    }
    const log = valueOf(
      await app.inject({
        url: `${OPERATOR_AUDIT_PATH}?actor=${finance.username}`,
        headers: finance.headers,
      }),
      z.array(AuditEntry),
    ).filter((line) => line.action !== 'operator.login');
    expect(log.map((line) => [line.action, line.after])).toEqual([
      ['payout-run.paid', { status: 'paid' }],
      ['payout.paid', expect.objectContaining({ amount: 50_000, owed: 0 })],
      ['payout-run.pay', expect.objectContaining({ kind: 'dividend', periodKey: '2026-11-H1' })],
    ]);
    const list = await app.inject({ url: runs(), headers: operatorHeaders });
    expect(list.statusCode).toBe(200);
    const rerun = await app.inject({
      method: 'POST',
      url: `${runs()}/dividend/2026-11-H1/rerun`,
      headers: operatorHeaders,
    });
    expect(errorOf(rerun).code).toBe('payouts.run.paid');
    const open = await app.inject({
      method: 'POST',
      url: `${runs()}/dividend/2099-01-H1/pay`,
      headers: operatorHeaders,
    });
    expect(errorOf(open).code).toBe('payouts.period.open');
  });

  it('each agent sees its own payouts only', async () => {
    const mine = valueOf(await relay(tree.agentA, 'ODSFE2_QueryDividend'), PayoutBook);
    expect(mine.mine).toMatchObject([{ contractId, due: 50_000, paid: 50_000, uplineId: null }]);
    const other = valueOf(await relay(tree.agentB, 'ODSFE2_QueryDividend'), PayoutBook);
    expect(other.mine).toEqual([]);
    expect(other.downlines).toEqual([]);
    const top = valueOf(await relay(tree.top, 'ODSFE2_QueryDividend'), PayoutBook);
    expect(top.downlines).toEqual([]);
  });

  it('answers the estimate of the period under way and refuses paying nothing owed', async () => {
    const estimate = valueOf(await relay(tree.agentA, 'ODSFE2_CurrentDividend'), PayoutEstimate);
    expect(estimate).toMatchObject({ kind: 'dividend', contractId });
    const none = valueOf(await relay(tree.agentB, 'ODSFE2_CurrentDailySalary'), PayoutEstimate);
    expect(none.contractId).toBeNull();
    const pay = await app.inject({
      method: 'POST',
      url: '/wps/relay/ODSFE2_PayoutDividend',
      payload: { paymentPassword: '123456' },
      headers: await as(tree.agentB),
    });
    expect(errorOf(pay).code).toBe('agent.payout.nothing.owed');
  });
});
