import type { DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import {
  createLedgerRepository,
  type AccountOwner,
  type LockedAccount,
  type PostingRow,
} from './ledger.repository.js';
import { createPlayTotalsRepository, playTotalsDelta } from './play-totals.repository.js';

/** The play-money account of a member; house accounts are named house_<purpose>. */
export const MEMBER_CASH = 'member_cash';
/** A member's money held by withdrawals in process: theirs, but not to play with. */
export const MEMBER_WITHDRAW_HOLD = 'member_withdraw_hold';
/** A member's bonuses still owing wagering (bonus-wallet.ts): theirs, not to play or withdraw. */
export const MEMBER_BONUS = 'member_bonus';
export type HouseKind = `house_${string}`;

export type Posting = { accountId: number; amount: bigint };

export type PostInput = {
  merchantId: number;
  /** The caller's key: posting it again returns the first transaction, never a second one. */
  idempotencyKey: string;
  kind: string;
  memo?: string;
  postings: Posting[];
};

export type MoveInput = {
  merchantId: number;
  /** null memberId for a house account. */
  from: { memberId: number | null; kind: string };
  to: { memberId: number | null; kind: string };
  amountMinor: bigint;
  idempotencyKey: string;
  kind: string;
  memo: string;
};

export type PostResult = {
  transactionId: number;
  /** true when the key had been posted before and nothing new was written. */
  replayed: boolean;
  /**
   * Each posted account's balance once this movement is in (read under its row lock; on a replay,
   * as it stands now).
   */
  balances: Map<number, bigint>;
};

export function assertBalanced(input: PostInput): void {
  if (input.idempotencyKey === '') throw new Error('ledger: an idempotency key is required');
  if (input.postings.length < 2) throw new Error('ledger: a transaction needs two postings');
  let sum = 0n;
  for (const { amount } of input.postings) {
    if (amount === 0n) throw new Error('ledger: a posting amount cannot be zero');
    sum += amount;
  }
  if (sum !== 0n) throw new Error(`ledger: postings sum to ${sum}, not zero`);
}

/** Order-insensitive equality, so a retry that lists the same postings differently still matches. */
export function samePostings(a: PostingRow[], b: PostingRow[]): boolean {
  const key = (rows: PostingRow[]) =>
    rows
      .map((p) => `${p.accountId}:${p.amount}`)
      .sort()
      .join(',');
  return a.length === b.length && key(a) === key(b);
}

/** The net change per account (an account may appear in several postings). */
function deltasOf(postings: Posting[]): Map<number, bigint> {
  const deltas = new Map<number, bigint>();
  for (const { accountId, amount } of postings) {
    deltas.set(accountId, (deltas.get(accountId) ?? 0n) + amount);
  }
  return deltas;
}

export function checkAccounts(locked: LockedAccount[], ids: number[], merchantId: number): void {
  if (locked.length !== ids.length) throw new Error('ledger: posting to an unknown account');
  const currencies = new Set(locked.map((a) => a.currency));
  if (locked.some((a) => a.merchantId !== merchantId) || currencies.size !== 1) {
    throw new Error('ledger: postings must stay within one merchant and one currency');
  }
}

/**
 * A deposit adds to the member's lifetime totals (play-totals.repository.ts). Stakes count there
 * and towards turnover only as valid bets, once settled (valid-bet.ts), not with their money.
 */
async function countPlayTotals(
  tx: DbOrTx,
  input: PostInput,
  locked: LockedAccount[],
  deltas: Map<number, bigint>,
): Promise<void> {
  for (const account of locked) {
    if (account.memberId === null || account.kind !== MEMBER_CASH) continue;
    const add = playTotalsDelta(input.kind, Number(deltas.get(account.id) ?? 0n));
    if (add) await createPlayTotalsRepository(tx).add(account.memberId, add);
  }
}

/**
 * Writes the movement on an open transaction; the caller's transaction makes it atomic. No
 * savepoint: a refusal (wallet.insufficient) throws, and the caller's whole transaction rolls back.
 */
export async function postIn(tx: DbOrTx, input: PostInput): Promise<PostResult> {
  assertBalanced(input);
  const repo = createLedgerRepository(tx);
  const transactionId = await repo.insertTransactionIfNew({
    merchantId: input.merchantId,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    memo: input.memo ?? '',
  });
  if (transactionId === undefined) {
    const existing = await repo.findTransactionByKey(input.merchantId, input.idempotencyKey);
    if (!existing) throw new Error('ledger: idempotency key taken but transaction not found');
    if (!samePostings(await repo.postingsOf(existing.id), input.postings)) {
      throw new AppError('idempotency.conflict');
    }
    const ids = [...new Set(input.postings.map((p) => p.accountId))];
    const balances = new Map((await repo.balancesOf(ids)).map((a) => [a.id, a.balance]));
    return { transactionId: existing.id, replayed: true, balances };
  }

  const deltas = deltasOf(input.postings);
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  const locked = await repo.lockAccounts(ids);
  checkAccounts(locked, ids, input.merchantId);
  // Checked under the row locks, so no concurrent movement can slip in between; the table's CHECK
  // constraint stays as the last line of defence.
  const balances = new Map<number, bigint>();
  for (const account of locked) {
    const next = account.balance + (deltas.get(account.id) ?? 0n);
    if (account.memberId !== null && next < 0n) throw new AppError('wallet.insufficient');
    balances.set(account.id, next);
  }
  await repo.insertPostings(transactionId, input.postings);
  for (const id of ids) await repo.addToBalance(id, deltas.get(id) ?? 0n);
  await countPlayTotals(tx, input, locked, deltas);
  return { transactionId, replayed: false, balances };
}

/**
 * The double-entry wallet ledger. Money is bigint minor units. Every movement is one database
 * transaction of postings summing to zero under an idempotency key; `ledger_accounts.balance`
 * moves with the postings in that same transaction. `db` may itself be a transaction (the seed
 * passes one): each post then runs in a savepoint of it.
 */
export function createLedgerService({ db }: { db: DbOrTx }) {
  const repo = createLedgerRepository(db);

  /** The account of `owner`, created on first use; concurrent callers get the same one. */
  async function ensureAccount(
    tx: DbOrTx,
    owner: AccountOwner & { currency: string },
  ): Promise<number> {
    const accounts = createLedgerRepository(tx);
    const found = await accounts.findAccount(owner);
    if (found) return found.id;
    await accounts.insertAccountIfAbsent(owner, owner.currency);
    const created = await accounts.findAccount(owner);
    if (!created) throw new Error('ledger: account not created');
    return created.id;
  }

  async function post(input: PostInput): Promise<PostResult> {
    return db.transaction((tx) => postIn(tx, input));
  }

  /** A member's cash (or other account's) balance in minor units; 0 before its first use. */
  async function balanceOf(
    memberId: number,
    merchantId: number,
    kind: string = MEMBER_CASH,
  ): Promise<bigint> {
    const account = await repo.findAccount({ merchantId, memberId, kind });
    return account?.balance ?? 0n;
  }

  /**
   * Moves `amountMinor` from one of the merchant's accounts to another (a member's or the
   * house's, named by owner and kind), creating either on first use. Refused with
   * wallet.insufficient when a member's account cannot cover it.
   */
  async function move(input: MoveInput): Promise<PostResult> {
    const { merchantId, amountMinor } = input;
    if (amountMinor <= 0n) throw new Error('ledger: the amount must be positive');
    return db.transaction(async (tx) => {
      const currency = await createLedgerRepository(tx).merchantCurrency(merchantId);
      if (currency === undefined) throw new Error(`ledger: merchant ${merchantId} not found`);
      const from = await ensureAccount(tx, { merchantId, ...input.from, currency });
      const to = await ensureAccount(tx, { merchantId, ...input.to, currency });
      const post: PostInput = {
        merchantId,
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        memo: input.memo,
        postings: [
          { accountId: from, amount: -amountMinor },
          { accountId: to, amount: amountMinor },
        ],
      };
      return postIn(tx, post);
    });
  }

  /** Between a member's cash and a house account; the transaction kind is the house purpose. */
  const transfer = (
    direction: 1n | -1n,
    merchantId: number,
    memberId: number,
    amountMinor: bigint,
    houseKind: HouseKind,
    idempotencyKey: string,
    memo: string,
  ): Promise<PostResult> => {
    const member = { memberId, kind: MEMBER_CASH };
    const house = { memberId: null, kind: houseKind };
    return move({
      merchantId,
      from: direction === 1n ? house : member,
      to: direction === 1n ? member : house,
      amountMinor,
      idempotencyKey,
      kind: houseKind.slice('house_'.length),
      memo,
    });
  };

  return {
    ensureAccount,
    post,
    move,
    balanceOf,
    /** Pays `amountMinor` from the house account `fromKind` into the member's cash. */
    credit: (
      merchantId: number,
      memberId: number,
      amountMinor: bigint,
      fromKind: HouseKind,
      idempotencyKey: string,
      memo = '',
    ) => transfer(1n, merchantId, memberId, amountMinor, fromKind, idempotencyKey, memo),
    /** Takes `amountMinor` from the member's cash into the house account `toKind`. */
    debit: (
      merchantId: number,
      memberId: number,
      amountMinor: bigint,
      toKind: HouseKind,
      idempotencyKey: string,
      memo = '',
    ) => transfer(-1n, merchantId, memberId, amountMinor, toKind, idempotencyKey, memo),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
