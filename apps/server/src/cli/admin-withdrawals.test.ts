import { WITHDRAW_PATHS, WithdrawCreateResult, WithdrawInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import type { App } from '../app.js';
import { valueOf } from '../../test/http.js';
import { sharedDatabase } from '../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../test/withdraw.js';
import { parseAdminArgs } from './admin-args.js';

const command = (...argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  return parsed.ok ? parsed.args.command : parsed.error;
};

describe('admin CLI: withdrawals', () => {
  it('reads the withdrawals commands', () => {
    expect(command('withdrawals', 'list')).toEqual({ kind: 'withdrawals-list', status: 'pending' });
    expect(command('withdrawals', 'list', 'paid')).toEqual({
      kind: 'withdrawals-list',
      status: 'paid',
    });
    expect(command('withdrawals', 'list', 'processing')).toEqual({
      kind: 'withdrawals-list',
      status: 'processing',
    });
    expect(command('withdrawals', 'process', '7')).toEqual({ kind: 'withdrawals-process', id: 7 });
    expect(command('withdrawals', 'pay', '7')).toEqual({ kind: 'withdrawals-pay', id: 7 });
    expect(command('withdrawals', 'reject', '7', '--reason', 'Wrong name')).toEqual({
      kind: 'withdrawals-reject',
      id: 7,
      reason: 'Wrong name',
    });
  });

  it.each([
    [['withdrawals', 'approve', '7'], /Wrong arguments for withdrawals approve/],
    [['withdrawals', 'list', 'approved'], /withdrawals list takes pending, processing, paid/],
    [['withdrawals', 'process'], /Wrong arguments for withdrawals process/],
    [['withdrawals', 'process', 'x7'], /Wrong arguments for withdrawals process/],
    [['withdrawals', 'process', '7', '8'], /Wrong arguments for withdrawals process/],
    [['withdrawals', 'reject', '7'], /needs --reason/],
  ])('refuses %j', (argv, error) => {
    expect(command(...argv)).toMatch(error);
  });

  describe('against a running server', () => {
    let app: App;
    let env: NodeJS.ProcessEnv;
    beforeAll(async () => {
      ({ app, env } = await listeningApp());
    });
    afterAll(() => app.close());

    const admin = (...argv: string[]) => runAdminIn(env, argv);

    it('lists a pending withdrawal with the number to pay to, pays it once, rejects the next, claims and pays a third', async () => {
      const { db } = await sharedDatabase();
      const who = await insertWithdrawer(db, { cash: 400_000, prefix: 'cliwd' });
      const ask = async (key: string) =>
        valueOf(
          await app.inject({
            method: 'POST',
            url: WITHDRAW_PATHS.requests,
            headers: who.headers,
            payload: {
              bankCardId: who.cardId,
              amount: 150_000,
              paymentPassword: TEST_PAYMENT_PASSWORD,
              idempotencyKey: key,
            },
          }),
          WithdrawCreateResult,
        );
      const first = await ask(`cli-wd-a-${who.id}`);
      const pending = await admin('withdrawals', 'list');
      expect(pending.code).toBe(0);
      expect(pending.out).toMatch(
        new RegExp(
          `#${first.id} .* ${who.account} +1,500.00 +pending +${first.reference} +GCash ${who.card.accountNumber} Juan Dela Cruz`,
        ),
      );

      const paid = await admin('withdrawals', 'pay', String(first.id));
      expect(paid).toMatchObject({ code: 0, err: '' });
      expect(paid.out).toBe(
        `Withdrawal #${first.id} ${first.reference} is paid: 1,500.00 to ${who.account}'s GCash.`,
      );
      expect((await admin('withdrawals', 'pay', String(first.id))).out).toMatch(/was already paid/);

      const second = await ask(`cli-wd-b-${who.id}`);
      const rejected = await admin('withdrawals', 'reject', String(second.id), '--reason', 'Check');
      expect(rejected.out).toMatch(/is rejected \(Check\): 1,500.00 back to/);
      const late = await admin('withdrawals', 'pay', String(second.id));
      expect(late.code).toBe(1);
      expect(late.err).toMatch(/withdraw\.not\.pending/);

      const third = await ask(`cli-wd-c-${who.id}`);
      const claimed = await admin('withdrawals', 'process', String(third.id));
      expect(claimed).toMatchObject({ code: 0, err: '' });
      expect(claimed.out).toBe(
        `Withdrawal #${third.id} ${third.reference} is being processed: send 1,500.00 to ${who.account}'s GCash ${who.card.accountNumber} Juan Dela Cruz, then pay or reject it.`,
      );
      expect((await admin('withdrawals', 'process', String(third.id))).out).toMatch(
        /was already being processed/,
      );
      expect((await admin('withdrawals', 'list', 'processing')).out).toMatch(
        new RegExp(`#${third.id} .* processing +${third.reference}`),
      );
      const cancel = await app.inject({
        method: 'POST',
        url: WITHDRAW_PATHS.cancel,
        headers: who.headers,
        payload: { id: third.id },
      });
      expect(cancel.statusCode).toBe(409);
      expect((await admin('withdrawals', 'pay', String(third.id))).out).toMatch(
        /is paid: 1,500.00/,
      );
      const again = await admin('withdrawals', 'process', String(third.id));
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/withdraw\.not\.pending/);

      const info = valueOf(
        await app.inject({ url: WITHDRAW_PATHS.info, headers: who.headers }),
        WithdrawInfo,
      );
      expect(info).toMatchObject({ available: 100_000, held: 0 });
    });
  });
});
