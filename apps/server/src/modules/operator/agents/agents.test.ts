import { MEMBER_TYPE, OperatorAgentMove, OperatorAgentRebates } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import {
  agentContracts,
  members,
  memberDayStats,
  operatorAudit,
  teamDayStats,
  teamStatJournal,
} from '@/db/schema/index.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { createRollup, writeRates } from '../../agent/index.js';
import { createAccount, type TestAccount } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { buildTestApp, OPERATOR_TOKEN, sharedDatabase } from '../../../../test/test-app.js';
import { createOperatorAgentsService, type OperatorAgentsService } from './index.js';

/** An audit that keeps what it is told, as the operator guard's would write it. */
function keptAudit() {
  const lines: { action: string; target: string; before: unknown; after: unknown }[] = [];
  const audit = Object.assign(
    (_tx: unknown, change: (typeof lines)[number]) => {
      lines.push(change);
      return Promise.resolve();
    },
    { author: { actor: 'tester', operatorId: null } },
  ) as DecisionAudit;
  return { audit, lines };
}

const YESTERDAY = '2026-01-01';
const TODAY = '2026-01-02';
const owner = { authorization: `Bearer ${OPERATOR_TOKEN}` };

// Each move rolls up the figures and accrues rebate income first: slow on a busy machine.
describe('operator agents: the tree, moving a downline, rates', { timeout: 90_000 }, () => {
  let app: App;
  let db: Db;
  let service: OperatorAgentsService;
  let code: string;
  let merchantId: number;
  let otherCode: string;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    service = createOperatorAgentsService({ db });
    ({ code, merchantId } = await insertDemoCopy(db, 'OPA'));
    ({ code: otherCode } = await insertDemoCopy(db, 'OPB'));
  });
  afterAll(() => app.close());

  /**
   *   top (agent) ─┬─ agentA (agent) ─┬─ subA (agent player) ── playerA2
   *                │                  └─ playerA
   *                └─ agentB (agent)
   */
  async function tree() {
    const on = { merchantCode: code };
    const top = await createAccount({ ...on, type: MEMBER_TYPE.AGENT });
    const agentA = await createAccount({ ...on, type: MEMBER_TYPE.AGENT, upline: top });
    const subA = await createAccount({ ...on, type: MEMBER_TYPE.AGENT_PLAYER, upline: agentA });
    const playerA2 = await createAccount({ ...on, upline: subA });
    const playerA = await createAccount({ ...on, upline: agentA });
    const agentB = await createAccount({ ...on, type: MEMBER_TYPE.AGENT, upline: top });
    return { top, agentA, subA, playerA2, playerA, agentB };
  }

  const rowOf = async (account: TestAccount) => {
    const [row] = await db.select().from(members).where(eq(members.id, account.id));
    return row as typeof members.$inferSelect;
  };
  const teamDay = async (agent: TestAccount, day: string) => {
    const [row] = await db
      .select({
        deposit: sql<number>`deposit`.mapWith(Number),
        bet: sql<number>`lottery_bet`.mapWith(Number),
      })
      .from(teamDayStats)
      .where(
        and(
          eq(teamDayStats.agentId, agent.id),
          eq(teamDayStats.direct, false),
          eq(teamDayStats.day, day),
        ),
      );
    return row ?? { deposit: 0, bet: 0 };
  };
  const move = (
    account: TestAccount | string,
    toUpline: TestAccount | string,
    audit?: DecisionAudit,
  ) =>
    service.move(
      merchantId,
      typeof account === 'string' ? account : account.account,
      { toUpline: typeof toUpline === 'string' ? toUpline : toUpline.account, reason: 'test' },
      audit,
    );
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return (error as { code?: string }).code;
    }
    return 'done';
  };

  it('lists an agent with its direct downline, team sizes and rates, and finds agents by account', async () => {
    const t = await tree();
    const answer = await service.tree(merchantId, t.agentA.account.toUpperCase(), {
      page: 1,
      size: 20,
    });
    expect(answer.agent).toMatchObject({ account: t.agentA.account, directCount: 2, teamSize: 3 });
    expect(answer.uplines).toEqual([t.top.account]);
    expect(answer.downline.total).toBe(2);
    const sub = answer.downline.items.find((n) => n.account === t.subA.account);
    expect(sub).toMatchObject({ type: 'agent_player', agent: true, directCount: 1, teamSize: 1 });
    expect(sub?.rates.length).toBeGreaterThan(0);
    const found = await service.search(merchantId, {
      q: t.agentB.account.slice(0, -1),
      page: 1,
      size: 20,
    });
    expect(found.items.map((n) => n.account)).toContain(t.agentB.account);
    expect(
      (await service.search(merchantId, { page: 1, size: 100 })).items.map((n) => n.account),
    ).toContain(t.top.account);
  });

  it('moves a member with its subtree: upline and paths change, yesterday’s figures stay, new bets count for the new upline', async () => {
    const t = await tree();
    // Earned before the move (not yet rolled up): it stays with agentA's team.
    await db
      .insert(teamStatJournal)
      .values({ memberId: t.playerA2.id, day: YESTERDAY, kind: 'deposit', amount: 1000 });
    const { audit, lines } = keptAudit();
    const done = await move(t.subA, t.agentB, audit);
    expect(done).toEqual({
      account: t.subA.account,
      fromUpline: t.agentA.account,
      toUpline: t.agentB.account,
      moved: 2,
    });

    const top = await rowOf(t.top);
    const agentB = await rowOf(t.agentB);
    expect(await rowOf(t.subA)).toMatchObject({
      uplineId: t.agentB.id,
      path: `/${top.id}/${agentB.id}/`,
    });
    expect((await rowOf(t.playerA2)).path).toBe(`/${top.id}/${agentB.id}/${t.subA.id}/`);
    expect((await rowOf(t.playerA)).path).toBe(`/${top.id}/${t.agentA.id}/`);

    // A new bet after the move.
    await db
      .insert(teamStatJournal)
      .values({ memberId: t.playerA2.id, day: TODAY, kind: 'lottery_stake', amount: -500 });
    await createRollup(db).flush();
    expect((await teamDay(t.agentA, YESTERDAY)).deposit).toBe(1000);
    expect((await teamDay(t.agentB, YESTERDAY)).deposit).toBe(0);
    expect((await teamDay(t.agentB, TODAY)).bet).toBe(500);
    expect((await teamDay(t.agentA, TODAY)).bet).toBe(0);
    expect((await teamDay(t.top, YESTERDAY)).deposit).toBe(1000);
    expect((await teamDay(t.top, TODAY)).bet).toBe(500);
    const [kept] = await db
      .select({ path: memberDayStats.path })
      .from(memberDayStats)
      .where(and(eq(memberDayStats.memberId, t.playerA2.id), eq(memberDayStats.day, YESTERDAY)));
    expect(kept?.path).toBe(`/${top.id}/${t.agentA.id}/${t.subA.id}/`);

    expect(lines).toEqual([
      {
        action: 'agent.moved',
        target: `member:${t.subA.id}`,
        before: { upline: t.agentA.account, path: `/${top.id}/${t.agentA.id}/`, team: 1 },
        after: {
          upline: t.agentB.account,
          path: `/${top.id}/${agentB.id}/`,
          team: 1,
          moved: 2,
          reason: 'test',
        },
      },
    ]);
    const after = await service.tree(merchantId, t.agentB.account, { page: 1, size: 20 });
    expect(after.agent.teamSize).toBe(2);
  });

  it('refuses every move it must, and changes nothing then', async () => {
    const t = await tree();
    const other = await createAccount({ merchantCode: otherCode, type: MEMBER_TYPE.AGENT });
    const before = await rowOf(t.subA);
    expect(await refusal(move('nobody-here', t.agentB))).toBe('operator.agent.not.found');
    expect(await refusal(move(t.subA, 'nobody-here'))).toBe('operator.agent.not.found');
    // Another merchant's agent is unknown here.
    expect(await refusal(move(t.subA, other))).toBe('operator.agent.not.found');
    expect(await refusal(move(t.agentA, t.agentA))).toBe('operator.agent.move.self');
    expect(await refusal(move(t.agentA, t.subA))).toBe('operator.agent.move.self');
    expect(await refusal(move(t.subA, t.playerA))).toBe('operator.agent.not.agent');
    expect(await refusal(move(t.subA, t.agentA))).toBe('operator.agent.move.same');

    // A downline's rate above the new upline's.
    await writeRates(db, t.agentA.id, [{ product: 'LOTTERY', rateBp: 250 }]);
    await writeRates(db, t.subA.id, [{ product: 'LOTTERY', rateBp: 200 }]);
    expect(await refusal(move(t.subA, t.agentB))).toBe('operator.agent.move.rates');
    await writeRates(db, t.agentB.id, [{ product: 'LOTTERY', rateBp: 200 }]);

    // A contract with the old upline in force.
    const [contract] = await db
      .insert(agentContracts)
      .values({
        merchantId,
        kind: 'daily_salary',
        uplineId: t.agentA.id,
        downlineId: t.subA.id,
        terms: {},
        status: 'A',
        version: 1,
      })
      .returning({ id: agentContracts.id });
    expect(await refusal(move(t.subA, t.agentB))).toBe('operator.agent.move.contract');
    await db
      .update(agentContracts)
      .set({ status: 'T' })
      .where(eq(agentContracts.id, (contract as { id: number }).id));

    // A contract of an agent above the team (its old upline) in force: its period is paid on the
    // team it has at the close, so the team cannot leave in the middle of it.
    const [above] = await db
      .insert(agentContracts)
      .values({
        merchantId,
        kind: 'dividend',
        uplineId: t.top.id,
        downlineId: t.agentA.id,
        terms: {},
        status: 'A',
        version: 1,
      })
      .returning({ id: agentContracts.id });
    expect(await refusal(move(t.subA, t.agentB))).toBe('operator.agent.move.chain');
    await db
      .update(agentContracts)
      .set({ status: 'T' })
      .where(eq(agentContracts.id, (above as { id: number }).id));

    // The new upline's quota at the member's rate used up (two direct downlines at the maximum).
    await writeRates(db, t.agentB.id, [{ product: 'LOTTERY', rateBp: 300 }]);
    for (let i = 0; i < 2; i += 1) {
      const full = await createAccount({
        merchantCode: code,
        type: MEMBER_TYPE.AGENT,
        upline: t.agentB,
      });
      await writeRates(db, full.id, [{ product: 'LOTTERY', rateBp: 300 }]);
    }
    await writeRates(db, t.agentA.id, [{ product: 'LOTTERY', rateBp: 300 }]);
    await writeRates(db, t.subA.id, [{ product: 'LOTTERY', rateBp: 300 }]);
    expect(await refusal(move(t.subA, t.agentB))).toBe('operator.agent.move.quota');

    expect(await rowOf(t.subA)).toEqual(before);
    expect((await rowOf(t.playerA2)).path).toBe(`${before.path}${t.subA.id}/`);

    // Below the quota's rate the move goes through.
    await writeRates(db, t.subA.id, [{ product: 'LOTTERY', rateBp: 300 }]);
    await db.execute(
      sql`UPDATE agent_rebate_rates SET rate_bp = 280 WHERE member_id = ${t.subA.id} AND product = 'LOTTERY'`,
    );
    expect((await move(t.subA, t.agentB)).moved).toBe(2);
  });

  it('moves through the route with the audit line, before and after', async () => {
    const t = await tree();
    const response = await app.inject({
      method: 'POST',
      url: `/operator/merchants/${code}/agents/${t.playerA.account}/move`,
      headers: owner,
      payload: { toUpline: t.agentB.account, reason: 'asked by the member' },
    });
    expect(valueOf(response, OperatorAgentMove)).toMatchObject({
      moved: 1,
      toUpline: t.agentB.account,
    });
    const [line] = await db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'agent.moved'),
          eq(operatorAudit.target, `member:${t.playerA.id}`),
        ),
      );
    expect(line).toMatchObject({
      before: { upline: t.agentA.account },
      after: { upline: t.agentB.account, reason: 'asked by the member', moved: 1 },
    });
    const empty = await app.inject({
      method: 'POST',
      url: `/operator/merchants/${code}/agents/${t.playerA.account}/move`,
      headers: owner,
      payload: { toUpline: t.agentA.account, reason: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('reads an agent’s rates and quota use, and raises them as the house within its upline’s', async () => {
    const t = await tree();
    const url = `/operator/merchants/${code}/agents/${t.agentA.account}/rebates`;
    const read = valueOf(await app.inject({ url, headers: owner }), OperatorAgentRebates);
    const lottery = read.rates.find((r) => r.product === 'LOTTERY');
    expect(lottery).toMatchObject({ uplineBp: 300, maxBp: 300 });
    expect(read.quotas.length).toBeGreaterThan(0);
    const put = (rateBp: number) =>
      app.inject({
        method: 'PUT',
        url,
        headers: owner,
        payload: { rates: [{ product: 'LOTTERY', rateBp }], reason: 'promoted' },
      });
    const raised = valueOf(await put(250), OperatorAgentRebates);
    expect(raised.rates.find((r) => r.product === 'LOTTERY')?.rateBp).toBe(250);
    expect(errorOf(await put(200)).code).toBe('operator.agent.rate.lower');
    expect(errorOf(await put(301)).code).toBe('operator.agent.rate.upline');
    // A downline is never raised above its upline.
    await writeRates(db, t.top.id, [{ product: 'LOTTERY', rateBp: 260 }]);
    expect(errorOf(await put(270)).code).toBe('operator.agent.rate.upline');
    const [line] = await db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'agent.rates.set'),
          eq(operatorAudit.target, `member:${t.agentA.id}`),
        ),
      );
    expect(line?.after).toMatchObject({ LOTTERY: 250, reason: 'promoted' });
  });
});
