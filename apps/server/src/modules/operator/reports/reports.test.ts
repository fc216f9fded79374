import {
  Report,
  REPORT_KINDS,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  siteDayKey,
  siteDayKeyStart,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { createRollup } from '@/modules/agent/index.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { operatorHeaders } from '../../../../test/operator.js';
import { staffSession } from '../../../../test/operators.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../../test/withdraw.js';

const DAY_MS = 86_400_000;

describe('the console reports and the audit log as CSV', () => {
  let app: App;
  let db: Db;
  let code: string;
  const today = siteDayKey(Date.now());
  const daysBack = (days: number) => siteDayKey(siteDayKeyStart(today) - days * DAY_MS);

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    ({ code } = await insertDemoCopy(db, 'REP'));
    // A withdrawal paid today on a merchant of the test's own.
    const who = await insertWithdrawer(db, { cash: 500_000, merchantCode: code });
    const created = await app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: who.headers,
      payload: {
        bankCardId: who.cardId,
        amount: 123_456,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: `report-${who.id}-key`,
      },
    });
    const { id } = valueOf(created, WithdrawCreateResult);
    await app.inject({
      method: 'POST',
      url: `/operator/merchants/${code}/withdrawals/${id}/pay`,
      headers: operatorHeaders,
    });
    await createRollup(db).flush();
  });
  afterAll(() => app.close());

  const report = (kind: string, query: string, headers = operatorHeaders) =>
    app.inject({ url: `/operator/merchants/${code}/reports/${kind}?${query}`, headers });

  it('answers the P&L of every day of the range, today’s withdrawal in it', async () => {
    const auditor = await staffSession(app, 'auditor');
    const daily = valueOf(
      await report('pnl-daily', `from=${daysBack(6)}&to=${today}`, auditor.headers),
      Report,
    );
    expect(daily.rows.map((row) => row.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((days) => daysBack(days)),
    );
    expect(daily.rows.at(-1)).toMatchObject({ day: today, withdrawals: 123_456, registrations: 1 });
    expect(daily.totals).toMatchObject({ withdrawals: 123_456, registrations: 1 });
    expect(daily.columns.find((c) => c.key === 'withdrawals')).toEqual({
      key: 'withdrawals',
      money: true,
    });
    const channels = valueOf(await report('channels', `from=${today}&to=${today}`), Report);
    expect(channels.rows).toEqual([
      { direction: 'withdrawal', channel: 'GCASH', count: 1, amount: 123_456, fee: 0 },
    ]);
    for (const kind of REPORT_KINDS) {
      expect((await report(kind, `from=${today}&to=${today}`)).statusCode).toBe(200);
    }
  });

  it('refuses a range backwards or longer than 92 days', async () => {
    const backwards = await report('pnl-daily', `from=${today}&to=${daysBack(1)}`);
    expect(errorOf(backwards)).toMatchObject({ code: 'request.invalid', field: 'from' });
    const long = await report('pnl-daily', `from=${daysBack(92)}&to=${today}`);
    expect(errorOf(long)).toMatchObject({ code: 'request.invalid', field: 'to' });
    expect((await report('nope', `from=${today}&to=${today}`)).statusCode).toBe(400);
  });

  it('exports a report and the audit log as CSV', async () => {
    const csv = await app.inject({
      url: `/operator/merchants/${code}/reports/channels/csv?from=${today}&to=${today}`,
      headers: operatorHeaders,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${code}-channels-${today}-${today}.csv"`,
    );
    expect(csv.body).toBe(
      'direction,channel,count,amount,fee\r\n' +
        'withdrawal,GCASH,1,1234.56,0.00\r\n' +
        'total,,1,1234.56,0.00\r\n',
    );
    const audit = await app.inject({
      url: `/operator/audit.csv?action=withdrawal.paid&from=${today}&to=${today}`,
      headers: operatorHeaders,
    });
    const [header, ...lines] = audit.body.trim().split('\r\n');
    expect(header).toBe('id,at,actor,role,action,target,before,after,ip');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(',withdrawal.paid,'))).toBe(true);
    expect(lines[0]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+08:00,test-owner,owner,/);
  });
});
