import { DEPOSIT_PATHS, DepositCreateResult, WalletBalance } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningApp, runAdminIn } from '../../test/admin-cli.js';
import type { App } from '../app.js';
import { authHeaders } from '../../test/accounts.js';
import { valueOf } from '../../test/http.js';
import { insertTestMember, tokenFor } from '../../test/ledger-fixtures.js';
import { sharedDatabase } from '../../test/test-app.js';
import { parseAdminArgs } from './admin-args.js';

const command = (...argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  return parsed.ok ? parsed.args.command : parsed.error;
};

describe('admin CLI: deposits', () => {
  it('reads the deposits commands', () => {
    expect(command('deposits', 'list')).toEqual({ kind: 'deposits-list', status: 'pending' });
    expect(command('deposits', 'list', 'all')).toEqual({ kind: 'deposits-list', status: 'all' });
    expect(command('deposits', 'approve', '12')).toEqual({ kind: 'deposits-approve', id: 12 });
    expect(command('deposits', 'reject', '12', '--reason', ' No transfer ')).toEqual({
      kind: 'deposits-reject',
      id: 12,
      reason: 'No transfer',
    });
  });

  it.each([
    [['deposits'], /Wrong arguments for deposits$/],
    [['deposits', 'list', 'done'], /deposits list takes pending, approved/],
    [['deposits', 'approve', 'x'], /Wrong arguments for deposits approve/],
    [['deposits', 'reject', '3'], /needs --reason/],
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

    it('lists pending requests, approves one once and rejects another', async () => {
      const { db } = await sharedDatabase();
      const row = await insertTestMember(db, { prefix: 'cli' });
      const headers = authHeaders(await tokenFor(db, row));
      const ask = async (key: string) =>
        valueOf(
          await app.inject({
            method: 'POST',
            url: DEPOSIT_PATHS.requests,
            headers,
            payload: { channelCode: 'MAYA', amount: 150_000, idempotencyKey: key },
          }),
          DepositCreateResult,
        );
      const first = await ask(`cli-key-a-${row.id}`);
      const second = await ask(`cli-key-b-${row.id}`);

      const pending = await admin('deposits', 'list');
      expect(pending.code).toBe(0);
      expect(pending.out).toMatch(
        new RegExp(`#${first.id} .* ${row.account} +MAYA +1,500.00 +5.00 +1,495.00 +pending`),
      );

      const approved = await admin('deposits', 'approve', String(first.id));
      expect(approved).toMatchObject({ code: 0, err: '' });
      expect(approved.out).toBe(
        `Deposit #${first.id} ${first.reference} is approved: 1,495.00 credited to ${row.account}.`,
      );
      const again = await admin('deposits', 'approve', String(first.id));
      expect(again.out).toMatch(/was already approved/);
      const balance = valueOf(
        await app.inject({ url: '/wps/wallets/balance', headers }),
        WalletBalance,
      );
      expect(balance.sumBalance).toBe(1_495);

      const rejected = await admin('deposits', 'reject', String(second.id), '--reason', 'No money');
      expect(rejected.out).toMatch(/is rejected \(No money\)/);
      const late = await admin('deposits', 'approve', String(second.id));
      expect(late.code).toBe(1);
      expect(late.err).toMatch(/deposit\.not\.pending/);
    });
  });
});
