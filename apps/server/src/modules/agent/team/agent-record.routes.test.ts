import {
  AGENT_TRANSFER_PATHS,
  TRANSACTIONS_PATH,
  TransactionPage,
  type TransactionRecord,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../../../../test/http.js';
import {
  agentMoneyKit,
  freshKey,
  TEST_PAYMENT_PASSWORD,
} from '../downline-transfer/agent-money.test-kit.js';

/** The agent transaction record: GET /wps/transaction/record?types=A (wallet's account record). */
describe('agent transaction record (/m/transaction/record?types=A)', () => {
  let kit: Awaited<ReturnType<typeof agentMoneyKit>>;
  beforeAll(async () => {
    kit = await agentMoneyKit();
    const { tree, post } = kit;
    for (const [to, amount] of [
      [tree.playerA, 12_345],
      [tree.subA, 50_000],
    ] as const) {
      const response = await post(tree.agentA, AGENT_TRANSFER_PATHS.transfer, {
        to: to.id,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: freshKey(),
      });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(() => kit.app.close());

  const record = async (who: Parameters<typeof kit.get>[0], query: Record<string, string>) =>
    valueOf(await kit.get(who, TRANSACTIONS_PATH, query), TransactionPage);
  const types = (list: TransactionRecord[]) => list.map((row) => [row.type, row.amount]);

  it("lists only the agent's own agent-side movements, newest first", async () => {
    const { tree } = kit;
    const agent = await record(tree.agentA, { types: 'A' });
    expect(types(agent.list)).toEqual([
      ['agent_transfer', -50_000],
      ['agent_transfer', -12_345],
    ]);
    // The whole account record still has the opening credit too; nothing else changed there.
    const whole = await record(tree.agentA, {});
    expect(whole.total).toBe(agent.total + 1);
    // The receiving agent's record of agent-side movements holds what arrived.
    expect(types((await record(tree.subA, { types: 'A' })).list)).toEqual([
      ['agent_transfer', 50_000],
    ]);
    expect((await record(tree.agentA, { types: 'A', type: 'red_envelope' })).total).toBe(0);
    expect((await record(tree.agentB, { types: 'A' })).total).toBe(0);
  });

  it('refuses players and trial accounts (403), guests (401) and a member-side type (400)', async () => {
    const { tree, get } = kit;
    for (const who of [tree.playerA, tree.trialA, tree.loner]) {
      const response = await get(who, TRANSACTIONS_PATH, { types: 'A' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('agent.only');
    }
    // A player's own record is unchanged: the transfer in shows there.
    expect(types((await record(tree.playerA, {})).list)).toContainEqual(['agent_transfer', 12_345]);
    expect((await get(undefined, TRANSACTIONS_PATH, { types: 'A' })).statusCode).toBe(401);
    const member = await get(tree.agentA, TRANSACTIONS_PATH, { types: 'A', type: 'deposit' });
    expect(member.statusCode).toBe(400);
    expect(errorOf(member)).toMatchObject({ code: 'request.invalid', field: 'type' });
    const other = await get(tree.agentA, TRANSACTIONS_PATH, { types: 'B' });
    expect(errorOf(other)).toMatchObject({ code: 'request.invalid', field: 'types' });
  });
});
