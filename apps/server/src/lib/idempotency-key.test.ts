import { describe, expect, it } from 'vitest';
import { fingerprintOf, replayOrRun } from './idempotency-key.js';

type Row = { id: number; amount: number; channel: string };
const ofRow = (row: Row) => fingerprintOf(row.channel, row.amount);

describe('replayOrRun', () => {
  it('runs a new key', async () => {
    let runs = 0;
    const answer = await replayOrRun<Row, string>({
      earlier: undefined,
      fingerprint: { ofEarlier: ofRow, ofRequest: fingerprintOf('gcash', 500) },
      replay: () => 'replayed',
      run: async () => `ran ${++runs}`,
    });
    expect(answer).toBe('ran 1');
  });

  it('answers the first request again for the same key and the same fields, running nothing', async () => {
    const earlier = { id: 7, amount: 500, channel: 'gcash' };
    const answer = await replayOrRun<Row, string>({
      earlier,
      fingerprint: { ofEarlier: ofRow, ofRequest: fingerprintOf('gcash', 500) },
      replay: (row) => `first #${row.id}`,
      run: () => Promise.reject(new Error('must not run')),
    });
    expect(answer).toBe('first #7');
  });

  it('refuses the same key with other fields: 409 idempotency.conflict on the key', async () => {
    const earlier = { id: 7, amount: 500, channel: 'gcash' };
    await expect(
      replayOrRun<Row, string>({
        earlier,
        fingerprint: { ofEarlier: ofRow, ofRequest: fingerprintOf('gcash', 501) },
        replay: () => 'replayed',
        run: () => Promise.reject(new Error('must not run')),
      }),
    ).rejects.toMatchObject({
      code: 'idempotency.conflict',
      statusCode: 409,
      details: { field: 'idempotencyKey' },
    });
  });

  it('tells fields apart by position and type, not by their joined text', () => {
    expect(fingerprintOf('a:b', 'c')).not.toBe(fingerprintOf('a', 'b:c'));
    expect(fingerprintOf(1, '1')).not.toBe(fingerprintOf(1, 1));
    expect(fingerprintOf(5n)).toBe(fingerprintOf('5'));
  });
});
