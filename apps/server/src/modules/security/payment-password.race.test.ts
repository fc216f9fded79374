import { PAYMENT_PASSWORD_MAX_FAILURES } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../test/withdraw.js';
import { createPaymentPasswords } from './payment-password.service.js';
import { createSecurityRepository } from './security.repository.js';

/** What each of `n` simultaneous checks answered: 'ok' or the error code. */
async function race(db: Db, memberId: number, password: string, n: number) {
  const checks = createPaymentPasswords({ repo: createSecurityRepository(db) });
  const answers = await Promise.all(
    Array.from({ length: n }, () =>
      checks.assert(memberId, password).then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      ),
    ),
  );
  return { answers, lockedUntil: await checks.lockedUntil(memberId) };
}

const count = (answers: string[], code: string) => answers.filter((a) => a === code).length;

describe('payment password: only wrong guesses count, also in a race', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
  });

  it('never locks on simultaneous right guesses', async () => {
    const who = await insertWithdrawer(db, { cash: 0, prefix: 'ppr' });
    for (const n of [PAYMENT_PASSWORD_MAX_FAILURES, 8]) {
      const { answers, lockedUntil } = await race(db, who.id, TEST_PAYMENT_PASSWORD, n);
      expect(count(answers, 'payment.password.locked')).toBe(0);
      expect(count(answers, 'payment.password.incorrect')).toBe(0);
      expect(lockedUntil).toBeUndefined();
    }
    // Four wrong guesses, then right ones in a race: the count starts again, no lock.
    await race(db, who.id, '000000', PAYMENT_PASSWORD_MAX_FAILURES - 1);
    const after = await race(db, who.id, TEST_PAYMENT_PASSWORD, PAYMENT_PASSWORD_MAX_FAILURES);
    expect(after.lockedUntil).toBeUndefined();
    expect(count(after.answers, 'payment.password.locked')).toBe(0);
  });

  it('locks on simultaneous wrong guesses, checking no more than the allowed number', async () => {
    const who = await insertWithdrawer(db, { cash: 0, prefix: 'ppr' });
    const { answers, lockedUntil } = await race(db, who.id, '000000', 12);
    expect(lockedUntil).toBeDefined();
    // Every guess refused; only the allowed number were checked: all but the last told
    // "incorrect", the last and every one after it "locked".
    expect(count(answers, 'ok')).toBe(0);
    expect(count(answers, 'payment.password.incorrect')).toBe(PAYMENT_PASSWORD_MAX_FAILURES - 1);
    expect(count(answers, 'payment.password.locked')).toBe(
      12 - (PAYMENT_PASSWORD_MAX_FAILURES - 1),
    );
    // Locked now: even the right password waits.
    const right = await race(db, who.id, TEST_PAYMENT_PASSWORD, 1);
    expect(right.answers).toEqual(['payment.password.locked']);
  });
});
