import { LoginResult } from '@app/contracts';
import type { App } from '@/app.js';
import { authHeaders, freshIp } from '../../../../test/accounts.js';
import { headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { valueOf } from '../../../../test/http.js';

/** A free-trial session (type 4, on the trial site), as a visitor gets one. */
export async function trialHeaders(app: App): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress: freshIp(),
  });
  return authHeaders(valueOf(response, LoginResult).token, 'DEMOTRIAL');
}

/** Who is no agent: players of both branches, a player with no upline, a trial session. */
export async function nonAgentHeaders(app: App, tree: AgentTree) {
  const players = await Promise.all(
    [tree.playerA, tree.playerA2, tree.playerB, tree.loner].map((account) =>
      headersOf(app, account),
    ),
  );
  return [...players, await trialHeaders(app)];
}

export const GUEST = { merchant: 'DEMO' };
