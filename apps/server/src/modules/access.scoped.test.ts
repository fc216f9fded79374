import {
  LEADERBOARD_MIN_TURNOVER,
  LEADERBOARD_PATHS,
  LeaderboardMe,
  PlaySession,
  PromotionItem,
  REBATE_PATHS,
  RESPONSIBLE_GAMING_PATHS,
  RebateReportPage,
  ResponsibleGaming,
  UPLINE_TRANSFER_PATHS,
  UplineTransferInfo,
  availablePromotionsRelay,
  relayPath,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rebateClaims } from '@/db/schema/index.js';
import { maskAccount } from './transfer/transfer.service.js';
import { errorOf } from '../../test/http.js';
import {
  accessKit,
  DEPOSIT,
  STAKED,
  DEPOSIT_LIMIT,
  REALITY_CHECK,
  MISSION_BONUS,
  type ScopedRead,
  scoped,
} from './access.routes.test-kit.js';

describe('member-scoped reads and claims: limits, uplines, promotions, rebates', () => {
  const kit = accessKit();
  const { get, cash, rebatePreview, claimRebate } = kit;

  const reads: ScopedRead[] = [
    scoped(
      'upline transfer info',
      (who) => get(who, UPLINE_TRANSFER_PATHS.info, UplineTransferInfo),
      {
        showsActivity: (info) =>
          expect(info).toEqual({
            upline: { account: maskAccount(kit.uplines.a.account) },
            available: kit.cashOfA,
            transferable: kit.cashOfA,
            turnoverRemaining: 0,
            limits: { minAmount: 100, maxAmount: kit.cashOfA },
            paymentPasswordSet: true,
          }),
        showsNone: (info) =>
          expect(info).toEqual({
            upline: { account: maskAccount(kit.uplines.b.account) },
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
        return list.find((item) => item.id === kit.mission.id);
      },
      {
        showsActivity: (item) =>
          expect(item).toMatchObject({ label: 'Claim', progress: STAKED, amount: MISSION_BONUS }),
        // An open kit.mission offers its fixed bonus to everyone: only the label and progress are B's.
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
            net: kit.won - STAKED,
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
      const ofB = await read(kit.b);
      const ofA = await read(kit.a);
      showsNone(ofB);
      showsActivity(ofA);
      expect(await read(kit.b)).toEqual(ofB);
    },
  );

  it('pays kit.a rebate claim for the caller’s own bets only: B claiming A’s preview gets nothing, and A’s rebate stays whole', async () => {
    const shownToA = await rebatePreview(kit.a);
    expect(shownToA.total).toBe(STAKED / 200);

    const withRangeOfA = await claimRebate(kit.b, shownToA);
    expect(withRangeOfA.statusCode).toBe(400);
    expect(errorOf(withRangeOfA)).toMatchObject({ code: 'request.invalid', field: 'upTo' });
    const ofOwn = await claimRebate(kit.b, await rebatePreview(kit.b));
    expect(ofOwn.statusCode).toBe(409);
    expect(errorOf(ofOwn).code).toBe('rebate.nothing');

    expect(await cash(kit.b)).toBe(0);
    expect(
      await kit.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, kit.b.id)),
    ).toEqual([]);
    expect(await get(kit.b, REBATE_PATHS.report, RebateReportPage)).toMatchObject({
      list: [],
      total: 0,
      sum: 0,
    });
    expect(await rebatePreview(kit.a)).toEqual(shownToA);
  });
});
