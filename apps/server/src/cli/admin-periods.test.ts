import type { PayoutRun } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { periodsCommand, runPeriodsCommand, type PeriodsCall } from './admin-periods.js';

describe('admin periods', () => {
  it('reads its commands', () => {
    expect(periodsCommand(['list'])).toEqual({ kind: 'periods-list' });
    expect(periodsCommand(['list', 'dividend'])).toEqual({
      kind: 'periods-list',
      contract: 'dividend',
    });
    expect(periodsCommand(['pay', 'daily_salary', '2026-11-27'])).toEqual({
      kind: 'periods-act',
      verb: 'pay',
      contract: 'daily_salary',
      key: '2026-11-27',
    });
    expect(periodsCommand(['settings'], 'f.json')).toEqual({
      kind: 'periods-settings',
      file: 'f.json',
    });
    expect(periodsCommand(['pay', 'salary', '2026-11-27'])).toBe('Wrong arguments for periods pay');
  });

  it('pays a period through the operator API', async () => {
    const calls: string[] = [];
    const run: PayoutRun = {
      id: 1,
      kind: 'dividend',
      periodKey: '2026-11-H1',
      periodStart: 0,
      periodEnd: 1,
      status: 'paid',
      computedAt: 0,
      paidAt: 1,
      recomputed: 0,
      payouts: 2,
      due: 150_000,
      paid: 100_000,
      owed: 50_000,
    };
    const call = (async (schema, method, path) => {
      calls.push(`${method} ${path}`);
      return schema.parse(run);
    }) as PeriodsCall;
    const said = await runPeriodsCommand(
      { kind: 'periods-act', verb: 'pay', contract: 'dividend', key: '2026-11-H1' },
      call,
      () => ({}),
    );
    expect(calls).toEqual(['POST /payout-runs/dividend/2026-11-H1/pay']);
    expect(said).toContain('is paid');
  });
});
