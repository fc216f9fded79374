import {
  AGENT_TRANSFER_PATHS,
  Inbox,
  OpenedEnvelope,
  RED_ENVELOPE_PATHS,
  RedEnvelopeInfo,
  RedEnvelopeResult,
  TransactionPage,
  UnopenedEnvelopes,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import {
  agentMoneyKit,
  freshKey,
  TEST_PAYMENT_PASSWORD,
} from '../downline-transfer/agent-money.test-kit.js';

const PATH = AGENT_TRANSFER_PATHS.rain;

describe('red envelope rain (/wps/agent/transferMultipleDownline)', () => {
  let kit: Awaited<ReturnType<typeof agentMoneyKit>>;
  beforeAll(async () => {
    kit = await agentMoneyKit();
  });
  afterEach(() => checkInvariants(kit.db));
  afterAll(() => kit.app.close());

  const rain = (extra: object) => ({
    amount: 1_000,
    split: 'random',
    paymentPassword: TEST_PAYMENT_PASSWORD,
    idempotencyKey: freshKey(),
    ...extra,
  });
  const ids = (...members: TestAccount[]) => members.map((member) => member.id);

  it('splits one amount among the direct downlines in one ledger transaction, once per key', async () => {
    const { tree, post, cashOf, get } = kit;
    const info = valueOf(await get(tree.agentA, AGENT_TRANSFER_PATHS.rainInfo), RedEnvelopeInfo);
    // subA and playerA; the free-trial account is left out.
    expect(info.directCount).toBe(2);
    const before = await cashOf(tree.agentA);
    const payload = rain({ all: true, amount: 1_001, split: 'equal' });
    const first = valueOf(await post(tree.agentA, PATH, payload), RedEnvelopeResult);
    expect(first.shares.map((share) => [share.customerId, share.amount])).toEqual([
      [Math.min(tree.subA.id, tree.playerA.id), 501],
      [Math.max(tree.subA.id, tree.playerA.id), 500],
    ]);
    expect(first.balance).toBe(before - 1_001);
    const replay = valueOf(await post(tree.agentA, PATH, payload), RedEnvelopeResult);
    expect(replay).toEqual({ ...first, replayed: true });
    const other = await post(tree.agentA, PATH, { ...payload, split: 'random' });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('idempotency.conflict');
    expect(await cashOf(tree.agentA)).toBe(before - 1_001);

    const record = valueOf(
      await get(tree.agentA, '/wps/transaction/record', { type: 'red_envelope' }),
      TransactionPage,
    );
    expect(record.list.filter((row) => row.id === first.id)).toEqual([
      expect.objectContaining({ amount: -1_001 }),
    ]);
  });

  it('one key gives one rain when sent many times at once (random split, one answer)', async () => {
    const { tree, post, cashOf } = kit;
    const before = await cashOf(tree.agentA);
    const payload = rain({ to: ids(tree.playerA, tree.playerA2, tree.subA), amount: 5_000 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(tree.agentA, PATH, payload)),
    );
    const results = answers.map((answer) => valueOf(answer, RedEnvelopeResult));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const shares = results.map((result) => JSON.stringify(result.shares));
    expect(new Set(shares).size).toBe(1);
    const first = results[0] as RedEnvelopeResult;
    expect(first.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(5_000);
    for (const share of first.shares) expect(share.amount).toBeGreaterThanOrEqual(100);
    expect(await cashOf(tree.agentA)).toBe(before - 5_000);
  });

  it('each receiver hears of it, finds the envelope on home and opens it once', async () => {
    const { tree, post, get, cashOf } = kit;
    const before = await cashOf(tree.playerA2);
    const sent = valueOf(
      await post(tree.agentA, PATH, rain({ to: ids(tree.playerA2), amount: 777 })),
      RedEnvelopeResult,
    );
    expect(await cashOf(tree.playerA2)).toBe(before + 777);
    const waiting = valueOf(
      await get(tree.playerA2, RED_ENVELOPE_PATHS.unopened),
      UnopenedEnvelopes,
    );
    const envelope = waiting.list.at(-1);
    expect(envelope?.from).toBe(tree.agentA.account);
    const opened = valueOf(
      await post(tree.playerA2, RED_ENVELOPE_PATHS.open, { id: envelope?.id }),
      OpenedEnvelope,
    );
    expect(opened.amount).toBe(777);
    const again = valueOf(
      await post(tree.playerA2, RED_ENVELOPE_PATHS.open, { id: envelope?.id }),
      OpenedEnvelope,
    );
    expect(again.openedAt).toBe(opened.openedAt);
    const after = valueOf(await get(tree.playerA2, RED_ENVELOPE_PATHS.unopened), UnopenedEnvelopes);
    expect(after.list.map((item) => item.id)).not.toContain(envelope?.id);
    // Nobody else opens it.
    const stranger = await post(tree.playerB, RED_ENVELOPE_PATHS.open, { id: envelope?.id });
    expect(stranger.statusCode).toBe(404);
    expect(await cashOf(tree.playerA2)).toBe(before + 777);
    const inbox = valueOf(await get(tree.playerA2, '/wps/relay/CSP_getInbox'), Inbox);
    expect(inbox.list[0]?.content).toContain(tree.agentA.account);
    expect(inbox.list[0]?.content).toContain('₱7.77');
    expect(sent.shares).toHaveLength(1);
  });

  it('answers only inside the team and refuses bad input by field, moving nothing', async () => {
    const { tree, post, cashOf } = kit;
    const before = await cashOf(tree.agentA);
    const refusals: [TestAccount | undefined, object, number, string, string?][] = [
      [
        tree.agentA,
        rain({ to: ids(tree.playerA, tree.playerB) }),
        404,
        'agent.downline.not.found',
        'to',
      ],
      [tree.agentA, rain({ to: ids(tree.top) }), 404, 'agent.downline.not.found', 'to'],
      [tree.agentA, rain({ to: ids(tree.agentA) }), 404, 'agent.downline.not.found', 'to'],
      [tree.agentA, rain({ to: ids(tree.trialA) }), 400, 'agent.transfer.trial', 'to'],
      [
        tree.agentA,
        rain({ to: ids(tree.playerA, tree.subA, tree.playerA2), amount: 299 }),
        400,
        'agent.envelope.share.min',
        'amount',
      ],
      [
        tree.agentA,
        rain({ all: true, amount: 100_000_001 }),
        400,
        'agent.envelope.amount.max',
        'amount',
      ],
      [tree.agentA, rain({}), 400, 'request.invalid', 'to'],
      [tree.agentA, rain({ all: true, to: ids(tree.playerA) }), 400, 'request.invalid', 'to'],
      [tree.agentA, rain({ all: true, split: 'lucky' }), 400, 'request.invalid', 'split'],
      [tree.outsiderAgent, rain({ all: true }), 400, 'agent.envelope.receivers.none', 'to'],
      [
        tree.agentA,
        rain({ all: true, amount: 20_000_000 }),
        409,
        'agent.balance.insufficient',
        'amount',
      ],
      [tree.playerA, rain({ all: true }), 403, 'agent.only'],
      [tree.trialA, rain({ all: true }), 403, 'agent.only'],
      [undefined, rain({ all: true }), 401, 'session.required'],
    ];
    for (const [who, payload, status, code, field] of refusals) {
      const response = await post(who, PATH, payload);
      expect(response.statusCode, code).toBe(status);
      if (status !== 401)
        expect(errorOf(response), code).toMatchObject({ code, ...(field && { field }) });
    }
    expect(await cashOf(tree.agentA)).toBe(before);
  });
});
