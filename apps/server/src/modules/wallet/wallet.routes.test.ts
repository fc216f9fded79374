import { WalletBalance } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { createLedgerService } from './ledger.service.js';
import { creditTrial } from './opening-balances.js';

describe('GET /wps/wallets/balance', () => {
  let app: App;
  let db: Db;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterAll(() => app.close());

  const balanceOf = (token: string | undefined, merchant = 'DEMO') =>
    app.inject({
      url: '/wps/wallets/balance',
      headers: { merchant, ...(token === undefined ? {} : { authorization: token }) },
    });

  it('answers 401 login.not.session without a token', async () => {
    const response = await balanceOf(undefined);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('login.not.session');
  });

  it('answers 401 user.or.token.invalid for an unknown token', async () => {
    const response = await balanceOf('not-a-live-token');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('user.or.token.invalid');
  });

  it("shows the member's ledger balance in major units with the currency symbol", async () => {
    const member = await insertTestMember(db);
    const ledger = createLedgerService({ db });
    await ledger.credit(
      member.merchantId,
      member.id,
      123_450n,
      'house_opening',
      `t:${member.account}`,
    );
    const response = await balanceOf(await tokenFor(db, member));
    expect(response.statusCode).toBe(200);
    expect(valueOf(response, WalletBalance)).toEqual({
      sumBalance: 1234.5,
      currency: 'PHP',
      currencySymbol: '₱',
      cashBalance: 1234.5,
      bonusBalance: 0,
      bonusRequired: 0,
      bonusWagered: 0,
      // Above the ₱100 minimum, with no turnover owed and nothing in process: all of it.
      withdrawable: 1234.5,
    });
  });

  it('shows 0 for a member who has no account yet', async () => {
    const member = await insertTestMember(db);
    const response = await balanceOf(await tokenFor(db, member));
    expect(valueOf(response, WalletBalance).sumBalance).toBe(0);
  });

  it('shows a trial account its play money, credited once however often', async () => {
    const trial = await insertTestMember(db, {
      merchantCode: 'DEMOTRIAL',
      type: 4,
      prefix: 'trial',
    });
    const first = await creditTrial(db, trial.merchantId, trial.id);
    const again = await creditTrial(db, trial.merchantId, trial.id);
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    const response = await balanceOf(await tokenFor(db, trial), 'DEMOTRIAL');
    expect(valueOf(response, WalletBalance)).toEqual({
      sumBalance: 2000,
      currency: 'PHP',
      currencySymbol: '₱',
      cashBalance: 2000,
      bonusBalance: 0,
      bonusRequired: 0,
      bonusWagered: 0,
      // Play money: a trial account withdraws nothing.
      withdrawable: 0,
    });
  });

  it('keeps amounts exact to the cent', async () => {
    const member = await insertTestMember(db);
    const ledger = createLedgerService({ db });
    // 0.1 + 0.2 style amounts: 10 cents and 20 cents, then a large amount with odd cents.
    await ledger.credit(member.merchantId, member.id, 10n, 'house_opening', `c1:${member.account}`);
    await ledger.credit(member.merchantId, member.id, 20n, 'house_opening', `c2:${member.account}`);
    const token = await tokenFor(db, member);
    expect(valueOf(await balanceOf(token), WalletBalance).sumBalance).toBe(0.3);
    await ledger.credit(
      member.merchantId,
      member.id,
      123_456_789_01n,
      'house_opening',
      `c3:${member.account}`,
    );
    expect(valueOf(await balanceOf(token), WalletBalance).sumBalance).toBe(123_456_789.31);
  });
});
