import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { ledgerPostings } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { insertTestMember, merchantIdOf } from '../../../test/ledger-fixtures.js';
import { ledgerViolations } from '../../../test/ledger-invariants.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createMovements } from './movements.js';
import { createTurnoverRepository } from './turnover.repository.js';

const RUN = randomBytes(4).toString('hex');

describe('movement API transferMany: one payer, many payees, one transaction', () => {
  let db: Db;
  let merchantId: number;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    merchantId = await merchantIdOf(db, 'DEMO');
  });

  async function members(count: number, cash: bigint) {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await insertTestMember(db, { prefix: 'spr' })).id);
    const [payer] = ids;
    await db.transaction((tx) =>
      createMovements(tx).grant(
        { merchantId, memberId: payer as number },
        {
          amountMinor: cash,
          key: `spread-fund:${RUN}:${payer}`,
          kind: 'opening',
          from: 'house_test',
          wagering: 'none',
        },
      ),
    );
    return ids as [number, ...number[]];
  }
  const spread = (payer: number, payees: [number, number][], key: string) =>
    db.transaction((tx) =>
      createMovements(tx).transferMany(
        { merchantId, memberId: payer },
        payees.map(([memberId, amount]) => ({
          memberId,
          amountMinor: BigInt(amount),
          turnoverMinor: amount,
        })),
        { key, kind: 'red_envelope', memo: 'red envelope from t to 3 members' },
      ),
    );

  it('writes one balanced transaction, adds each payee turnover once, replays the same postings', async () => {
    const [payer, a, b, c] = await members(4, 1_000n);
    const payees: [number, number][] = [
      [a as number, 100],
      [b as number, 250],
      [c as number, 300],
    ];
    const key = `spread:${RUN}:1`;
    const moved = await spread(payer, payees, key);
    expect(moved).toMatchObject({ replayed: false, balanceMinor: 350n });
    expect([...moved.toBalances.values()]).toEqual([100n, 250n, 300n]);
    const postings = await db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, moved.transactionId));
    expect(postings).toHaveLength(4);
    const again = await spread(payer, [...payees].reverse(), key);
    expect(again).toMatchObject({
      replayed: true,
      transactionId: moved.transactionId,
      balanceMinor: 350n,
    });
    expect((await createTurnoverRepository(db).of(b as number)).required).toBe(250);
    await expect(spread(payer, [[a as number, 101]], key)).rejects.toMatchObject({
      code: 'idempotency.conflict',
    });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses more than the payer holds, moving nothing', async () => {
    const [payer, a, b] = await members(3, 500n);
    const refused = spread(
      payer,
      [
        [a as number, 300],
        [b as number, 201],
      ],
      `spread:${RUN}:2`,
    );
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'wallet.insufficient' });
    expect(await createMovements(db).cashBalance({ merchantId, memberId: payer })).toBe(500n);
    expect(await createMovements(db).cashBalance({ merchantId, memberId: a as number })).toBe(0n);
  });

  it('refuses a payee named twice or the payer as a payee', async () => {
    const [payer, a] = await members(2, 500n);
    await expect(
      spread(
        payer,
        [
          [a as number, 1],
          [a as number, 1],
        ],
        `spread:${RUN}:3`,
      ),
    ).rejects.toThrow(/twice/);
    await expect(spread(payer, [[payer, 1]], `spread:${RUN}:4`)).rejects.toThrow(/payer/);
  });
});
