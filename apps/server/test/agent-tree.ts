import { LoginResult, MEMBER_TYPE } from '@app/contracts';
import type { App } from '@/app.js';
import { authHeaders, createAccount, postLogin, type TestAccount } from './accounts.js';
import { valueOf } from './http.js';

/**
 * A merchant's agent tree for scope tests (the matrix): two branches under one top agent,
 * so every agent has a neighbour it must not see.
 *
 *   top (1) ─┬─ agentA (1) ─┬─ subA (2) ── playerA2 (0)
 *            │              ├─ playerA (0)
 *            │              └─ trialA (4)
 *            └─ agentB (2) ─── playerB (0)
 *   loner (0): no upline; outsiderAgent (1): an agent with no team.
 */
export type AgentTree = {
  top: TestAccount;
  agentA: TestAccount;
  subA: TestAccount;
  playerA: TestAccount;
  playerA2: TestAccount;
  trialA: TestAccount;
  agentB: TestAccount;
  playerB: TestAccount;
  loner: TestAccount;
  outsiderAgent: TestAccount;
};

export async function createAgentTree(merchantCode = 'DEMO'): Promise<AgentTree> {
  const on = { merchantCode };
  const top = await createAccount({ ...on, type: MEMBER_TYPE.AGENT });
  const agentA = await createAccount({ ...on, type: MEMBER_TYPE.AGENT, upline: top });
  const subA = await createAccount({ ...on, type: MEMBER_TYPE.AGENT_PLAYER, upline: agentA });
  const playerA = await createAccount({ ...on, upline: agentA });
  const playerA2 = await createAccount({ ...on, upline: subA });
  const trialA = await createAccount({ ...on, type: MEMBER_TYPE.TRIAL, upline: agentA });
  const agentB = await createAccount({ ...on, type: MEMBER_TYPE.AGENT_PLAYER, upline: top });
  const playerB = await createAccount({ ...on, upline: agentB });
  const loner = await createAccount(on);
  const outsiderAgent = await createAccount({ ...on, type: MEMBER_TYPE.AGENT });
  return { top, agentA, subA, playerA, playerA2, trialA, agentB, playerB, loner, outsiderAgent };
}

/** Signs an account in through the login its type allows (agents through the agent login). */
export async function headersOf(app: App, account: TestAccount, merchantCode = 'DEMO') {
  const response = await postLogin(app, {
    username: account.account,
    password: account.password,
    entry: 'agent',
  });
  const login = response.statusCode === 200 ? response : await memberLogin(app, account);
  return authHeaders(valueOf(login, LoginResult).token, merchantCode);
}

const memberLogin = (app: App, account: TestAccount) =>
  postLogin(app, { username: account.account, password: account.password });
