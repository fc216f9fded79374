import {
  DAY_MS,
  INHOUSE_PATHS,
  MEMBER_TYPE,
  relayPath,
  siteDayKey,
  teamBetRelay,
  TeamBetPage,
  teamKpiBRelay,
  TeamKpiOverview,
  type LotteryBetItem,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { createMovements, type MemberRef } from '@/modules/wallet/index.js';
import { authHeaders, createAccount, type TestAccount } from '../../../../test/accounts.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { valueOf } from '../../../../test/http.js';
import { freshKey } from '../../../../test/inhouse.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import {
  bet,
  drawAt,
  fakeClock,
  lotteryWorld,
  NOON,
  placeOrder,
  type LotteryMerchant,
} from '../../../../test/lottery.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import {
  expectedDays,
  expectedMembers,
  ledgerEvents,
  pickExpected,
  zeroDay,
  type LedgerEvents,
} from './ledger-oracle.test-kit.js';
import { createRollup } from './rollup.js';

/**
 * The team figures match the ledger: a random tree of agents and players on a merchant of the
 * test's own deposits, bets in-house and on the lottery (won, lost, cancelled), is paid wins,
 * withdraws, gets bonuses and rebates; after the roll-up, every agent's team and direct figures
 * of every day equal the sums the ledger and the bet rows give (ledger-oracle.test-kit.ts).
 */
describe('team figures against the ledger', () => {
  const clock = fakeClock(NOON + 5_000);
  let app: App;
  let db: Db;
  let merchant: LotteryMerchant;
  let sellingAt = NOON + 60_000;
  const agents: TestAccount[] = [];
  const players: { account: TestAccount; headers: Record<string, string> }[] = [];

  /** A seeded random, so a failure replays. */
  let seed = 20_261_128;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  /** A session of `account` on the test's merchant (a login of today). */
  const signedIn = async (account: TestAccount) =>
    authHeaders(await tokenFor(db, account), merchant.code);

  beforeAll(async () => {
    ({ app, merchant } = await lotteryWorld(clock));
    db = (await sharedDatabase()).db;
    const on = { merchantCode: merchant.code };
    const top = await createAccount({ ...on, type: MEMBER_TYPE.AGENT });
    agents.push(top);
    for (let i = 0; i < 14; i += 1) {
      const upline = pick(agents);
      const isAgent = random() < 0.4;
      const type = isAgent ? pick([MEMBER_TYPE.AGENT, MEMBER_TYPE.AGENT_PLAYER]) : 0;
      const account = await createAccount({ ...on, type, upline });
      if (isAgent) agents.push(account);
      if (type !== MEMBER_TYPE.AGENT) {
        players.push({ account, headers: await signedIn(account) });
      }
    }
  });
  afterAll(() => app.close());

  const ref = (account: TestAccount): MemberRef => ({
    merchantId: account.merchantId,
    memberId: account.id,
  });

  /** Deposits, bonuses, rebates and a paid withdrawal through the movement API. */
  async function money(account: TestAccount): Promise<void> {
    await db.transaction(async (tx) => {
      const movements = createMovements(tx);
      const deposit = BigInt(50_000 + Math.floor(random() * 50_000));
      await movements.grant(ref(account), {
        from: 'house_deposit',
        amountMinor: deposit,
        key: `tf:dep:${freshKey()}`,
        kind: 'deposit',
        wagering: 'none',
      });
      if (random() < 0.5) {
        await movements.grant(ref(account), {
          from: 'house_promotions',
          amountMinor: 1_000n,
          key: `tf:bonus:${freshKey()}`,
          kind: 'promotion_bonus',
          wagering: { bonusMinor: 1_000 },
        });
      }
      if (random() < 0.5) {
        await movements.grant(ref(account), {
          from: 'house_rebate',
          amountMinor: 250n,
          key: `tf:rebate:${freshKey()}`,
          kind: 'rebate',
          wagering: 'none',
        });
      }
      if (random() < 0.5) {
        const key = `tf:wd:${freshKey()}`;
        await movements.hold(ref(account), {
          amountMinor: 10_000n,
          key: `${key}:hold`,
          kind: 'withdraw_hold',
        });
        await movements.release(ref(account), {
          to: random() < 0.7 ? 'house_withdraw' : 'cash',
          amountMinor: 10_000n,
          key: `${key}:settle`,
          kind: 'withdraw_paid',
        });
      }
    });
  }

  /** A dice bet (a third at 90 % to win: not valid, its stake counts, its valid stake not) or a spin. */
  const inhouseBet = (headers: Record<string, string>) => {
    const amount = 100 + Math.floor(random() * 10) * 100;
    const dice = random() < 0.6;
    const target = random() < 0.3 ? 9_000 : 4_950;
    return app.inject({
      method: 'POST',
      url: dice ? INHOUSE_PATHS.dice : INHOUSE_PATHS.slot,
      headers,
      payload: {
        amount,
        idempotencyKey: freshKey(),
        ...(dice ? { target, direction: 'under' } : {}),
      },
    });
  };

  async function lotteryOrder(headers: Record<string, string>, bets: LotteryBetItem[]) {
    const { numero } = await drawAt(merchant.merchantId, 'SPD1', sellingAt);
    const response = await placeOrder(
      app,
      { id: 0, merchantId: merchant.merchantId, headers },
      {
        gameCode: 'SPD1',
        numero,
        bets,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  it(
    'every agent, team and direct, every day: the sums of the ledger and the bets',
    { timeout: 120_000 },
    async () => {
      for (const { account, headers } of players) {
        await money(account);
        for (let i = 0; i < 3; i += 1) {
          const placed = await inhouseBet(headers);
          expect(placed.statusCode, placed.body).toBe(200);
        }
        if (random() < 0.7) {
          await lotteryOrder(headers, [
            bet('SUM', String(Math.floor(random() * 46)), 200),
            bet('SUM_BIG_SMALL', 'BIG', 300),
          ]);
        }
      }
      // The draw: bets won and lost (and valid or not) settle on the lottery's clock.
      clock.set(sellingAt);
      await app.lottery.engine.tick();
      sellingAt += 60_000;

      await createRollup(db).flush();
      await checkInvariants(db);
      const events: LedgerEvents = await ledgerEvents(db, merchant.merchantId);
      const today = siteDayKey(Date.now());
      const startDate = siteDayKey(Date.now() - 30 * DAY_MS);
      for (const agent of agents) {
        const headers = await signedIn(agent);
        for (const direct of [false, true]) {
          await createRollup(db).flush(); // the login just made
          const fresh = await ledgerEvents(db, merchant.merchantId);
          const expected = expectedDays(fresh, agent, direct);
          const answer = valueOf(
            await app.inject({
              url: `${relayPath(teamKpiBRelay)}?startDate=${startDate}&endDate=${today}&size=31&scope=${direct ? 'direct' : 'team'}`,
              headers,
            }),
            TeamKpiOverview,
          );
          expect(answer.total).toBe(31);
          // Over the 31 days each member counts once, read from the members' day rows.
          expect(answer.footer, `${agent.account} ${direct}`).toMatchObject(
            expectedMembers(fresh, agent, direct),
          );
          for (const row of answer.list) {
            expect(pickExpected(row), `${agent.account} ${direct} ${row.balanceDate}`).toEqual(
              expected.get(row.balanceDate) ?? zeroDay(),
            );
          }
          if (!direct) {
            // Team betting's footer (every game, no status): the same days, the same sums.
            const days = [...expected.values()];
            const sum = (pick: (day: (typeof days)[number]) => number) =>
              days.reduce((total, day) => total + pick(day), 0);
            const bets = valueOf(
              await app.inject({
                url: `${relayPath(teamBetRelay)}?startDate=${startDate}&endDate=${today}`,
                headers,
              }),
              TeamBetPage,
            );
            expect(bets.footer, agent.account).toEqual({
              betAmount: sum((day) => day.teamTotalBet),
              validBetAmount: sum((day) => day.teamValidBet),
              winAmount: sum((day) => day.teamTotalWin),
              profitAndLoss: sum((day) => day.teamTotalPnl),
            });
          }
        }
      }
      // Something happened: the oracle did not compare zeros with zeros.
      expect(events.events.filter((e) => e.kind === 'inhouse_stake').length).toBeGreaterThan(10);
      expect(events.events.some((e) => e.kind === 'valid_lottery')).toBe(true);
      expect(events.events.some((e) => e.kind === 'withdraw_paid')).toBe(true);
    },
  );
});
