import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestMember, merchantIdOf, type TestMember } from '../../../test/ledger-fixtures.js';
import { ledgerViolations } from '../../../test/ledger-invariants.js';
import { sharedDatabase } from '../../../test/test-app.js';
import type { Db } from '@/db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { createLedgerService, MEMBER_CASH, type LedgerService } from './ledger.service.js';

let db: Db;
let ledger: LedgerService;
let merchantId: number;
let keySeq = 0;
/** Keys unique to this run and test, since test files share one database. */
const newKey = (label: string) => `test:${label}:${Date.now()}:${++keySeq}`;

/** A member with a cash account and the house promotions account, both in PHP. */
async function accountsOf(member: TestMember) {
  const cash = await ledger.ensureAccount(db, {
    merchantId,
    memberId: member.id,
    kind: MEMBER_CASH,
    currency: 'PHP',
  });
  const house = await ledger.ensureAccount(db, {
    merchantId,
    memberId: null,
    kind: 'house_promotions',
    currency: 'PHP',
  });
  return { cash, house };
}

async function postingCountOf(accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId));
  return row?.n ?? 0;
}

/** Expects `promise` to reject with the AppError `code` and HTTP status `status`. */
async function expectAppError(promise: Promise<unknown>, code: string, status: number) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, statusCode: status });
}

describe('ledger service', () => {
  let member: TestMember;
  let cash: number;
  let house: number;

  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    ledger = createLedgerService({ db });
    merchantId = await merchantIdOf(db, 'DEMO');
    member = await insertTestMember(db);
    ({ cash, house } = await accountsOf(member));
  });

  it('gets the same account on every ensureAccount, even concurrently', async () => {
    const owner = { merchantId, memberId: member.id, kind: 'member_bonus', currency: 'PHP' };
    const ids = await Promise.all([1, 2, 3].map(() => ledger.ensureAccount(db, owner)));
    expect(new Set(ids).size).toBe(1);
    expect(await ledger.ensureAccount(db, owner)).toBe(ids[0]);
    const houseAgain = await ledger.ensureAccount(db, {
      merchantId,
      memberId: null,
      kind: 'house_promotions',
      currency: 'PHP',
    });
    expect(houseAgain).toBe(house);
  });

  it('reads a balance of 0 for a member without an account', async () => {
    const newcomer = await insertTestMember(db);
    expect(await ledger.balanceOf(newcomer.id, merchantId)).toBe(0n);
  });

  it('refuses postings that do not sum to zero, zero amounts and lone postings', async () => {
    const base = { merchantId, kind: 'test', memo: '' };
    await expect(
      ledger.post({
        ...base,
        idempotencyKey: newKey('unbalanced'),
        postings: [
          { accountId: cash, amount: 100n },
          { accountId: house, amount: -99n },
        ],
      }),
    ).rejects.toThrow(/sum to 1/);
    await expect(
      ledger.post({
        ...base,
        idempotencyKey: newKey('zero'),
        postings: [
          { accountId: cash, amount: 0n },
          { accountId: house, amount: 0n },
        ],
      }),
    ).rejects.toThrow(/zero/);
    await expect(
      ledger.post({
        ...base,
        idempotencyKey: newKey('lone'),
        postings: [{ accountId: cash, amount: 0n }],
      }),
    ).rejects.toThrow(/two postings/);
    expect(await postingCountOf(cash)).toBe(0);
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(0n);
  });

  it('posts a balanced movement and moves the balances with it', async () => {
    const result = await ledger.post({
      merchantId,
      idempotencyKey: newKey('bonus'),
      kind: 'promotion',
      memo: 'welcome bonus',
      postings: [
        { accountId: house, amount: -12_345n },
        { accountId: cash, amount: 12_345n },
      ],
    });
    expect(result.replayed).toBe(false);
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(12_345n);
  });

  it('posts the same idempotency key once and answers the first id again', async () => {
    const before = await ledger.balanceOf(member.id, merchantId);
    const input = {
      merchantId,
      idempotencyKey: newKey('twice'),
      kind: 'promotion',
      postings: [
        { accountId: house, amount: -500n },
        { accountId: cash, amount: 500n },
      ],
    };
    const first = await ledger.post(input);
    // The retry lists the same postings in another order: still the same movement.
    const again = await ledger.post({ ...input, postings: [...input.postings].reverse() });
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(before + 500n);
    const [row] = await db
      .select({ n: count() })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, first.transactionId));
    expect(row?.n).toBe(2);
  });

  it('refuses a known idempotency key with other postings (409 idempotency.conflict)', async () => {
    const idempotencyKey = newKey('conflict');
    const postings = (amount: bigint) => [
      { accountId: house, amount: -amount },
      { accountId: cash, amount },
    ];
    await ledger.post({ merchantId, idempotencyKey, kind: 'promotion', postings: postings(700n) });
    const before = await ledger.balanceOf(member.id, merchantId);
    await expectAppError(
      ledger.post({ merchantId, idempotencyKey, kind: 'promotion', postings: postings(701n) }),
      'idempotency.conflict',
      409,
    );
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(before);
  });

  it('posts once when the same key arrives concurrently', async () => {
    const before = await ledger.balanceOf(member.id, merchantId);
    const idempotencyKey = newKey('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        ledger.post({
          merchantId,
          idempotencyKey,
          kind: 'promotion',
          postings: [
            { accountId: house, amount: -1_000n },
            { accountId: cash, amount: 1_000n },
          ],
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(before + 1_000n);
    const [row] = await db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    expect(row?.n).toBe(1);
  });

  it('never overdraws under concurrent debits: only what the balance covers goes through', async () => {
    const spender = await insertTestMember(db);
    await ledger.credit(merchantId, spender.id, 300n, 'house_promotions', newKey('stake'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        ledger.debit(merchantId, spender.id, 100n, 'house_promotions', newKey(`bet${i}`)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused: unknown[] = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [o.reason as unknown] : [],
    );
    expect(refused).toHaveLength(2);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'wallet.insufficient' });
    expect(await ledger.balanceOf(spender.id, merchantId)).toBe(0n);
  });

  it('refuses a debit past zero (409 wallet.insufficient) and writes nothing', async () => {
    const balance = await ledger.balanceOf(member.id, merchantId);
    const postings = await postingCountOf(cash);
    const idempotencyKey = newKey('overdraw');
    await expectAppError(
      ledger.debit(merchantId, member.id, balance + 1n, 'house_promotions', idempotencyKey),
      'wallet.insufficient',
      409,
    );
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(balance);
    expect(await postingCountOf(cash)).toBe(postings);
    const [row] = await db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    expect(row?.n).toBe(0);
    // The key was not used up: the same debit within the balance goes through.
    await ledger.debit(merchantId, member.id, balance, 'house_promotions', idempotencyKey);
    expect(await ledger.balanceOf(member.id, merchantId)).toBe(0n);
  });

  it('credits and debits a member against a house account, creating accounts on first use', async () => {
    const newcomer = await insertTestMember(db);
    const credited = await ledger.credit(
      merchantId,
      newcomer.id,
      250_000n,
      'house_opening',
      newKey('credit'),
      'opening',
    );
    await ledger.debit(merchantId, newcomer.id, 50_000n, 'house_opening', newKey('debit'));
    expect(await ledger.balanceOf(newcomer.id, merchantId)).toBe(200_000n);
    const [header] = await db
      .select({ kind: ledgerTransactions.kind, memo: ledgerTransactions.memo })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, credited.transactionId));
    expect(header).toEqual({ kind: 'opening', memo: 'opening' });
    await expect(
      ledger.credit(merchantId, newcomer.id, 0n, 'house_opening', newKey('nothing')),
    ).rejects.toThrow(/positive/);
  });

  it('refuses postings that cross merchants or name unknown accounts', async () => {
    const trialMerchantId = await merchantIdOf(db, 'DEMOTRIAL');
    const foreign = await ledger.ensureAccount(db, {
      merchantId: trialMerchantId,
      memberId: null,
      kind: 'house_trial',
      currency: 'PHP',
    });
    await expect(
      ledger.post({
        merchantId,
        idempotencyKey: newKey('cross'),
        kind: 'test',
        postings: [
          { accountId: house, amount: -1n },
          { accountId: foreign, amount: 1n },
        ],
      }),
    ).rejects.toThrow(/one merchant/);
    await expect(
      ledger.post({
        merchantId,
        idempotencyKey: newKey('unknown'),
        kind: 'test',
        postings: [
          { accountId: house, amount: -1n },
          { accountId: 2_000_000_000, amount: 1n },
        ],
      }),
    ).rejects.toThrow(/unknown account/);
  });

  it('keeps the ledger invariants, and the check catches a broken ledger', async () => {
    expect(await ledgerViolations(db)).toEqual([]);
    // Break it inside a transaction that is rolled back: an unbalanced posting and a drifted account.
    let violations: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        const [header] = await tx
          .insert(ledgerTransactions)
          .values({ merchantId, idempotencyKey: newKey('broken'), kind: 'test' })
          .returning({ id: ledgerTransactions.id });
        if (!header) throw new Error('not inserted');
        await tx
          .insert(ledgerPostings)
          .values({ transactionId: header.id, accountId: house, amount: 5n });
        await tx.update(ledgerAccounts).set({ balance: 1n }).where(eq(ledgerAccounts.id, cash));
        violations = await ledgerViolations(tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(violations.some((v) => v.includes('1 postings summing to 5'))).toBe(true);
    expect(violations.filter((v) => v.includes('postings sum to'))).toHaveLength(2);
    expect(await ledgerViolations(db)).toEqual([]);
  });
  it('refuses to delete a member, account or transaction that has ledger rows', async () => {
    const someone = await insertTestMember(db);
    const paid = await ledger.credit(
      merchantId,
      someone.id,
      100n,
      'house_promotions',
      newKey('keep'),
    );
    const [account] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, someone.id));
    if (!account) throw new Error('no account');
    const before = await postingCountOf(account.id);
    expect(before).toBe(1);
    await expect(db.delete(members).where(eq(members.id, someone.id))).rejects.toThrow();
    await expect(
      db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, account.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, paid.transactionId)),
    ).rejects.toThrow();
    expect(await postingCountOf(account.id)).toBe(before);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
