import {
  OperatorDashboard,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  siteDayKey,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { valueOf } from '../../../../test/http.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { operatorHeaders } from '../../../../test/operator.js';
import { staffSession } from '../../../../test/operators.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../../test/withdraw.js';

describe('the console dashboard: a merchant’s day and its queues', () => {
  let app: App;
  let db: Db;
  let code: string;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    // A merchant of the file's own: its day holds only what this test does.
    ({ code } = await insertDemoCopy(db, 'DASH'));
  });
  afterAll(() => app.close());

  const dashboard = async (headers = operatorHeaders) =>
    valueOf(
      await app.inject({ url: `/operator/merchants/${code}/dashboard`, headers }),
      OperatorDashboard,
    );
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('counts today’s registrations and paid withdrawals, and what waits (four eyes too)', async () => {
    const empty = await dashboard();
    expect(empty).toMatchObject({
      day: siteDayKey(Date.now()),
      registrations: 0,
      withdrawals: { count: 0, amount: 0 },
      queues: { deposits: 0, withdrawals: 0, secondApprovals: 0, feedback: 0 },
      lottery: { drawsToday: 0, lateDraws: 0, lastDrawnAt: null },
    });
    expect(empty.ggr).toBe(empty.bets - empty.wins);

    const queue = `/operator/merchants/${code}/withdrawals`;
    const ids: number[] = [];
    for (const amount of [30_000, 250_000]) {
      const who = await insertWithdrawer(db, { cash: 500_000, merchantCode: code });
      const created = await post(WITHDRAW_PATHS.requests, who.headers, {
        bankCardId: who.cardId,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: `dashboard-${who.id}-${amount}`,
      });
      ids.push(valueOf(created, WithdrawCreateResult).id);
    }
    expect((await dashboard()).queues).toMatchObject({ withdrawals: 2, secondApprovals: 0 });

    await app.inject({
      method: 'PUT',
      url: `/operator/merchants/${code}/four-eyes`,
      headers: operatorHeaders,
      payload: { thresholdMinor: 100_000 },
    });
    const finance = await staffSession(app, 'finance');
    const [small = 0, large = 0] = ids;
    expect((await post(`${queue}/${small}/pay`, finance.headers)).statusCode).toBe(200);
    expect((await post(`${queue}/${large}/process`, finance.headers)).statusCode).toBe(200);
    expect((await post(`${queue}/${large}/pay`, finance.headers)).statusCode).toBe(200);

    // An auditor reads it too.
    const auditor = await staffSession(app, 'auditor');
    const day = await dashboard(auditor.headers);
    expect(day).toMatchObject({
      registrations: 2,
      withdrawals: { count: 1, amount: 30_000 },
      queues: { withdrawals: 1, secondApprovals: 1 },
    });
  });
});
