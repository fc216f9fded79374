import { randomBytes } from 'node:crypto';
import {
  LEADERBOARD_MIN_TURNOVER,
  LEADERBOARD_PATHS,
  LeaderboardMe,
  MEMBER_TYPE,
  MemberClub,
  MemberPnl,
  OperatorPromotion,
  PlaySession,
  PromotionItem,
  REBATE_PATHS,
  siteDayKey,
  RESPONSIBLE_GAMING_PATHS,
  RebatePreview,
  RebateReportPage,
  ResponsibleGaming,
  UPLINE_TRANSFER_PATHS,
  UplineTransferInfo,
  WITHDRAW_LIMITS,
  WITHDRAW_PATHS,
  WithdrawCreateResult,
  WithdrawInfo,
  availablePromotionsRelay,
  memberClubRelay,
  memberPnlRelay,
  relayPath,
  type PnlFigures,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { members, rebateClaims } from '@/db/schema/index.js';
import { maskAccount } from './transfer/transfer.service.js';
import { createLedgerService } from './wallet/index.js';
import { authHeaders } from '../../test/accounts.js';
import { errorOf, valueOf } from '../../test/http.js';
import { betOf, diceBet, freshKey } from '../../test/inhouse.js';
import { insertTestMember, tokenFor, type TestMember } from '../../test/ledger-fixtures.js';
import { approvedDeposit } from '../../test/deposits.js';
import { checkInvariants } from '../../test/ledger-invariants.js';
import { operatorHeaders } from '../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../test/withdraw.js';

type Member = TestMember & { headers: Record<string, string> };

/** A's activity: a deposit, three settled dice bets, a withdrawal, a limit and a reality check. */
const DEPOSIT = 50_000;
const STAKES = [20_000, 20_000, 20_000];
const STAKED = STAKES.reduce((sum, stake) => sum + stake, 0);
const WITHDRAWAL = WITHDRAW_LIMITS.minAmount;
const DEPOSIT_LIMIT = 100_000;
const REALITY_CHECK = 30;
/** The daily mission A completes: bet this much today. */
const MISSION_TARGET = 50_000;
const MISSION_BONUS = 1_000;

const NO_PNL: PnlFigures = {
  bets: 0,
  wins: 0,
  refunds: 0,
  net: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
};
const DAY_MS = 86_400_000;
/** A day in the Philippines, YYYY-MM-DD. */
const localDate = (at: number) => siteDayKey(at);

/**
 * One member-scoped read: how to make it, what A's activity shows in it, and what a member
 * without any shows (their own zeros).
 */
type ScopedRead = {
  route: string;
  read: (who: Member) => Promise<unknown>;
  showsActivity: (answer: unknown) => void;
  showsNone: (answer: unknown) => void;
};
function scoped<T>(
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

describe('member-scoped reads: a member sees only their own figures', () => {
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

  const reads: ScopedRead[] = [
    scoped(
      'profit and loss (ODSFE2_MemPNL)',
      (who) => {
        const now = Date.now();
        const query = `startDate=${localDate(now - DAY_MS)}&endDate=${localDate(now)}`;
        return get(who, `${relayPath(memberPnlRelay)}?${query}`, MemberPnl);
      },
      {
        showsActivity: ({ total }) =>
          expect(total).toMatchObject({
            bets: STAKED,
            wins: won,
            net: won - STAKED,
            deposits: DEPOSIT,
            withdrawals: WITHDRAWAL,
          }),
        showsNone: ({ days, total }) => {
          expect(total).toEqual(NO_PNL);
          expect(days).toHaveLength(2);
          expect(days).toEqual(days.map(({ date }) => ({ date, ...NO_PNL })));
        },
      },
    ),
    scoped('the manual rebate preview (GET /wps/member/rebate)', rebatePreview, {
      showsActivity: (shown) => {
        expect(shown.lines[0]).toMatchObject({
          category: 'inhouse',
          turnover: STAKED,
          bets: STAKES.length,
        });
        expect(shown).toMatchObject({ total: STAKED / 200, blocked: null });
      },
      showsNone: (shown) => {
        expect(shown).toMatchObject({
          total: 0,
          blocked: 'nothing',
          since: { inhouse: 0, lottery: 0 },
          upTo: { inhouse: 0, lottery: 0 },
          lastClaimAt: null,
        });
        expect(shown.lines.map(({ turnover, bets, waiting }) => [turnover, bets, waiting])).toEqual(
          [
            [0, 0, 0],
            [0, 0, 0],
          ],
        );
      },
    }),
    scoped(
      'the VIP club benefit (MCS2_getMemberClubBenefit)',
      (who) => get(who, relayPath(memberClubRelay), MemberClub),
      {
        showsActivity: (club) => expect(club).toMatchObject({ deposit: DEPOSIT, turnover: STAKED }),
        showsNone: (club) =>
          expect(club).toMatchObject({ level: 0, deposit: 0, turnover: 0, next: { level: 1 } }),
      },
    ),
    scoped('withdraw info', (who) => get(who, WITHDRAW_PATHS.info, WithdrawInfo), {
      showsActivity: (info) =>
        expect(info).toMatchObject({
          available: cashOfA,
          held: WITHDRAWAL,
          today: { count: 1, amount: WITHDRAWAL },
          pending: 1,
          paymentPasswordSet: true,
        }),
      showsNone: (info) =>
        expect(info).toEqual({
          available: 0,
          held: 0,
          turnover: { required: 0, wagered: 0, remaining: 0 },
          limits: { ...WITHDRAW_LIMITS },
          today: { count: 0, amount: 0 },
          pending: 0,
          paymentPasswordSet: false,
          withdrawable: 0,
          bonus: { balance: 0, required: 0, wagered: 0 },
        }),
    }),
    scoped(
      'upline transfer info',
      (who) => get(who, UPLINE_TRANSFER_PATHS.info, UplineTransferInfo),
      {
        showsActivity: (info) =>
          expect(info).toEqual({
            upline: { account: maskAccount(uplines.a.account) },
            available: cashOfA,
            transferable: cashOfA,
            turnoverRemaining: 0,
            limits: { minAmount: 100, maxAmount: cashOfA },
            paymentPasswordSet: true,
          }),
        showsNone: (info) =>
          expect(info).toEqual({
            upline: { account: maskAccount(uplines.b.account) },
            available: 0,
            transferable: 0,
            turnoverRemaining: 0,
            limits: { minAmount: 100, maxAmount: 0 },
            paymentPasswordSet: false,
          }),
      },
    ),
    scoped(
      'the promotions’ per-member labels (MCSFE_getAvailablePromotions)',
      async (who) => {
        const { list } = await get(
          who,
          relayPath(availablePromotionsRelay),
          z.object({ list: z.array(PromotionItem) }),
        );
        return list.find((item) => item.id === mission.id);
      },
      {
        showsActivity: (item) =>
          expect(item).toMatchObject({ label: 'Claim', progress: STAKED, amount: MISSION_BONUS }),
        // An open mission offers its fixed bonus to everyone: only the label and progress are B's.
        showsNone: (item) =>
          expect(item).toMatchObject({ label: 'Process', progress: 0, amount: MISSION_BONUS }),
      },
    ),
    scoped(
      'the responsible-gaming settings',
      (who) => get(who, RESPONSIBLE_GAMING_PATHS.settings, ResponsibleGaming),
      {
        showsActivity: (settings) => {
          expect(settings.realityCheckMinutes).toBe(REALITY_CHECK);
          expect(settings.limits[0]).toMatchObject({
            kind: 'deposit',
            period: 'day',
            amount: DEPOSIT_LIMIT,
            used: DEPOSIT,
          });
        },
        showsNone: (settings) => {
          expect(settings).toMatchObject({ break: null, realityCheckMinutes: null });
          expect(
            settings.limits.map(({ amount, pending, used }) => ({ amount, pending, used })),
          ).toEqual(Array(6).fill({ amount: null, pending: null, used: 0 }));
        },
      },
    ),
    scoped(
      'the responsible-gaming session (reality check)',
      (who) => get(who, RESPONSIBLE_GAMING_PATHS.session, PlaySession),
      {
        showsActivity: (session) =>
          expect(session).toMatchObject({
            realityCheckMinutes: REALITY_CHECK,
            bets: STAKED,
            net: won - STAKED,
          }),
        showsNone: (session) =>
          expect(session).toMatchObject({ realityCheckMinutes: null, bets: 0, net: 0 }),
      },
    ),
    scoped(
      'the leaderboard’s own standing (GET /wps/leaderboard/me)',
      (who) => get(who, `${LEADERBOARD_PATHS.me}?board=current`, LeaderboardMe),
      {
        showsActivity: (me) => {
          expect(me).toMatchObject({
            turnover: STAKED,
            toQualify: LEADERBOARD_MIN_TURNOVER - STAKED,
          });
          expect(me.position).not.toBeNull();
        },
        showsNone: (me) =>
          expect(me).toMatchObject({
            rank: null,
            position: null,
            turnover: 0,
            prize: 0,
            toQualify: LEADERBOARD_MIN_TURNOVER,
          }),
      },
    ),
  ];

  it.each(reads)(
    '$route: answers the caller with their own figures, never another member’s',
    async ({ read, showsActivity, showsNone }) => {
      // B before and after A: no answer is kept for one member and given to another.
      const ofB = await read(b);
      const ofA = await read(a);
      showsNone(ofB);
      showsActivity(ofA);
      expect(await read(b)).toEqual(ofB);
    },
  );

  it('pays a rebate claim for the caller’s own bets only: B claiming A’s preview gets nothing, and A’s rebate stays whole', async () => {
    const shownToA = await rebatePreview(a);
    expect(shownToA.total).toBe(STAKED / 200);

    const withRangeOfA = await claimRebate(b, shownToA);
    expect(withRangeOfA.statusCode).toBe(400);
    expect(errorOf(withRangeOfA)).toMatchObject({ code: 'request.invalid', field: 'upTo' });
    const ofOwn = await claimRebate(b, await rebatePreview(b));
    expect(ofOwn.statusCode).toBe(409);
    expect(errorOf(ofOwn).code).toBe('rebate.nothing');

    expect(await cash(b)).toBe(0);
    expect(await db.select().from(rebateClaims).where(eq(rebateClaims.memberId, b.id))).toEqual([]);
    expect(await get(b, REBATE_PATHS.report, RebateReportPage)).toMatchObject({
      list: [],
      total: 0,
      sum: 0,
    });
    expect(await rebatePreview(a)).toEqual(shownToA);
  });
});
