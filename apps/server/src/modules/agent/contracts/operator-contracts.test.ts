import { AgentContract, OperatorContractList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { createAgentTree, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { operatorHeaders as headers } from '../../../../test/operator.js';
import { buildTestApp } from '../../../../test/test-app.js';

const URL = '/operator/merchants/DEMO/agent-contracts';
const terms = (rateBp: number) => ({
  tiers: [{ minValidBet: 100_000, minActiveMembers: 1, rateBp }],
});

describe('the operator offers top agents their contracts', () => {
  let app: App;
  let tree: AgentTree;
  const post = (url: string, payload: object, auth = headers) =>
    app.inject({ method: 'POST', url, payload, headers: auth });

  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
  });
  afterAll(() => app.close());

  it('offers a top agent only, within the top rates, and ends it', async () => {
    const offer = { kind: 'daily_salary', account: tree.top.account, terms: terms(300) };
    const made = valueOf(await post(URL, offer), AgentContract);
    expect(made).toMatchObject({ status: 'P', uplineId: null, downlineId: tree.top.id });
    const below = { ...offer, account: tree.agentA.account };
    expect(errorOf(await post(URL, below)).code).toBe('contract.top.only');
    const above = { ...offer, terms: terms(301) };
    expect(errorOf(await post(URL, above)).code).toBe('contract.tier.above.upline');
    const listed = valueOf(
      await app.inject({ url: `${URL}?kind=daily_salary&status=P`, headers }),
      OperatorContractList,
    );
    expect(listed.list.map((row) => row.id)).toContain(made.id);
    const ended = valueOf(await post(`${URL}/terminate`, offer), AgentContract);
    expect(ended).toMatchObject({ id: made.id, status: 'T' });
  });

  it('refuses without the operator token', async () => {
    const response = await post(
      URL,
      { kind: 'dividend', account: tree.top.account },
      {
        authorization: 'Bearer wrong',
      },
    );
    expect(response.statusCode).toBe(403);
  });
});
