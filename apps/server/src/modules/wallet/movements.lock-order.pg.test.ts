import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestMember, merchantIdOf } from '../../../test/ledger-fixtures.js';
import { sharedDatabase } from '../../../test/test-app.js';
import type { Db } from '@/db/client.js';
import { createMovements } from './movements.js';
import { createTurnoverRepository } from './turnover.repository.js';

/**
 * On PostgreSQL two transactions race: a settled valid bet counted for a member alone (a lottery
 * draw settling a lost bet: turnover and bonus wagering, no movement) while a deposit with turnover
 * is paid to the same member, or money another member sends them (to be played through), or a
 * withdrawal holds their cash and resets their turnover. Each
 * takes the member's cash row and turnover row; in different orders they deadlock and PostgreSQL
 * aborts one (40P01). The pairs start a few milliseconds apart, so the rounds try every interleaving.
 */
const ROUNDS = 72;
const RUN = randomBytes(4).toString('hex');

describe('a counted bet and a deposit or withdrawal of one member at once (PostgreSQL)', () => {
  let db: Db;
  let merchantId: number;

  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    merchantId = await merchantIdOf(db, 'DEMO');
  });

  it('both go through, whatever their interleaving', async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { id: memberId } = await insertTestMember(db, { prefix: 'lo' });
      const member = { merchantId, memberId };
      const deposit = (key: string, to = member) =>
        db.transaction((tx) =>
          createMovements(tx).grant(to, {
            key,
            amountMinor: 1000n,
            kind: 'deposit',
            from: 'house_model_deposits',
            wagering: { turnoverMinor: 1000 },
          }),
        );
      await deposit(`lock-order:${RUN}:${round}:first`);
      const counted = async () => {
        await sleep(Math.floor(round / 3) % 6);
        await db.transaction((tx) => createTurnoverRepository(tx).addWagered(memberId, 100));
      };
      // A withdrawal asked for: the hold, then its turnover count starts again (withdraw.service.ts).
      const withdrawal = (key: string) =>
        db.transaction(async (tx) => {
          await createMovements(tx).hold(member, { key, amountMinor: 10n, kind: 'withdraw_hold' });
          await createTurnoverRepository(tx).reset(memberId);
        });
      // Money from another member, to be played through (upline-transfer.ts).
      const payer = { merchantId, memberId: (await insertTestMember(db, { prefix: 'lo' })).id };
      await deposit(`lock-order:${RUN}:${round}:payer`, payer);
      const transfer = (key: string) =>
        db.transaction((tx) =>
          createMovements(tx).transfer(payer, member, {
            key,
            amountMinor: 10n,
            kind: 'upline_transfer',
            payeeTurnoverMinor: 10,
          }),
        );
      const partner = [
        () => deposit(`lock-order:${RUN}:${round}:second`),
        () => withdrawal(`lock-order:${RUN}:${round}:hold`),
        () => transfer(`lock-order:${RUN}:${round}:transfer`),
      ][round % 3]!();
      const results = await Promise.allSettled([partner, counted()]);
      for (const r of results) {
        if (r.status === 'rejected')
          failures.push(
            `round ${round}: ${String((r.reason as { cause?: unknown }).cause ?? r.reason)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
