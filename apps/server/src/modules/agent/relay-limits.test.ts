import { errorMessage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../test/agent-tree.js';
import { errorOf } from '../../../test/http.js';
import { buildTestApp } from '../../../test/test-app.js';
import { CONTRACT_ACTION_RATE_LIMIT } from './contracts/contracts.routes.js';
import { AGENT_MONEY_RATE_LIMIT } from './downline-transfer/downline-transfer.routes.js';
import { PAYOUT_ESTIMATE_RATE_LIMIT } from './payouts/payouts.routes.js';

/**
 * The contract and payout relays count each agent's calls apart: past the limit the next call in
 * the window is refused 429 too.many.requests, in the caller's language, like every limited route.
 */
describe('agent contract and payout relay limits', () => {
  let app: App;
  let tree: AgentTree;
  const signedIn = new Map<number, Record<string, string>>();
  const headers = async (who: AgentTree['agentA']) => {
    const known = signedIn.get(who.id) ?? (await headersOf(app, who));
    signedIn.set(who.id, known);
    return known;
  };
  const call = async (
    who: AgentTree['agentA'],
    name: string,
    payload?: object,
  ): Promise<Awaited<ReturnType<App['inject']>>> =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/wps/relay/${name}`,
      ...(payload ? { payload } : {}),
      headers: { ...(await headers(who)), language: 'EN' },
      remoteAddress: '198.51.100.77',
    });

  /** `max` calls answered (not 429), the next refused with the site's shape. */
  async function expectLimit(max: number, send: () => ReturnType<typeof call>) {
    for (let i = 0; i < max; i += 1) expect((await send()).statusCode).not.toBe(429);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({
      success: false,
      code: 'too.many.requests',
      message: errorMessage('too.many.requests', 'EN'),
    });
  }

  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
  });
  afterAll(() => app.close());

  it('limits contract actions per agent (MCS2_processDividendReq)', async () => {
    const accept = () => call(tree.agentA, 'MCS2_processDividendReq', { action: 'accept' });
    await expectLimit(CONTRACT_ACTION_RATE_LIMIT.max, accept);
    // Another agent from the same address has a count of its own; reads keep theirs.
    expect(
      (await call(tree.agentB, 'MCS2_processDividendReq', { action: 'accept' })).statusCode,
    ).not.toBe(429);
    expect((await call(tree.agentA, 'MCS2_getContractDividendInfo')).statusCode).toBe(200);
  });

  it('limits paying dividends (ODSFE2_PayoutDividend) like the agent money routes', async () => {
    const pay = () => call(tree.subA, 'ODSFE2_PayoutDividend', { paymentPassword: '123456' });
    await expectLimit(AGENT_MONEY_RATE_LIMIT.max, pay);
  });

  it('limits the period estimates (ODSFE2_CurrentDividend)', async () => {
    await expectLimit(PAYOUT_ESTIMATE_RATE_LIMIT.max, () =>
      call(tree.top, 'ODSFE2_CurrentDividend'),
    );
  });
});
