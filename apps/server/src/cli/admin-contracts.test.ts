import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import { createAgentTree, type AgentTree } from '../../test/agent-tree.js';
import { operatorHeaders } from '../../test/operator.js';
import { contractsCommand } from './admin-contracts.js';

describe('admin contracts', () => {
  it('reads its commands', () => {
    expect(contractsCommand(['list'])).toEqual({ kind: 'contracts-list' });
    expect(contractsCommand(['list', 'A', 'dividend'])).toEqual({
      kind: 'contracts-list',
      contract: 'dividend',
      status: 'A',
    });
    expect(contractsCommand(['end', 'hourly_salary', 'top01'])).toEqual({
      kind: 'contracts-end',
      contract: 'hourly_salary',
      account: 'top01',
    });
    expect(contractsCommand(['list', 'salary'])).toBe('Wrong arguments for contracts list');
    expect(contractsCommand(['list', 'A', 'T'])).toBe('Wrong arguments for contracts list');
    expect(contractsCommand(['end', 'dividend'])).toBe('Wrong arguments for contracts end');
    expect(contractsCommand([])).toBe('Wrong arguments for contracts');
  });

  describe('against a running server', () => {
    let app: App;
    let env: NodeJS.ProcessEnv;
    let tree: AgentTree;
    const admin = (argv: string[]) => runAdminIn(env, argv);

    beforeAll(async () => {
      ({ app, env } = await listeningApp());
      tree = await createAgentTree();
    });
    afterAll(() => app.close());

    it("lists the merchant's contracts and ends the house's one with a top agent", async () => {
      const offered = await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/agent-contracts',
        headers: operatorHeaders,
        payload: {
          kind: 'hourly_salary',
          account: tree.top.account,
          terms: { window: 30, tiers: [{ minValidBet: 10_000, minActiveMembers: 1, rateBp: 50 }] },
        },
      });
      expect(offered.statusCode).toBe(200);
      const listed = await admin(['contracts', 'list', 'hourly_salary', 'P']);
      expect(listed).toMatchObject({ code: 0, err: '' });
      expect(listed.out).toMatch(/^Contracts, id · kind · status/);
      const line = listed.out.split('\n').find((row) => row.includes(tree.top.account));
      expect(line).toMatch(/hourly_salary\s+P\s+house\s+\S+\s+v1\s+-\s+-\s+1 tier$/);

      const ended = await admin(['contracts', 'end', 'hourly_salary', tree.top.account]);
      expect(ended).toMatchObject({ code: 0, err: '' });
      expect(ended.out).toMatch(/^Contract #\d+ \(hourly_salary\) of \S+ is ended\.$/);
      const after = await admin(['contracts', 'list', 'hourly_salary', 'T']);
      expect(after.out).toContain(tree.top.account);

      const again = await admin(['contracts', 'end', 'hourly_salary', tree.top.account]);
      expect(again.code).not.toBe(0);
      expect(again.err).not.toBe('');
    });
  });
});
