import { eq } from 'drizzle-orm';
import {
  AffiliateLinkItem,
  AGENT_ACCOUNT_PATHS,
  AGENT_REBATE_PATHS,
  ERROR_MESSAGES,
  RebateSettings,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../../../test/accounts.js';
import { members } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { registerWith, validForm } from '../../../../test/registration.js';
import { sealedInject } from '../../../../test/sealed.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { rebatesKit } from './rebates.test-kit.js';

describe('agent rebate settings (/wps/agent/rebates, updateDownlineRebates)', () => {
  let kit: Awaited<ReturnType<typeof rebatesKit>>;
  beforeAll(async () => {
    kit = await rebatesKit();
  });
  afterAll(() => kit.app.close());

  it('shows a top agent its rates at the maximum, the bounds and its quota use', async () => {
    const { tree, get } = kit;
    const shown = valueOf(await get(tree.top, AGENT_REBATE_PATHS.settings), RebateSettings);
    const lottery = shown.settings.find((s) => s.product === 'LOTTERY');
    expect(lottery).toEqual({ product: 'LOTTERY', rateBp: 300, minBp: 30, maxBp: 300 });
    const inhouse = shown.settings.find((s) => s.product === 'INHOUSE');
    // The minimum is never below the player's own manual rebate rate (0.5 % in-house).
    expect(inhouse).toMatchObject({ rateBp: 300, minBp: 50 });
    expect(shown.quotas.find((q) => q.product === 'LOTTERY')).toEqual({
      product: 'LOTTERY',
      rateBp: 300,
      limit: 2,
      used: 0,
    });
    const sub = valueOf(await get(tree.subA, AGENT_REBATE_PATHS.settings), RebateSettings);
    expect(sub.settings.find((s) => s.product === 'LOTTERY')?.rateBp).toBe(30);
  });

  it('raises a direct downline, never lowers it, never above the agent, whole basis points', async () => {
    const { tree, update, set, rateOf } = kit;
    await set(tree.top, tree.agentA, { LOTTERY: 150, SLOTS: 120 });
    expect(await rateOf(tree.top, tree.agentA, 'LOTTERY')).toBe(150);
    await set(tree.top, tree.agentA, { LOTTERY: 150 });
    const lower = await update(tree.top, tree.agentA, { LOTTERY: 149 });
    expect(lower.statusCode).toBe(400);
    expect(errorOf(lower)).toMatchObject({
      code: 'agent.rebate.lower',
      message: ERROR_MESSAGES['agent.rebate.lower'].TY,
    });
    const above = await update(tree.agentA, tree.subA, { LOTTERY: 151 });
    expect(errorOf(above).code).toBe('agent.rebate.series');
    // The original's messages, in English.
    expect(ERROR_MESSAGES['agent.rebate.lower'].EN).toBe('The rebate cannot be adjusted');
    expect(ERROR_MESSAGES['agent.rebate.series'].EN).toBe(
      'Please set the correct rebate series value',
    );
    expect(errorOf(await update(tree.agentA, tree.subA, { LOTTERY: 100.5 })).code).toBe(
      'agent.rebate.series',
    );
    await set(tree.agentA, tree.subA, { LOTTERY: 150 });
    expect(await rateOf(tree.agentA, tree.subA, 'LOTTERY')).toBe(150);
  });

  it('rations the top rate: two direct downlines each, then a clear refusal', async () => {
    const { tree, update, set, get } = kit;
    await set(tree.top, tree.agentA, { INHOUSE: 300 });
    await set(tree.top, tree.agentB, { INHOUSE: 300 });
    const third = await createAccount({ type: 1, upline: tree.top });
    const refused = await update(tree.top, third, { INHOUSE: 300 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('agent.rebate.quota');
    await set(tree.top, third, { INHOUSE: 299 });
    const shown = valueOf(await get(tree.top, AGENT_REBATE_PATHS.settings), RebateSettings);
    expect(shown.quotas.find((q) => q.product === 'INHOUSE')?.used).toBe(2);
  });

  it('answers only about direct downlines of the caller: no branch, no depth, not oneself', async () => {
    const { tree, update, get } = kit;
    const cases = [
      [tree.agentB, tree.playerA], // another branch
      [tree.top, tree.subA], // below a direct downline
      [tree.subA, tree.subA], // its own rate
      [tree.agentA, tree.top], // its upline
    ] as const;
    for (const [agent, member] of cases) {
      const raised = await update(agent, member, { LOTTERY: 30 });
      expect(raised.statusCode, `${agent.account} → ${member.account}`).toBe(404);
      const read = await get(agent, AGENT_REBATE_PATHS.downline, { memberId: String(member.id) });
      expect(read.statusCode).toBe(404);
    }
    const player = await update(tree.playerA, tree.playerA, { LOTTERY: 30 });
    expect(player.statusCode).toBe(403);
  });

  it('gives a new account the rate the open-account form grants, within the agent own', async () => {
    const { tree, as, rateOf, app } = kit;
    const headers = await as(tree.agentA);
    const open = (username: string, rates: object[]) =>
      sealedInject(app, {
        method: 'POST',
        url: AGENT_ACCOUNT_PATHS.openAccount,
        headers,
        payload: {
          username,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          type: 2,
          rates,
        },
      });
    const name = `rb${Date.now().toString(36)}`;
    const tooHigh = await open(name, [{ product: 'LOTTERY', rateBp: 151 }]);
    expect(errorOf(tooHigh).code).toBe('agent.rebate.series');
    expect(tooHigh.statusCode).toBe(400);
    const opened = await open(name, [{ product: 'LOTTERY', rateBp: 120 }]);
    expect(opened.statusCode, opened.body).toBe(200);
    const id = (JSON.parse(opened.body) as { value: { id: number } }).value.id;
    expect(await rateOf(tree.agentA, { ...tree.subA, id }, 'LOTTERY')).toBe(120);
    expect(await rateOf(tree.agentA, { ...tree.subA, id }, 'INHOUSE')).toBe(50);
  });

  it('lets an affiliate link carry a granted rate to whoever registers through it', async () => {
    const { tree, post, app, rateOf } = kit;
    const link = (rateBp: number) =>
      post(tree.agentA, '/wps/relay/MCS2_wpsCreateAffUrl', {
        channel: 'Facebook',
        type: 0,
        expiry: '7d',
        rates: [{ product: 'LOTTERY', rateBp }],
      });
    expect(errorOf(await link(999)).code).toBe('agent.rebate.series');
    const made = valueOf(await link(80), AffiliateLinkItem);
    const form = { ...validForm(), affiliateCode: made.code };
    const signed = await registerWith(app)(form);
    expect(signed.statusCode, signed.body).toBe(200);
    const { db } = await sharedDatabase();
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, String(form.username)));
    expect(await rateOf(tree.agentA, { ...tree.subA, id: row!.id }, 'LOTTERY')).toBe(80);
  });
});
