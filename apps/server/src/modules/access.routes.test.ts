import {
  MemberClub,
  MemberPnl,
  WITHDRAW_LIMITS,
  WITHDRAW_PATHS,
  WithdrawInfo,
  memberClubRelay,
  memberPnlRelay,
  relayPath,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessKit,
  DEPOSIT,
  STAKES,
  STAKED,
  WITHDRAWAL,
  NO_PNL,
  DAY_MS,
  localDate,
  type ScopedRead,
  scoped,
} from './access.routes.test-kit.js';

describe('member-scoped reads: a member sees only their own figures', () => {
  const kit = accessKit();
  const { get, rebatePreview } = kit;

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
            wins: kit.won,
            net: kit.won - STAKED,
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
          since: { inhouse: 0, lottery: 0, vendor: 0 },
          upTo: { inhouse: 0, lottery: 0, vendor: 0 },
          lastClaimAt: null,
        });
        expect(shown.lines.map(({ turnover, bets, waiting }) => [turnover, bets, waiting])).toEqual(
          [
            [0, 0, 0],
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
          available: kit.cashOfA,
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
});
