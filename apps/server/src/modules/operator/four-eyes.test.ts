import {
  AuditEntry,
  OPERATOR_AUDIT_PATH,
  OperatorMerchantState,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  WithdrawInfo,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { insertDemoCopy } from '../../../test/merchants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { staffSession } from '../../../test/operators.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../test/withdraw.js';

/** ₱1,000.00: withdrawals above it need two operators. */
const THRESHOLD = 100_000;

describe('four eyes: a large withdrawal is paid on a second operator’s approval', () => {
  let app: App;
  let db: Db;
  let merchantCode: string;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    // A merchant of this file's own: the threshold never reaches another file's withdrawals.
    merchantCode = await insertDemoCopy(db, 'FE').then((copy) => copy.code);
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  const queue = () => `/operator/merchants/${merchantCode}/withdrawals`;
  const setThreshold = (thresholdMinor: number | null, headers = operatorHeaders) =>
    app.inject({
      method: 'PUT',
      url: `/operator/merchants/${merchantCode}/four-eyes`,
      headers,
      payload: { thresholdMinor },
    });
  const step = (id: number, name: string, headers: Record<string, string>, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `${queue()}/${id}/${name}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  /** The member's money as their withdrawal page shows it: to take out, and held. */
  async function money(who: { headers: Record<string, string> }) {
    const info = valueOf(
      await app.inject({ url: WITHDRAW_PATHS.info, headers: who.headers }),
      WithdrawInfo,
    );
    return { available: info.available, held: info.held };
  }
  async function withdrawal(amount: number) {
    const who = await insertWithdrawer(db, { cash: 500_000, merchantCode });
    const created = await app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: who.headers,
      payload: {
        bankCardId: who.cardId,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: `fe-${who.id}-${amount}`,
      },
    });
    return { who, id: valueOf(created, WithdrawCreateResult).id };
  }

  it('lets only the owner set the threshold, and turn it off', async () => {
    const finance = await staffSession(app, 'finance');
    expect(errorOf(await setThreshold(THRESHOLD, finance.headers)).code).toBe('no.permission');
    expect(errorOf(await setThreshold(50)).field).toBe('thresholdMinor');
    expect(valueOf(await setThreshold(null), OperatorMerchantState).fourEyesMinor).toBeNull();
    const set = valueOf(await setThreshold(THRESHOLD), OperatorMerchantState);
    expect(set.fourEyesMinor).toBe(THRESHOLD);
  });

  it('keeps a large payment waiting for another operator; one operator may not approve twice', async () => {
    await setThreshold(THRESHOLD);
    const [ana, ben] = [await staffSession(app, 'finance'), await staffSession(app, 'finance')];
    const { who, id } = await withdrawal(200_000);
    expect((await step(id, 'process', ana.headers)).statusCode).toBe(200);

    const first = valueOf(await step(id, 'pay', ana.headers), OperatorWithdrawalDecision);
    expect(first).toMatchObject({ status: 'processing', payApprovedBy: [ana.username] });
    expect(await money(who)).toEqual({ available: 300_000, held: 200_000 });
    const again = await step(id, 'pay', ana.headers);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('operator.second.approver');
    const listed = valueOf(
      await app.inject({ url: `${queue()}?status=processing`, headers: ben.headers }),
      z.array(OperatorWithdrawal),
    );
    expect(listed.find((row) => row.id === id)?.payApprovedBy).toEqual([ana.username]);

    const paid = valueOf(await step(id, 'pay', ben.headers), OperatorWithdrawalDecision);
    expect(paid).toMatchObject({ status: 'paid', payApprovedBy: [], replayed: false });
    expect(await money(who)).toEqual({ available: 300_000, held: 0 });
    expect(valueOf(await step(id, 'pay', ana.headers), OperatorWithdrawalDecision)).toMatchObject({
      status: 'paid',
      replayed: true,
    });

    const log = async (actor: string) =>
      valueOf(
        await app.inject({
          url: `${OPERATOR_AUDIT_PATH}?actor=${actor}&action=withdrawal.`,
          headers: ben.headers,
        }),
        z.array(AuditEntry),
      ).map((line) => [line.action, line.target]);
    expect(await log(ana.username)).toEqual([
      ['withdrawal.pay.approved', `withdrawal:${id}`],
      ['withdrawal.processing', `withdrawal:${id}`],
    ]);
    expect(await log(ben.username)).toEqual([['withdrawal.paid', `withdrawal:${id}`]]);
  });

  it('lets one operator pay at or below the threshold, and reject any', async () => {
    await setThreshold(THRESHOLD);
    const ana = await staffSession(app, 'finance');
    const small = await withdrawal(THRESHOLD);
    expect(
      valueOf(await step(small.id, 'pay', ana.headers), OperatorWithdrawalDecision).status,
    ).toBe('paid');
    const large = await withdrawal(THRESHOLD + 1);
    const rejected = await step(large.id, 'reject', ana.headers, { reason: 'Payee name differs' });
    expect(valueOf(rejected, OperatorWithdrawalDecision).status).toBe('rejected');
    expect(await money(large.who)).toEqual({ available: 500_000, held: 0 });
  });
});
