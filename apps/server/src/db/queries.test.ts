import { randomUUID } from 'node:crypto';
import { DEMO_MERCHANT_CODE } from '@app/contracts';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sharedDatabase } from '../../test/test-app.js';
import { deleteMatching, matching, operatorRequestList, rowMatching } from './queries.js';
import {
  agentPayoutRuns,
  captchas,
  depositChannels,
  depositRequests,
  merchants,
} from './schema/index.js';

const dialect = new PgDialect({ casing: 'snake_case' });
const query = (where: SQL | undefined) => {
  if (where === undefined) throw new Error('no where clause');
  return dialect.sqlToQuery(where);
};

describe('matching', () => {
  it('builds the SQL of the hand-written and(eq(...), ...), in the order of the keys', () => {
    const built = query(
      matching(agentPayoutRuns, { merchantId: 7, kind: 'dividend', periodKey: '2026-11' }),
    );
    expect(built).toEqual(
      query(
        and(
          eq(agentPayoutRuns.merchantId, 7),
          eq(agentPayoutRuns.kind, 'dividend'),
          eq(agentPayoutRuns.periodKey, '2026-11'),
        ),
      ),
    );
    expect(built.params).toEqual([7, 'dividend', '2026-11']);
    expect(built.sql).toBe(
      '("agent_payout_runs"."merchant_id" = $1 and "agent_payout_runs"."kind" = $2 and "agent_payout_runs"."period_key" = $3)',
    );
  });

  it('is a single eq for a single key, and compares booleans too', () => {
    expect(query(matching(depositChannels, { enabled: true }))).toEqual(
      query(eq(depositChannels.enabled, true)),
    );
  });

  it('refuses an undefined or null value rather than widen the filter', () => {
    const memberId: number | undefined = undefined as number | undefined;
    // @ts-expect-error the type forbids a value that may be undefined
    expect(() => matching(agentPayoutRuns, { merchantId: memberId, kind: 'dividend' })).toThrow(
      'matching: no value for merchantId',
    );
    // @ts-expect-error nor one that is null
    expect(() => matching(agentPayoutRuns, { kind: null })).toThrow('matching: no value for kind');
  });

  it('refuses no keys and a key that is no column', () => {
    expect(() => matching(agentPayoutRuns, {})).toThrow('matching: no column to compare');
    // @ts-expect-error only the table's columns
    expect(() => matching(agentPayoutRuns, { account: 'x' })).toThrow(
      'matching: account is not a column',
    );
    // @ts-expect-error a value of the column's type
    expect(() => matching(agentPayoutRuns, { merchantId: '7' })).not.toThrow();
  });
});

describe('rowMatching', () => {
  it('answers the whole row with those values, locked when asked, and undefined for none', async () => {
    const { db } = await sharedDatabase();
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE));
    if (!demo) throw new Error('no demo merchant');
    expect(await rowMatching(db, merchants, { code: DEMO_MERCHANT_CODE })).toEqual(demo);
    const locked = await db.transaction((tx) =>
      rowMatching(tx, merchants, { id: demo.id, code: DEMO_MERCHANT_CODE }, 'update'),
    );
    expect(locked).toEqual(demo);
    expect(await rowMatching(db, merchants, { id: demo.id, code: 'no-such-code' })).toBeUndefined();
  });
});

describe('operatorRequestList', () => {
  it('is the SQL of the hand-written queue (oldest first) and list (newest first)', async () => {
    const { db } = await sharedDatabase();
    const select = () => db.select().from(depositRequests).$dynamic();
    const list = (status: string, queued: boolean) =>
      operatorRequestList(select(), depositRequests, { merchantId: 3, status, limit: 50 }, queued);
    expect(list('pending', true).toSQL()).toEqual(
      select()
        .where(and(eq(depositRequests.merchantId, 3), eq(depositRequests.status, 'pending')))
        .orderBy(asc(depositRequests.createdAt), asc(depositRequests.id))
        .limit(50)
        .toSQL(),
    );
    expect(list('all', false).toSQL()).toEqual(
      select()
        .where(and(eq(depositRequests.merchantId, 3), undefined))
        .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
        .limit(50)
        .toSQL(),
    );
  });
});

describe('deleteMatching', () => {
  it('deletes the row with those values and answers whether there was one', async () => {
    const { db } = await sharedDatabase();
    const id = randomUUID();
    await db
      .insert(captchas)
      .values({ id, codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });
    expect(await deleteMatching(db, captchas, { id, codeHash: 'y' })).toBe(false);
    expect(await deleteMatching(db, captchas, { id, codeHash: 'x' })).toBe(true);
    expect(await deleteMatching(db, captchas, { id })).toBe(false);
    expect(await rowMatching(db, captchas, { id })).toBeUndefined();
  });
});
