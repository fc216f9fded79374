import {
  MemberPnl,
  REWARD_PATHS,
  RewardClaimResult,
  TRANSACTIONS_PATH,
  TransactionPage,
  WITHDRAW_PATHS,
  WalletBalance,
  WithdrawCreateResult,
  WithdrawInfo,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { memberBonusGrants } from '@/db/schema/index.js';
import { grantReward } from '../rewards/index.js';
import { bonusOf, bonusWageringOf } from '../../../test/bonus.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { balanceOf, diceBet, freshKey, playThrough } from '../../../test/inhouse.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { TEST_PAYMENT_PASSWORD, insertWithdrawer } from '../../../test/withdraw.js';
import { createLedgerService, DEMO_OPENING_MINOR, seedOpeningKey } from './index.js';

type Member = Awaited<ReturnType<typeof insertWithdrawer>>;

/** Issue 24 "A bonus locks only itself" and "Opening balances filed as bonus". */
describe('bonus wallet: bonuses apart from cash, with their own wagering', () => {
  let app: App;
  let db: Db;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));
  afterAll(() => app.close());

  /** A reward of `amount` with `turnoverBp` wagering, granted and claimed through the route. */
  async function claimBonus(who: Member, amount: number, turnoverBp = 20_000) {
    const key = freshKey();
    await grantReward(
      db,
      {
        memberId: who.id,
        merchantId: who.merchantId,
        source: 'VIP_LEVEL_UP',
        key,
        detail: { level: 2 },
        amount,
        turnoverBp,
      },
      new Date(),
    );
    const [row] = await db.query.memberRewards.findMany({
      where: (r, { and: all, eq: is }) => all(is(r.memberId, who.id), is(r.sourceKey, key)),
    });
    return valueOf(
      await app.inject({
        method: 'POST',
        url: REWARD_PATHS.claim,
        headers: who.headers,
        payload: { id: row!.id },
      }),
      RewardClaimResult,
    );
  }
  const info = async (who: Member) =>
    valueOf(await app.inject({ url: WITHDRAW_PATHS.info, headers: who.headers }), WithdrawInfo);
  const wallet = async (who: Member) =>
    valueOf(await app.inject({ url: '/wps/wallets/balance', headers: who.headers }), WalletBalance);
  const withdraw = (who: Member, amount: number, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: who.headers,
      payload: {
        bankCardId: who.cardId,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: freshKey(),
        ...extra,
      },
    });

  it('locks only the bonus: the cash stays withdrawable, and every figure says what the server pays', async () => {
    const who = await insertWithdrawer(db, { cash: 1_268_316 });
    const claimed = await claimBonus(who, 6_836);
    expect(claimed.balance).toBe(1_268_316); // the cash, untouched
    expect(await bonusOf(who)).toBe(6_836n);

    const shown = await info(who);
    expect(shown).toMatchObject({
      available: 1_268_316,
      turnover: { required: 0, wagered: 0, remaining: 0 },
      withdrawable: 1_268_316,
      bonus: { balance: 6_836, required: 13_672, wagered: 0 },
    });
    expect(await wallet(who)).toMatchObject({
      sumBalance: 12_683.16,
      cashBalance: 12_683.16,
      bonusBalance: 68.36,
      bonusRequired: 136.72,
      bonusWagered: 0,
      withdrawable: 12_683.16,
    });

    // The server pays exactly that figure (after the forfeit confirm), and one centavo more is refused.
    const over = await withdraw(who, shown.withdrawable + 1, { forfeitBonus: true });
    expect(errorOf(over)).toMatchObject({ code: 'wallet.insufficient', field: 'amount' });
    const paid = await withdraw(who, shown.withdrawable, { forfeitBonus: true });
    expect(paid.statusCode).toBe(200);
    // With one request in process, no more may be withdrawn now: every figure says 0.
    expect((await info(who)).withdrawable).toBe(0);
    expect((await wallet(who)).withdrawable).toBe(0);
  });

  it('says first that a withdrawal forfeits the bonus, then forfeits it in the same transaction', async () => {
    const who = await insertWithdrawer(db, { cash: 500_000 });
    await claimBonus(who, 6_836);

    const asked = await withdraw(who, 100_000);
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked)).toMatchObject({ code: 'withdraw.bonus.forfeit', field: 'forfeitBonus' });
    expect(errorOf(asked).message).toContain('₱68.36');
    const inTagalog = await app.inject({
      method: 'POST',
      url: WITHDRAW_PATHS.requests,
      headers: { ...who.headers, language: 'TY' },
      payload: {
        bankCardId: who.cardId,
        amount: 100_000,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        idempotencyKey: freshKey(),
      },
    });
    expect(errorOf(inTagalog).message).toContain('Mawawala ang ₱68.36 na bonus');
    // Refused: nothing held, the bonus still there.
    expect(await balanceOf(who)).toBe(500_000n);
    expect(await bonusOf(who)).toBe(6_836n);

    const made = valueOf(
      await withdraw(who, 100_000, { forfeitBonus: true }),
      WithdrawCreateResult,
    );
    expect(made.status).toBe('pending');
    expect(await balanceOf(who)).toBe(400_000n);
    expect(await bonusOf(who)).toBe(0n);
    const grants = await db
      .select({ status: memberBonusGrants.status })
      .from(memberBonusGrants)
      .where(eq(memberBonusGrants.memberId, who.id));
    expect(grants).toEqual([{ status: 'forfeited' }]);
    expect((await info(who)).bonus).toEqual({ balance: 0, required: 0, wagered: 0 });

    // With no bonus, a withdrawal needs no confirm.
    const plain = await insertWithdrawer(db, { cash: 500_000 });
    expect((await withdraw(plain, 100_000)).statusCode).toBe(200);
  });

  it('releases a bonus to cash once valid bets meet its wagering, oldest first, and the record says so', async () => {
    const who = await insertWithdrawer(db, { cash: 500_000 });
    await claimBonus(who, 1_000); // 2× → 2,000 to bet
    await claimBonus(who, 500); // 2× → 1,000 to bet
    expect(await bonusWageringOf(who)).toEqual({ required: 3_000, wagered: 0 });

    await playThrough(app, who, 1_500);
    expect(await bonusOf(who)).toBe(1_500n);
    expect(await bonusWageringOf(who)).toEqual({ required: 3_000, wagered: 1_500 });
    // A dice bet at a 98 % win chance is not a valid bet: it plays nothing through.
    await diceBet(app, who, { amount: 1_000, target: 9_800, direction: 'under' });
    expect(await bonusWageringOf(who)).toEqual({ required: 3_000, wagered: 1_500 });

    await playThrough(app, who, 500); // meets the first grant: 1,000 released to cash
    const [first] = await db
      .select()
      .from(memberBonusGrants)
      .where(and(eq(memberBonusGrants.memberId, who.id), eq(memberBonusGrants.amount, 1_000)));
    expect(first).toMatchObject({ status: 'released', wagered: 2_000 });
    expect(await bonusOf(who)).toBe(500n);
    expect(await bonusWageringOf(who)).toEqual({ required: 1_000, wagered: 0 });

    const record = valueOf(
      await app.inject({ url: `${TRANSACTIONS_PATH}?type=bonus`, headers: who.headers }),
      TransactionPage,
    );
    // The test's funding (house_test) lists as a bonus too; the release is the newest entry.
    expect(record.list[0]).toMatchObject({
      type: 'bonus',
      amount: 1_000,
      // The grant's own memo, worded in the member's language (TY here).
      memo: expect.stringMatching(/^Na-release ang bonus: Reward sa pag-akyat sa VIP /),
    });

    await playThrough(app, who, 1_000);
    expect(await bonusOf(who)).toBe(0n);
    expect(await bonusWageringOf(who)).toEqual({ required: 0, wagered: 0 });
  });

  it('a withdrawal racing the bets that meet a bonus: released or forfeited, once, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await insertWithdrawer(db, { cash: 500_000 });
      await claimBonus(who, 1_000, 10_000); // 1× → 1,000 to bet
      const answers = await Promise.all([
        withdraw(who, 100_000, { forfeitBonus: true }),
        ...Array.from({ length: 4 }, () => diceBet(app, who, { amount: 500 })),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const grants = await db
        .select({ status: memberBonusGrants.status })
        .from(memberBonusGrants)
        .where(eq(memberBonusGrants.memberId, who.id));
      expect(grants).toHaveLength(1);
      expect(['released', 'forfeited']).toContain(grants[0]?.status);
      expect(await bonusOf(who)).toBe(0n);
    }
  });

  it('files an opening balance as an opening balance, not a bonus, in the record and the P&L', async () => {
    const who = await insertWithdrawer(db, { cash: 0 });
    await createLedgerService({ db }).credit(
      who.merchantId,
      who.id,
      DEMO_OPENING_MINOR.player,
      'house_opening',
      seedOpeningKey(who.account),
      'opening balance',
    );
    for (const [language, memo] of [
      ['EN', 'Opening balance'],
      ['TY', 'Panimulang balanse'],
    ] as const) {
      const record = valueOf(
        await app.inject({ url: TRANSACTIONS_PATH, headers: { ...who.headers, language } }),
        TransactionPage,
      );
      expect(record.list).toEqual([
        expect.objectContaining({ type: 'opening', amount: 1_000_000, memo }),
      ]);
    }
    const bonuses = valueOf(
      await app.inject({ url: `${TRANSACTIONS_PATH}?type=bonus`, headers: who.headers }),
      TransactionPage,
    );
    expect(bonuses.list).toEqual([]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const pnl = valueOf(
      await app.inject({
        url: `/wps/relay/ODSFE2_MemPNL?startDate=${today}&endDate=${today}`,
        headers: who.headers,
      }),
      MemberPnl,
    );
    expect(pnl.total.bonuses).toBe(0);
  });
});
