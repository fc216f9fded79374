import {
  DEPOSIT_PATHS,
  DepositCreateResult,
  DepositPage,
  MEMBER_TYPE,
  WalletBalance,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { depositRequests } from '@/db/schema/index.js';
import { authHeaders } from '../../../test/accounts.js';
import { valueOf } from '../../../test/http.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

export const OPERATOR = '/operator/merchants/DEMO/deposits';
let keys = 0;
export const freshKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

/** The app, the database and the helpers both halves of these tests share. */
export function depositKit() {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterAll(() => app.close());

  async function member(type: number = MEMBER_TYPE.PLAYER, merchantCode = 'DEMO') {
    const row = await insertTestMember(db, { prefix: 'dep', type, merchantCode });
    const token = await tokenFor(db, row);
    return { ...row, headers: authHeaders(token, merchantCode) };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  const create = (who: Member, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: { ...who.headers, ...headers },
      payload,
    });
  async function deposit(who: Member, channelCode = 'GCASH', amount = 100_000) {
    return valueOf(
      await create(who, { channelCode, amount, idempotencyKey: freshKey() }),
      DepositCreateResult,
    );
  }
  const list = async (who: Member, query = '') =>
    valueOf(
      await app.inject({ url: `${DEPOSIT_PATHS.requests}${query}`, headers: who.headers }),
      DepositPage,
    );
  const balance = async (who: Member) =>
    valueOf(await app.inject({ url: '/wps/wallets/balance', headers: who.headers }), WalletBalance)
      .sumBalance;
  const approve = (id: number) =>
    app.inject({ method: 'POST', url: `${OPERATOR}/${id}/approve`, headers: operatorHeaders });
  const reject = (id: number, reason = 'No transfer received') =>
    app.inject({
      method: 'POST',
      url: `${OPERATOR}/${id}/reject`,
      headers: operatorHeaders,
      payload: { reason },
    });
  const rowsOf = (memberId: number) =>
    db.select().from(depositRequests).where(eq(depositRequests.memberId, memberId));

  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    member,
    create,
    deposit,
    list,
    balance,
    approve,
    reject,
    rowsOf,
  };
}
