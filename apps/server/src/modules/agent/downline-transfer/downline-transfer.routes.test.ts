import {
  AGENT_TRANSFER_PATHS,
  DownlineTransferInfo,
  DownlineTransferResult,
  ERROR_MESSAGES,
  TransactionPage,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { agentMoneyKit, freshKey, TEST_PAYMENT_PASSWORD } from './agent-money.test-kit.js';

const PATH = AGENT_TRANSFER_PATHS.transfer;

describe('transfer to a downline (/wps/agent/transferDownline)', () => {
  let kit: Awaited<ReturnType<typeof agentMoneyKit>>;
  beforeAll(async () => {
    kit = await agentMoneyKit();
  });
  afterEach(() => checkInvariants(kit.db));
  afterAll(() => kit.app.close());

  const body = (to: TestAccount, amount: number, extra: object = {}) => ({
    to: to.id,
    amount,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    idempotencyKey: freshKey(),
    ...extra,
  });

  it('moves the money once, records it on both sides and tells the receiver', async () => {
    const { tree, post, cashOf, get } = kit;
    const before = { agent: await cashOf(tree.agentA), player: await cashOf(tree.playerA2) };
    const payload = body(tree.playerA2, 10_000);
    const first = valueOf(await post(tree.agentA, PATH, payload), DownlineTransferResult);
    expect(first).toMatchObject({
      amount: 10_000,
      replayed: false,
      balance: before.agent - 10_000,
    });
    expect(first.to.customerName).toBe(tree.playerA2.account);
    const again = valueOf(await post(tree.agentA, PATH, payload), DownlineTransferResult);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await cashOf(tree.agentA)).toBe(before.agent - 10_000);
    expect(await cashOf(tree.playerA2)).toBe(before.player + 10_000);
    const conflict = await post(tree.agentA, PATH, { ...payload, amount: 10_001 });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).code).toBe('idempotency.conflict');

    for (const who of [tree.agentA, tree.playerA2]) {
      const record = valueOf(
        await get(who, '/wps/transaction/record', { type: 'agent_transfer' }),
        TransactionPage,
      );
      const row = record.list.find((item) => item.id === first.id);
      expect(row?.amount, who.account).toBe(who === tree.agentA ? -10_000 : 10_000);
      expect(row?.memo).toContain(tree.playerA2.account);
    }
  });

  it('tells the receiver and the limits', async () => {
    const { tree, get } = kit;
    const info = valueOf(
      await get(tree.agentA, AGENT_TRANSFER_PATHS.info, { to: String(tree.playerA.id) }),
      DownlineTransferInfo,
    );
    expect(info.to.customerName).toBe(tree.playerA.account);
    expect(info.limits.minAmount).toBe(100);
    expect(info.paymentPasswordSet).toBe(true);
  });

  it('answers only inside the caller team: other branches, itself, its upline 404; players 403; guests 401', async () => {
    const { tree, post, get, cashOf } = kit;
    const before = await cashOf(tree.agentA);
    for (const outside of [tree.playerB, tree.agentB, tree.top, tree.agentA, tree.loner]) {
      const response = await post(tree.agentA, PATH, body(outside, 500));
      expect(response.statusCode, outside.account).toBe(404);
      expect(errorOf(response).code).toBe('agent.downline.not.found');
      const info = await get(tree.agentA, AGENT_TRANSFER_PATHS.info, { to: String(outside.id) });
      expect(info.statusCode).toBe(404);
    }
    // A sub-agent cannot reach its upline's other downlines.
    expect((await post(tree.subA, PATH, body(tree.playerA, 500))).statusCode).toBe(404);
    for (const player of [tree.playerA, tree.trialA, tree.loner]) {
      const response = await post(player, PATH, body(tree.playerA2, 500));
      expect(response.statusCode, player.account).toBe(403);
    }
    expect((await post(undefined, PATH, body(tree.playerA, 500))).statusCode).toBe(401);
    const trial = await post(tree.agentA, PATH, body(tree.trialA, 500));
    expect(trial.statusCode).toBe(400);
    expect(errorOf(trial)).toMatchObject({ code: 'agent.transfer.trial', field: 'to' });
    expect(await cashOf(tree.agentA)).toBe(before);
  });

  it('refuses bad input with the field named, moving nothing', async () => {
    const { tree, post, cashOf } = kit;
    const before = await cashOf(tree.agentA);
    const cases: [object, string, string][] = [
      [body(tree.playerA, 99), 'agent.transfer.amount.min', 'amount'],
      [body(tree.playerA, 100_000_001), 'agent.transfer.amount.max', 'amount'],
      [
        body(tree.playerA, 500, { paymentPassword: '111111' }),
        'payment.password.incorrect',
        'paymentPassword',
      ],
      [body(tree.playerA, 500, { amount: 'ten' }), 'request.invalid', 'amount'],
      [
        body(tree.playerA, 500, { idempotencyKey: undefined }),
        'idempotency.key.required',
        'idempotencyKey',
      ],
    ];
    for (const [payload, code, field] of cases) {
      const refused = await post(tree.agentA, PATH, payload);
      expect(refused.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(errorOf(refused), code).toMatchObject({ code, field });
    }
    expect(await cashOf(tree.agentA)).toBe(before);
  });

  it("refuses more than the agent's cash: 'balance insufficient'", async () => {
    const { tree, post, cashOf } = kit;
    const cash = await cashOf(tree.subA);
    const refused = await post(tree.subA, PATH, body(tree.playerA2, cash + 1));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'agent.balance.insufficient',
      field: 'amount',
    });
    expect(ERROR_MESSAGES['agent.balance.insufficient'].EN).toBe('Balance insufficient');
    expect(await cashOf(tree.subA)).toBe(cash);
  });

  it('50 parallel transfers from one agent never overdraw it', async () => {
    const { tree, post, cashOf, as } = kit;
    await as(tree.agentB);
    const cash = await cashOf(tree.agentB);
    const share = Math.floor(cash / 40);
    const receiver = await cashOf(tree.playerB);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(tree.agentB, PATH, body(tree.playerB, share))),
    );
    const made = answers.filter((answer) => answer.statusCode === 200).length;
    // Each request also checks the payment password (five at a time): under load one may be
    // told to try again (busy); every other refusal is the cash running out.
    const codes = answers.filter((a) => a.statusCode !== 200).map((a) => errorOf(a).code);
    const busy = codes.filter((code) => code === 'payment.password.busy').length;
    expect(codes.filter((code) => code !== 'payment.password.busy')).toEqual(
      Array.from({ length: 50 - made - busy }, () => 'agent.balance.insufficient'),
    );
    expect(made).toBeLessThanOrEqual(40);
    if (busy === 0) expect(made).toBe(40);
    expect(await cashOf(tree.agentB)).toBe(cash - made * share);
    expect(await cashOf(tree.playerB)).toBe(receiver + made * share);
  }, 60_000);
});
