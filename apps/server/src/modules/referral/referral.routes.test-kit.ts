import {
  DEPOSIT_PATHS,
  DepositCreateResult,
  LoginResult,
  MEMBER_TYPE,
  REFERRAL_PATHS,
  ReferralFriendPage,
  ReferralInfo,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import {
  depositChannels,
  depositRequests,
  memberRewards,
  members,
  promotions,
  referrals,
} from '@/db/schema/index.js';
import { authHeaders } from '../../../test/accounts.js';
import { valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { insertTestMember, merchantIdOf, tokenFor } from '../../../test/ledger-fixtures.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { registerWith, validForm } from '../../../test/registration.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

export const OPERATOR_DEPOSITS = '/operator/merchants/DEMO/deposits';
let keys = 0;
export const freshKey = () => `ref-key-${Date.now()}-${(keys += 1)}`;

/** The app, the database and the helpers both halves of these tests share. */
export function referralKit() {
  let app: App;
  let db: Db;
  let register: ReturnType<typeof registerWith>;
  let switches: ReturnType<typeof operatorSwitches>;
  let referralPromotionId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    register = registerWith(app);
    switches = operatorSwitches(app);
    const demo = await merchantIdOf(db, 'DEMO');
    const [row] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantId, demo), eq(promotions.code, 'REFERRAL')));
    if (!row) throw new Error('the demo REFERRAL promotion is not seeded');
    referralPromotionId = row.id;
  });
  afterEach(async () => {
    await switches.restore();
    await db
      .update(promotions)
      .set({ enabled: true, endAt: null })
      .where(eq(promotions.id, referralPromotionId));
    await checkInvariants(db);
  });
  afterAll(() => app.close());

  async function member(type: number = MEMBER_TYPE.PLAYER, merchantCode = 'DEMO') {
    const row = await insertTestMember(db, { prefix: 'inv', type, merchantCode });
    const token = await tokenFor(db, row);
    return { ...row, headers: authHeaders(token, merchantCode) };
  }

  const info = async (who: { headers: Record<string, string> }) =>
    valueOf(await app.inject({ url: REFERRAL_PATHS.info, headers: who.headers }), ReferralInfo);
  const friends = async (who: { headers: Record<string, string> }, query = '') =>
    valueOf(
      await app.inject({ url: `${REFERRAL_PATHS.friends}${query}`, headers: who.headers }),
      ReferralFriendPage,
    );

  /** A friend registered through `code`, signed in. */
  async function friendOf(code: string) {
    const form = validForm();
    const result = valueOf(await register({ ...form, recommenderId: code }), LoginResult);
    return {
      id: result.id,
      account: form.username ?? '',
      headers: authHeaders(result.token, 'DEMO'),
    };
  }
  type Friend = Awaited<ReturnType<typeof friendOf>>;

  async function depositOf(who: Friend, amount: number) {
    const response = await app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: who.headers,
      payload: { channelCode: 'GCASH', amount, idempotencyKey: freshKey() },
    });
    return valueOf(response, DepositCreateResult).id;
  }
  /** A pending request below every channel's minimum, as an older channel rule may have let in. */
  async function smallDepositOf(who: Friend, amount: number) {
    const [channel] = await db
      .select({ id: depositChannels.id })
      .from(depositChannels)
      .where(eq(depositChannels.code, 'GCASH'));
    if (!channel) throw new Error('the demo GCASH channel is missing');
    const [row] = await db
      .insert(depositRequests)
      .values({
        merchantId: await merchantIdOf(db, 'DEMO'),
        memberId: who.id,
        channelId: channel.id,
        idempotencyKey: freshKey(),
        reference: `REF${freshKey()}`,
        amount,
        fee: 0,
        credit: amount,
      })
      .returning({ id: depositRequests.id });
    if (!row) throw new Error('deposit request not inserted');
    return row.id;
  }
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `${OPERATOR_DEPOSITS}/${id}/approve`,
      headers: operatorHeaders,
    });
  const rewardsOf = (inviterId: number) =>
    db
      .select()
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, inviterId), eq(memberRewards.source, 'REFERRAL')));
  const referralOf = (inviteeId: number) =>
    db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
  const accountsNamed = (account: string) =>
    db.select().from(members).where(eq(members.accountKey, account.toLowerCase()));

  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    get register() {
      return register;
    },
    get switches() {
      return switches;
    },
    get referralPromotionId() {
      return referralPromotionId;
    },
    member,
    info,
    friends,
    friendOf,
    depositOf,
    smallDepositOf,
    approve,
    rewardsOf,
    referralOf,
    accountsNamed,
  };
}

export type Friend = Awaited<ReturnType<ReturnType<typeof referralKit>['friendOf']>>;
