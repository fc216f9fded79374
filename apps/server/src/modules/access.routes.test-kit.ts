import { randomBytes } from 'node:crypto';
import {
  MEMBER_TYPE,
  OperatorPromotion,
  REBATE_PATHS,
  siteDayKey,
  RESPONSIBLE_GAMING_PATHS,
  RebatePreview,
  ResponsibleGaming,
  WITHDRAW_LIMITS,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  type PnlFigures,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { createLedgerService } from './wallet/index.js';
import { authHeaders } from '../../test/accounts.js';
import { valueOf } from '../../test/http.js';
import { betOf, diceBet, freshKey } from '../../test/inhouse.js';
import { insertTestMember, tokenFor, type TestMember } from '../../test/ledger-fixtures.js';
import { approvedDeposit } from '../../test/deposits.js';
import { checkInvariants } from '../../test/ledger-invariants.js';
import { operatorHeaders } from '../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../test/withdraw.js';

export type Member = TestMember & { headers: Record<string, string> };

/** A's activity: a deposit, three settled dice bets, a withdrawal, a limit and a reality check. */
export const DEPOSIT = 50_000;
export const STAKES = [20_000, 20_000, 20_000];
export const STAKED = STAKES.reduce((sum, stake) => sum + stake, 0);
export const WITHDRAWAL = WITHDRAW_LIMITS.minAmount;
export const DEPOSIT_LIMIT = 100_000;
export const REALITY_CHECK = 30;
/** The daily mission A completes: bet this much today. */
export const MISSION_TARGET = 50_000;
export const MISSION_BONUS = 1_000;

export const NO_PNL: PnlFigures = {
  bets: 0,
  wins: 0,
  refunds: 0,
  net: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
};
export const DAY_MS = 86_400_000;
/** A day in the Philippines, YYYY-MM-DD. */
export const localDate = (at: number) => siteDayKey(at);

/**
 * One member-scoped read: how to make it, what A's activity shows in it, and what a member
 * without any shows (their own zeros).
 */
export type ScopedRead = {
  route: string;
  read: (who: Member) => Promise<unknown>;
  showsActivity: (answer: unknown) => void;
  showsNone: (answer: unknown) => void;
};
export function scoped<T>(
  route: string,
  read: (who: Member) => Promise<T>,
  expectations: { showsActivity: (answer: T) => void; showsNone: (answer: T) => void },
): ScopedRead {
  return {
    route,
    read,
    showsActivity: (answer) => expectations.showsActivity(answer as T),
    showsNone: (answer) => expectations.showsNone(answer as T),
  };
}

/** Members A (with activity) and B (without), the app and the helpers both halves share. */
export function accessKit() {
  let app: App;
  let db: Db;
  /** Plays for real (see above), under an upline agent of their own. */
  let a: Member;
  let cardOfA: number;
  /** Has done nothing, under another upline agent. */
  let b: Member;
  let uplines: { a: TestMember; b: TestMember };
  let mission: OperatorPromotion;
  /** What A's bets paid out, and A's cash once all is done. */
  let won: number;
  let cashOfA: number;

  const get = async <T extends z.ZodType>(who: Member, url: string, schema: T) =>
    valueOf(await app.inject({ url, headers: who.headers }), schema);
  const post = (who: Member, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const cash = async (who: Member) =>
    Number(await createLedgerService({ db }).balanceOf(who.id, who.merchantId));
  const rebatePreview = (who: Member) => get(who, REBATE_PATHS.preview, RebatePreview);
  const claimRebate = (who: Member, shown: RebatePreview) =>
    post(who, REBATE_PATHS.claim, {
      since: shown.since,
      upTo: shown.upTo,
      idempotencyKey: freshKey(),
    });

  /** An agent to be a member's upline (its own prefix, so the masked accounts differ). */
  const agent = (prefix: string) => insertTestMember(db, { prefix, type: MEMBER_TYPE.AGENT });
  async function underUpline(who: TestMember, upline: TestMember) {
    await db
      .update(members)
      .set({ uplineId: upline.id, toUpline: true })
      .where(eq(members.id, who.id));
  }

  async function playAsA() {
    await approvedDeposit(app, a, DEPOSIT);
    won = 0;
    for (const amount of STAKES) won += betOf(await diceBet(app, a, { amount })).payout;
    valueOf(
      await post(a, WITHDRAW_PATHS.requests, {
        bankCardId: cardOfA,
        amount: WITHDRAWAL,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: freshKey(),
      }),
      WithdrawCreateResult,
    );
    valueOf(
      await post(a, RESPONSIBLE_GAMING_PATHS.limit, {
        kind: 'deposit',
        period: 'day',
        amount: DEPOSIT_LIMIT,
      }),
      ResponsibleGaming,
    );
    valueOf(
      await post(a, RESPONSIBLE_GAMING_PATHS.realityCheck, { minutes: REALITY_CHECK }),
      ResponsibleGaming,
    );
    cashOfA = await cash(a);
  }

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    mission = valueOf(
      await app.inject({
        method: 'POST',
        url: '/operator/merchants/DEMO/promotions',
        headers: operatorHeaders,
        payload: {
          code: `T_${randomBytes(5).toString('hex').toUpperCase()}`,
          kind: 'MISSION',
          titles: { TY: 'Misyon', EN: 'Mission' },
          bodies: { TY: '<p>TY</p>', EN: '<p>EN</p>' },
          startAt: Date.now() - DAY_MS,
          fixedAmount: MISSION_BONUS,
          target: MISSION_TARGET,
        },
      }),
      OperatorPromotion,
    );
    uplines = { a: await agent('aup'), b: await agent('bup') };
    const withdrawer = await insertWithdrawer(db, { prefix: 'scopea' });
    a = withdrawer;
    cardOfA = withdrawer.cardId;
    const fresh = await insertTestMember(db, { prefix: 'scopeb' });
    b = { ...fresh, headers: authHeaders(await tokenFor(db, fresh)) };
    await underUpline(a, uplines.a);
    await underUpline(b, uplines.b);
    await playAsA();
  });
  afterEach(() => checkInvariants(db));
  afterAll(async () => {
    await app.inject({
      method: 'PUT',
      url: `/operator/merchants/DEMO/promotions/${mission.id}/enabled`,
      headers: operatorHeaders,
      payload: { enabled: false },
    });
    await app.close();
  });

  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    get a() {
      return a;
    },
    get cardOfA() {
      return cardOfA;
    },
    get b() {
      return b;
    },
    get uplines() {
      return uplines;
    },
    get mission() {
      return mission;
    },
    get won() {
      return won;
    },
    get cashOfA() {
      return cashOfA;
    },
    get,
    post,
    cash,
    rebatePreview,
    claimRebate,
    agent,
    underUpline,
    playAsA,
  };
}
