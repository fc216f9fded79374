import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../test/agent-tree.js';
import { errorOf } from '../../../test/http.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { agentOf, createAgentScope } from './scope.js';

describe('agent scope', () => {
  let app: App;
  let tree: AgentTree;
  beforeAll(async () => {
    app = await buildTestApp({
      extend: (scope) => {
        scope.get('/test/agent-only', { config: { auth: 'agent' } }, async (request) => ({
          memberId: agentOf(request).memberId,
        }));
      },
    });
    tree = await createAgentTree();
  });
  afterAll(() => app.close());

  it("answers a downline at any depth of the caller's own team, and 404 for anyone else", async () => {
    const scope = createAgentScope((await sharedDatabase()).db);
    const caller = { memberId: tree.agentA.id, merchantId: tree.agentA.merchantId, type: 1 };
    for (const inside of [tree.subA, tree.playerA, tree.playerA2, tree.trialA]) {
      expect((await scope.downline(caller, inside.id)).id).toBe(inside.id);
    }
    for (const outside of [tree.top, tree.agentA, tree.agentB, tree.playerB, tree.loner]) {
      await expect(scope.downline(caller, outside.id)).rejects.toMatchObject({
        code: 'agent.downline.not.found',
      });
    }
    await expect(scope.downline(caller, 9_999_999_999)).rejects.toMatchObject({
      code: 'agent.downline.not.found',
    });
    await expect(scope.directDownline(caller, tree.playerA2.id)).rejects.toMatchObject({
      code: 'agent.downline.not.found',
    });
    expect((await scope.directDownline(caller, tree.subA.id)).id).toBe(tree.subA.id);
    expect(await scope.teamSize(caller.merchantId, await scope.prefix(caller))).toBe(4);
  });

  it("lets agents through config.auth 'agent' and refuses players and guests", async () => {
    const asAgent = await app.inject({
      url: '/test/agent-only',
      headers: await headersOf(app, tree.subA),
    });
    expect(asAgent.json()).toEqual({ memberId: tree.subA.id });

    const asPlayer = await app.inject({
      url: '/test/agent-only',
      headers: await headersOf(app, tree.playerA),
    });
    expect(asPlayer.statusCode).toBe(403);
    expect(errorOf(asPlayer).code).toBe('agent.only');

    const asGuest = await app.inject({ url: '/test/agent-only', headers: { merchant: 'DEMO' } });
    expect(asGuest.statusCode).toBe(401);
  });
});
