import { MemberPnl, TRANSACTIONS_PATH, TransactionPage, WITHDRAW_PATHS } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer, TEST_PAYMENT_PASSWORD } from '../../../test/withdraw.js';
import { createLedgerService, MEMBER_CASH } from './index.js';

describe('the account record: every movement of the member’s cash with the balance it left', () => {
  let app: App;
  let db: Db;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  async function memberWithMoves() {
    const who = await insertWithdrawer(db, { cash: 300_000, prefix: 'txr' });
    const ledger = createLedgerService({ db });
    const bet = (amount: number, kind: string, toMember: boolean, n: number) =>
      ledger.move({
        merchantId: who.merchantId,
        from: toMember
          ? { memberId: null, kind: 'house_test_games' }
          : { memberId: who.id, kind: MEMBER_CASH },
        to: toMember
          ? { memberId: who.id, kind: MEMBER_CASH }
          : { memberId: null, kind: 'house_test_games' },
        amountMinor: BigInt(amount),
        idempotencyKey: `txr:${who.id}:${n}`,
        kind,
        memo: kind === 'inhouse_stake' ? 'dice bet' : 'dice win',
      });
    await bet(10_000, 'inhouse_stake', false, 1);
    await bet(19_600, 'inhouse_win', true, 2);
    const withdrawal = await app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: who.headers,
      payload: {
        bankCardId: who.cardId,
        amount: 100_000,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: `txr-wd-${who.id}`,
      },
    });
    expect(withdrawal.statusCode).toBe(200);
    return who;
  }
  type Member = Awaited<ReturnType<typeof memberWithMoves>>;

  const record = async (who: Member, query = '') =>
    valueOf(
      await app.inject({ url: `${TRANSACTIONS_PATH}${query}`, headers: who.headers }),
      TransactionPage,
    );

  it('lists the movements newest first, each with its signed amount and the balance after', async () => {
    const who = await memberWithMoves();
    const page = await record(who);
    expect(page.total).toBe(4);
    expect(
      page.list.map(({ type, amount, balanceAfter }) => ({ type, amount, balanceAfter })),
    ).toEqual([
      { type: 'withdraw', amount: -100_000, balanceAfter: 209_600 },
      { type: 'win', amount: 19_600, balanceAfter: 309_600 },
      { type: 'bet', amount: -10_000, balanceAfter: 290_000 },
      { type: 'bonus', amount: 300_000, balanceAfter: 300_000 },
    ]);
    expect(page.list[0]?.memo).toMatch(/^Withdrawal PW/);
  });

  it('says each movement in the member’s language, references as they are', async () => {
    const who = await memberWithMoves();
    const inLanguage = async (language: string) =>
      valueOf(
        await app.inject({ url: TRANSACTIONS_PATH, headers: { ...who.headers, language } }),
        TransactionPage,
      ).list.map((item) => item.memo);
    const ty = await inLanguage('TY');
    const reference = /PW\w+/.exec(ty[0] ?? '')?.[0];
    expect(ty).toEqual([
      `Withdrawal ${reference}`,
      'Panalo sa Dice',
      'Taya sa Dice',
      expect.any(String),
    ]);
    expect(await inLanguage('EN')).toEqual([
      `Withdrawal ${reference}`,
      'Dice win',
      'Dice bet',
      expect.any(String),
    ]);
  });

  it('filters by type and pages, keeping each balance as it was', async () => {
    const who = await memberWithMoves();
    const wins = await record(who, '?type=win');
    expect(wins.list.map((r) => r.balanceAfter)).toEqual([309_600]);
    const second = await record(who, '?pageSize=3&pageNo=2');
    expect(second).toMatchObject({ total: 4, totalPages: 2, pageNum: 2 });
    expect(second.list.map((r) => r.type)).toEqual(['bonus']);
    expect((await record(who, '?period=today')).total).toBe(4);
    expect((await record(who, `?from=0&to=${Date.now() - 86_400_000}`)).total).toBe(0);
  });

  it('shows each member only their own, and nothing to a guest or a bad query', async () => {
    const who = await memberWithMoves();
    const other = await insertWithdrawer(db, { cash: 0, prefix: 'txr' });
    expect((await record(other)).list).toEqual([]);
    expect((await record(who)).total).toBe(4);
    const guest = await app.inject({ url: TRANSACTIONS_PATH, headers: { merchant: 'DEMO' } });
    expect(guest.statusCode).toBe(401);
    const bad = await app.inject({
      url: `${TRANSACTIONS_PATH}?type=jackpot`,
      headers: who.headers,
    });
    expect(errorOf(bad)).toMatchObject({ code: 'request.invalid', field: 'type' });
  });

  it('sums the profit and loss by the Philippines’ day, every day of the range listed', async () => {
    const who = await memberWithMoves();
    const localDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const today = localDay(Date.now());
    const start = localDay(Date.now() - 2 * 86_400_000);
    const pnl = valueOf(
      await app.inject({
        url: `/wps/relay/ODSFE2_MemPNL?startDate=${start}&endDate=${today}`,
        headers: who.headers,
      }),
      MemberPnl,
    );
    expect(pnl.days.map((d) => d.date)).toHaveLength(3);
    expect(pnl.days.at(-1)).toEqual({
      date: today,
      bets: 10_000,
      wins: 19_600,
      refunds: 0,
      net: 9_600,
      deposits: 0,
      withdrawals: 100_000,
      bonuses: 300_000,
    });
    expect(pnl.days[0]?.net).toBe(0);
    expect(pnl.total.net).toBe(9_600);

    const tooLong = await app.inject({
      url: `/wps/relay/ODSFE2_MemPNL?startDate=2026-01-01&endDate=2026-03-01`,
      headers: who.headers,
    });
    expect(errorOf(tooLong)).toMatchObject({ code: 'request.invalid', field: 'endDate' });
    const noSuchDay = await app.inject({
      url: `/wps/relay/ODSFE2_MemPNL?startDate=2026-02-30&endDate=2026-03-02`,
      headers: who.headers,
    });
    expect(errorOf(noSuchDay)).toMatchObject({ code: 'request.invalid', field: 'startDate' });
    const day32 = await app.inject({
      url: `/wps/relay/ODSFE2_MemPNL?startDate=2026-01-32&endDate=2026-02-01`,
      headers: who.headers,
    });
    expect(errorOf(day32)).toMatchObject({ code: 'request.invalid', field: 'startDate' });
    const guest = await app.inject({
      url: `/wps/relay/ODSFE2_MemPNL?startDate=${today}&endDate=${today}`,
      headers: { merchant: 'DEMO' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
