import { LoginResult, MEMBER_TYPE, OpenedAccount, UsernameCheck } from '@app/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { members } from '@/db/schema/index.js';
import { createAccount, freshAccount, postLogin } from '../../../../test/accounts.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { sealedInject } from '../../../../test/sealed.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { OPENS_PER_HOUR } from './accounts.routes.js';
import { nonAgentHeaders } from './agent-accounts.test-kit.js';

const OPEN = '/wps/agent/downline';
const CHECK = '/wps/check/username';
const PASSWORD = 'Sampaguita7';

const form = (overrides: Record<string, unknown> = {}) => ({
  username: freshAccount('dl'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  nickname: 'Bagong Kaibigan',
  type: MEMBER_TYPE.PLAYER,
  ...overrides,
});

/** Members of this test's tree (under its top agent): other files share the database. */
let treePrefix = '';
async function memberCount(): Promise<number> {
  const { db } = await sharedDatabase();
  return (
    await db
      .select({ id: members.id })
      .from(members)
      .where(like(members.path, `${treePrefix}%`))
  ).length;
}

describe('open account (POST /wps/agent/downline) and /wps/check/username', () => {
  let app: App;
  let tree: AgentTree;
  let asAgentA: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    tree = await createAgentTree();
    treePrefix = `${tree.top.path}${tree.top.id}/`;
    asAgentA = await headersOf(app, tree.agentA);
  });
  afterAll(() => app.close());

  const open = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    sealedInject(app, { method: 'POST', url: OPEN, payload, headers });

  it('opens a player directly under the caller, who logs in at once', async () => {
    const body = form();
    const response = await open(asAgentA, body);
    const opened = valueOf(response, OpenedAccount);
    expect(opened).toMatchObject({ account: body.username, type: 0, nickname: 'Bagong Kaibigan' });
    const { db } = await sharedDatabase();
    const [row] = await db.select().from(members).where(eq(members.id, opened.id));
    expect(row).toMatchObject({
      uplineId: tree.agentA.id,
      path: `${tree.agentA.path}${tree.agentA.id}/`,
    });
    expect(row?.registerMethod).toBe('AGENT');

    const login = await postLogin(app, { username: body.username, password: PASSWORD });
    expect(valueOf(login, LoginResult).customerType).toBe(0);
  });

  it('opens a playing agent (type 2), who opens its own player below', async () => {
    const sub = form({ type: MEMBER_TYPE.AGENT_PLAYER });
    const subAgent = valueOf(await open(asAgentA, sub), OpenedAccount);
    expect(subAgent.type).toBe(2);
    const asSub = await headersOf(app, {
      id: subAgent.id,
      merchantId: tree.agentA.merchantId,
      account: sub.username,
      password: PASSWORD,
      path: '',
    });
    const grandchild = valueOf(await open(asSub, form()), OpenedAccount);
    const { db } = await sharedDatabase();
    const [row] = await db.select().from(members).where(eq(members.id, grandchild.id));
    expect(row?.path).toBe(`${tree.agentA.path}${tree.agentA.id}/${subAgent.id}/`);
  });

  it('refuses a type the caller may not grant (agent-only 1, trial 4, anything else) on the type field', async () => {
    for (const type of [MEMBER_TYPE.AGENT, MEMBER_TYPE.TRIAL, 40, 42, 7]) {
      const before = await memberCount();
      const response = await open(asAgentA, form({ type }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'agent.type.not.allowed', field: 'type' });
      expect(await memberCount()).toBe(before);
    }
  });

  it('names the broken field of bad input, in the caller language, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'account.format', 'username'],
      [{ username: '9lives' }, 'account.format', 'username'],
      [{ username: 'ab' }, 'account.format', 'username'],
      [{ password: 'short', confirmPassword: 'short' }, 'password.format', 'password'],
      [{ confirmPassword: 'Sampaguita8' }, 'password.confirm.mismatch', 'confirmPassword'],
      [{ username: tree.playerA.account.toUpperCase() }, 'username.exists', 'username'],
    ];
    for (const [overrides, code, field] of cases) {
      const before = await memberCount();
      const response = await open({ ...asAgentA, language: 'EN' }, form(overrides));
      expect(errorOf(response), JSON.stringify(overrides)).toMatchObject({ code, field });
      expect(await memberCount()).toBe(before);
    }
    const ty = await open({ ...asAgentA, language: 'TY' }, form({ confirmPassword: 'x' }));
    expect(errorOf(ty).message).toBe('Hindi tugma ang kumpirmasyon ng password');
  });

  it('lets one of two parallel opens of the same name win; the other hears username.exists', async () => {
    const username = freshAccount('race');
    const answers = await Promise.all([
      open(asAgentA, form({ username })),
      open(asAgentA, form({ username: username.toUpperCase() })),
    ]);
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((response) => response.statusCode === 409);
    expect(loser && errorOf(loser)).toMatchObject({ code: 'username.exists', field: 'username' });
  });

  it('answers players, trial accounts and guests with 403 / 401 and creates nothing', async () => {
    const outsiders = await nonAgentHeaders(app, tree);
    const before = await memberCount();
    for (const headers of outsiders) {
      const opened = await open(headers, form());
      expect(opened.statusCode).toBe(403);
      expect(errorOf(opened).code).toBe('agent.only');
      const checked = await app.inject({ url: `${CHECK}?username=abcd1234`, headers });
      expect(checked.statusCode).toBe(403);
    }
    const guest = await open({ merchant: 'DEMO' }, form());
    expect(guest.statusCode).toBe(401);
    const guestCheck = await app.inject({
      url: `${CHECK}?username=abcd`,
      headers: { merchant: 'DEMO' },
    });
    expect(guestCheck.statusCode).toBe(401);
    expect(await memberCount()).toBe(before);
  });

  it('tells whether a name is free and valid, without case', async () => {
    const ask = async (username: string) =>
      valueOf(
        await app.inject({
          url: `${CHECK}?username=${encodeURIComponent(username)}`,
          headers: asAgentA,
        }),
        UsernameCheck,
      );
    expect(await ask(freshAccount('free'))).toMatchObject({ available: true, reason: null });
    expect(await ask(tree.playerB.account.toUpperCase())).toMatchObject({
      available: false,
      reason: 'taken',
    });
    expect(await ask('1abc')).toMatchObject({ available: false, reason: 'format' });
    expect(await ask('a'.repeat(20))).toMatchObject({ available: false, reason: 'format' });
  });

  it(`stops an agent after ${OPENS_PER_HOUR} tries an hour (429), other agents unaffected`, async () => {
    const agent = await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER, upline: tree.top });
    const headers = await headersOf(app, agent);
    for (let i = 0; i < OPENS_PER_HOUR; i++) {
      const refused = await open(headers, form({ type: 1 }));
      expect(refused.statusCode).toBe(400);
    }
    const before = await memberCount();
    expect((await open(headers, form())).statusCode).toBe(429);
    expect(await memberCount()).toBe(before);
    expect((await open(asAgentA, form())).statusCode).toBe(200);
  });
});
