import {
  MEMBER_TYPE,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  WithdrawInfo,
  WithdrawPage,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { withdrawRequests } from '@/db/schema/index.js';
import { valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../test/withdraw.js';

export const OPERATOR = '/operator/merchants/DEMO/withdrawals';
let keys = 0;
export const freshKey = () => `wd-key-${Date.now()}-${(keys += 1)}`;

/** The app, the database and the helpers both halves of these tests share. */
export function withdrawKit() {
  let app: App;
  let db: Db;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  const member = (cash = 500_000, type: number = MEMBER_TYPE.PLAYER, merchantCode = 'DEMO') =>
    insertWithdrawer(db, { cash, type, merchantCode });
  type Member = Awaited<ReturnType<typeof member>>;

  const create = (who: Member, payload: object) =>
    app.inject({ method: 'POST', url: WITHDRAW_PATHS.requests, headers: who.headers, payload });
  const body = (who: Member, amount: number, extra: object = {}) => ({
    bankCardId: who.cardId,
    amount,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    idempotencyKey: freshKey(),
    ...extra,
  });
  const withdraw = async (who: Member, amount = 100_000) =>
    valueOf(await create(who, body(who, amount)), WithdrawCreateResult);
  const info = async (who: Member) =>
    valueOf(await app.inject({ url: WITHDRAW_PATHS.info, headers: who.headers }), WithdrawInfo);
  const list = async (who: Member, query = '') =>
    valueOf(
      await app.inject({ url: `${WITHDRAW_PATHS.requests}${query}`, headers: who.headers }),
      WithdrawPage,
    );
  const cancel = (who: Member, id: number) =>
    app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.cancel,
      headers: who.headers,
      payload: { id },
    });
  const processing = (id: number) =>
    app.inject({ method: 'POST', url: `${OPERATOR}/${id}/process`, headers: operatorHeaders });
  const pay = (id: number) =>
    app.inject({ method: 'POST', url: `${OPERATOR}/${id}/pay`, headers: operatorHeaders });
  const reject = (id: number, reason = 'Name does not match the account') =>
    app.inject({
      method: 'POST',
      url: `${OPERATOR}/${id}/reject`,
      headers: operatorHeaders,
      payload: { reason },
    });
  const rowsOf = (memberId: number) =>
    db.select().from(withdrawRequests).where(eq(withdrawRequests.memberId, memberId));
  /** What the member's money adds up to: cash to play with, and held. */
  const money = async (who: Member) => {
    const { available, held } = await info(who);
    return { available, held };
  };

  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    member,
    create,
    body,
    withdraw,
    info,
    list,
    cancel,
    processing,
    pay,
    reject,
    rowsOf,
    money,
  };
}
