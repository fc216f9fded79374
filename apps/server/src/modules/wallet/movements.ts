import type { DbOrTx } from '@/db/client.js';
import { createLedgerRepository } from './ledger.repository.js';
import {
  MEMBER_BONUS,
  MEMBER_CASH,
  MEMBER_WITHDRAW_HOLD,
  postIn,
  type HouseKind,
  type Posting,
  type PostResult,
} from './ledger.service.js';
import { recordBonusGrant } from './bonus-wallet.js';
import { createLedgerBatchRepository } from './ledger-batch.repository.js';
import { houseLegs, type HouseBatchItem, type HouseParts, type Moved } from './movement-types.js';
import { postToMembers } from './movements-batch.js';
import { spreadCash, type Payee, type SpreadInput } from './movements-spread.js';
import { createTurnoverRepository } from './turnover.repository.js';
import { countValidStakes } from './valid-bet.js';

export type { HouseBatchItem, HouseParts, Moved } from './movement-types.js';
export type { Payee, SpreadInput } from './movements-spread.js';

/** The member whose money moves. `currency` spares a lookup when the caller knows it. */
export type MemberRef = { merchantId: number; memberId: number; currency?: string };

/** What every movement names: its amount, its key (once only), its ledger kind and a memo. */
export type MovementInput = {
  amountMinor: bigint;
  /** Unique per movement within the merchant: the same key again is the first movement. */
  key: string;
  /** The ledger transaction's kind (lottery_stake, inhouse_win, withdraw_hold, …). */
  kind: string;
  memo?: string;
};

/** Between a member's cash and the house: one house account, or several parts summing to the amount. */
export type HouseMovementInput = Omit<MovementInput, 'amountMinor'> &
  ({ house: HouseKind; amountMinor: bigint } | { parts: HouseParts });

export type GrantInput = MovementInput & {
  /** The house account the money comes from (house_promotions, house_rewards, house_rebate …). */
  from: HouseKind;
  /**
   * The wagering it brings:
   * - `{ bonusMinor }`: a bonus kept apart (bonus-wallet.ts) until that much is wagered;
   * - `{ turnoverMinor }`: cash, and the member's withdrawal turnover grows by that much;
   * - `'none'`: plain cash.
   */
  wagering: { bonusMinor: number } | { turnoverMinor: number } | 'none';
};

/**
 * The one way money moves in this code: every feature calls these, inside its own database
 * transaction (`tx`), and gets the member's new cash balance back. Each call is one balanced
 * ledger transaction under the caller's key (a retry with the same key and postings replays it;
 * other postings under that key are idempotency.conflict), checked under the accounts' row locks
 * (a member never goes below zero: wallet.insufficient). No savepoint is opened: a refusal rolls
 * the caller's whole transaction back.
 */
export function createMovements(tx: DbOrTx) {
  const repo = createLedgerRepository(tx);
  const accountIds = new Map<string, number>();
  const currencies = new Map<number, string>();

  async function currencyOf(member: { merchantId: number; currency?: string }): Promise<string> {
    if (member.currency) return member.currency;
    const known = currencies.get(member.merchantId);
    if (known) return known;
    const found = await repo.merchantCurrency(member.merchantId);
    if (found === undefined) throw new Error(`wallet: merchant ${member.merchantId} not found`);
    currencies.set(member.merchantId, found);
    return found;
  }

  /** The account's id, created on first use; looked up once per transaction. */
  async function account(
    owner: { merchantId: number; currency?: string },
    memberId: number | null,
    kind: string,
  ): Promise<number> {
    const cacheKey = `${owner.merchantId}:${memberId ?? 'house'}:${kind}`;
    const cached = accountIds.get(cacheKey);
    if (cached !== undefined) return cached;
    const who = { merchantId: owner.merchantId, memberId, kind };
    let found = await repo.findAccount(who);
    if (!found) {
      await repo.insertAccountIfAbsent(who, await currencyOf(owner));
      found = await repo.findAccount(who);
    }
    if (!found) throw new Error('wallet: account not created');
    accountIds.set(cacheKey, found.id);
    return found.id;
  }

  async function balanceOf(member: MemberRef, kind: string): Promise<bigint> {
    const found = await repo.findAccount({
      merchantId: member.merchantId,
      memberId: member.memberId,
      kind,
    });
    return found?.balance ?? 0n;
  }

  const cashOf = (member: MemberRef) => account(member, member.memberId, MEMBER_CASH);

  async function post(
    member: MemberRef,
    input: Omit<MovementInput, 'amountMinor'>,
    postings: Posting[],
    cashAccount?: number,
  ): Promise<Moved> {
    const cash = cashAccount ?? (await cashOf(member));
    const result: PostResult = await postIn(tx, {
      merchantId: member.merchantId,
      idempotencyKey: input.key,
      kind: input.kind,
      memo: input.memo ?? '',
      postings,
    });
    const balanceMinor =
      result.balances.get(cash) ?? (await repo.balancesOf([cash]))[0]?.balance ?? 0n;
    return { transactionId: result.transactionId, replayed: result.replayed, balanceMinor };
  }

  /** Between the member's account `kind` and another account, positive from member to other. */
  async function between(
    member: MemberRef,
    memberKind: string,
    other: number,
    input: MovementInput,
    towardsOther: boolean,
  ): Promise<Moved> {
    if (input.amountMinor <= 0n) throw new Error('wallet: the amount must be positive');
    const mine = await account(member, member.memberId, memberKind);
    const sign = towardsOther ? 1n : -1n;
    return post(member, input, [
      { accountId: mine, amount: -sign * input.amountMinor },
      { accountId: other, amount: sign * input.amountMinor },
    ]);
  }

  /** Member cash and house accounts; `toHouse` for a stake, otherwise a payout or refund. */
  async function withHouse(
    member: MemberRef,
    input: HouseMovementInput,
    toHouse: boolean,
  ): Promise<Moved> {
    const parts: HouseParts =
      'parts' in input ? input.parts : [{ house: input.house, amountMinor: input.amountMinor }];
    const { legs, total } = houseLegs(parts);
    const sign = toHouse ? 1n : -1n;
    const postings: Posting[] = [];
    for (const [house, amount] of legs) {
      postings.push({ accountId: await account(member, null, house), amount: sign * amount });
    }
    const cash = await cashOf(member);
    postings.push({ accountId: cash, amount: -sign * total });
    return post(member, input, postings, cash);
  }

  const batchRepo = createLedgerBatchRepository(tx);
  /** Accounts this transaction holds row locks on (taken by a batch), not to be locked again. */
  const locked = new Set<number>();
  const cacheKey = (merchantId: number, memberId: number | null, kind: string) =>
    `${merchantId}:${memberId ?? 'house'}:${kind}`;

  /**
   * The house accounts and the members' cash accounts, looked up together; created on first use,
   * houses first then members in id order, as single movements create theirs (a payout its house
   * before the cash, a transfer two cash accounts in member order), so none can deadlock.
   */
  async function accountsFor(
    owner: { merchantId: number; currency?: string },
    members: number[],
    houses: HouseKind[],
  ): Promise<number[]> {
    const wanted = [
      ...[...new Set(houses)].sort().map((kind) => ({ memberId: null, kind })),
      ...[...new Set(members)]
        .sort((a, b) => a - b)
        .map((memberId) => ({ memberId, kind: MEMBER_CASH })),
    ].map((who) => ({ ...who, merchantId: owner.merchantId }));
    const key = (who: { memberId: number | null; kind: string }) =>
      cacheKey(owner.merchantId, who.memberId, who.kind);
    const find = async (missing: typeof wanted) => {
      const rows = await batchRepo.accountsOf(
        owner.merchantId,
        missing.flatMap((who) => (who.memberId === null ? [] : [who.memberId])),
        MEMBER_CASH,
        missing.flatMap((who) => (who.memberId === null ? [who.kind] : [])),
      );
      if (new Set(rows.map((row) => row.currency)).size > 1) {
        throw new Error('ledger: postings must stay within one merchant and one currency');
      }
      for (const row of rows) accountIds.set(key(row), row.id);
    };
    const missing = () => wanted.filter((who) => !accountIds.has(key(who)));
    if (missing().length > 0) await find(missing());
    if (missing().length > 0) {
      await batchRepo.insertAccountsIfAbsent(missing(), await currencyOf(owner));
      await find(missing());
    }
    return wanted.map((who) => {
      const id = accountIds.get(key(who));
      if (id === undefined) throw new Error('wallet: account not created');
      return id;
    });
  }

  /** `lockForBatch` below; accounts a batch of this transaction locked already are not again. */
  async function lockBatch(
    merchant: { merchantId: number; currency?: string },
    members: number[],
    houses: HouseKind[],
  ): Promise<void> {
    const ids = await accountsFor(merchant, members, houses);
    if (ids.every((id) => locked.has(id))) return;
    await repo.lockAccounts([...new Set(ids)].sort((a, b) => a - b));
    for (const id of ids) locked.add(id);
  }

  /** House → member cash for each item (payouts, refunds) in one set-based write. */
  async function toMembers(
    merchant: { merchantId: number; currency?: string },
    items: HouseBatchItem[],
  ): Promise<Moved[]> {
    if (items.length === 0) return [];
    const legs = items.map((item) => houseLegs(item.parts));
    const houses = legs.flatMap(({ legs: byHouse }) => [...byHouse.keys()]);
    await lockBatch(
      merchant,
      items.map((item) => item.memberId),
      houses,
    );
    const resolved = await Promise.all(
      items.map(async (item, i) => {
        const { legs: byHouse, total } = legs[i] as ReturnType<typeof houseLegs>;
        const cash = await account(merchant, item.memberId, MEMBER_CASH);
        const postings: Posting[] = [];
        for (const [house, amount] of byHouse) {
          postings.push({ accountId: await account(merchant, null, house), amount: -amount });
        }
        postings.push({ accountId: cash, amount: total });
        const movement = { key: item.key, kind: item.kind, memo: item.memo ?? '', postings };
        return { memberId: item.memberId, cash, movement };
      }),
    );
    return postToMembers(tx, merchant.merchantId, resolved);
  }

  return {
    /**
     * Row-locks, in id order, the cash accounts of `members` and the house accounts `houses`
     * (created on first use), to the end of the transaction: a batch that then moves money for
     * many members one after another (a draw's settlement) takes every lock it will need at once,
     * in the order single movements take theirs, so it cannot deadlock with them.
     */
    lockForBatch: lockBatch,

    /**
     * Wins of many members at once (a draw's batch), each what `payout` would do with its item, in
     * the items' order: one balanced transaction per item under its key (replayed, or a conflict,
     * as a single one), written together in one statement. Answers each item's movement.
     */
    payoutMany: (merchant: { merchantId: number; currency?: string }, items: HouseBatchItem[]) =>
      toMembers(merchant, items),

    /** Stakes given back to many members at once (a void draw's batch), as `payoutMany`. */
    refundMany: (merchant: { merchantId: number; currency?: string }, items: HouseBatchItem[]) =>
      toMembers(merchant, items),

    /**
     * Settled valid bets of many members counted at once (valid-bet.ts): withdrawal turnover,
     * bonus wagering and the VIP lifetime stakes, as one countValidStake a member would.
     */
    countValidStakes: (stakes: readonly { memberId: number; stake: number }[]) =>
      countValidStakes(tx, stakes),

    /** A bet's stake: member cash → the house (wallet.insufficient when cash cannot cover it). */
    stake: (member: MemberRef, input: HouseMovementInput) => withHouse(member, input, true),

    /** A win: the house → member cash. */
    payout: (member: MemberRef, input: HouseMovementInput) => withHouse(member, input, false),

    /** A stake given back (a cancelled or void bet): the house → member cash. */
    refund: (member: MemberRef, input: HouseMovementInput) => withHouse(member, input, false),

    /** A withdrawal asked for: member cash → the member's withdrawal hold. */
    async hold(member: MemberRef, input: MovementInput): Promise<Moved> {
      const hold = await account(member, member.memberId, MEMBER_WITHDRAW_HOLD);
      return between(member, MEMBER_CASH, hold, input, true);
    },

    /**
     * A held withdrawal decided: back to the member's cash (`to: 'cash'`, rejected) or out to a
     * house account (paid; the house account is where paid-out money is counted).
     */
    async release(
      member: MemberRef,
      input: MovementInput & { to: 'cash' | HouseKind },
    ): Promise<Moved> {
      // The hold before the cash, as `hold` creates them: two first movements of a member that
      // create both accounts in opposite orders deadlock on PostgreSQL (the model test found it).
      await account(member, member.memberId, MEMBER_WITHDRAW_HOLD);
      const target =
        input.to === 'cash' ? await cashOf(member) : await account(member, null, input.to);
      return between(member, MEMBER_WITHDRAW_HOLD, target, input, true);
    },

    /**
     * Member cash → another member's cash of the same merchant. `balanceMinor` is the payer's;
     * `toBalanceMinor` the payee's.
     */
    async transfer(
      from: MemberRef,
      to: { memberId: number },
      input: MovementInput & {
        /** Turnover the payee owes on it before withdrawing (money to be played, like a deposit). */
        payeeTurnoverMinor?: number;
      },
    ): Promise<Moved & { toBalanceMinor: bigint }> {
      if (from.memberId === to.memberId) throw new Error('wallet: a transfer needs two members');
      // Both cash accounts in member order, so A → B and B → A at once cannot deadlock creating them.
      for (const memberId of [from.memberId, to.memberId].sort((a, b) => a - b)) {
        await account(from, memberId, MEMBER_CASH);
      }
      const payee = await account(from, to.memberId, MEMBER_CASH);
      const moved = await between(from, MEMBER_CASH, payee, input, true);
      const turnover = input.payeeTurnoverMinor ?? 0;
      if (!moved.replayed && turnover > 0) {
        await createTurnoverRepository(tx).require(to.memberId, turnover);
      }
      const [row] = await repo.balancesOf([payee]);
      return { ...moved, toBalanceMinor: row?.balance ?? 0n };
    },

    /** Member cash → several members' cash in one ledger transaction (movements-spread.ts). */
    transferMany: (from: MemberRef, payees: readonly Payee[], input: SpreadInput) =>
      spreadCash(
        tx,
        {
          cashAccount: (memberId) => account(from, memberId, MEMBER_CASH),
          post: (postings, cash) => post(from, input, postings, cash),
        },
        from.memberId,
        payees,
      ),

    /**
     * Money the house gives (a bonus, reward, rebate, commission) with the wagering it brings, in
     * one call: a bonus is kept apart until wagered; turnover is added to the member's counter.
     * A replay writes neither again.
     */
    async grant(member: MemberRef, input: GrantInput): Promise<Moved> {
      const { wagering } = input;
      const bonusMinor =
        typeof wagering === 'object' && 'bonusMinor' in wagering ? wagering.bonusMinor : 0;
      const turnoverMinor =
        typeof wagering === 'object' && 'turnoverMinor' in wagering ? wagering.turnoverMinor : 0;
      const into = bonusMinor > 0 ? MEMBER_BONUS : MEMBER_CASH;
      const house = await account(member, null, input.from);
      const target = await account(member, member.memberId, into);
      if (input.amountMinor <= 0n) throw new Error('wallet: the amount must be positive');
      const moved = await post(member, input, [
        { accountId: house, amount: -input.amountMinor },
        { accountId: target, amount: input.amountMinor },
      ]);
      if (moved.replayed) return moved;
      if (bonusMinor > 0) {
        await recordBonusGrant(tx, {
          merchantId: member.merchantId,
          memberId: member.memberId,
          key: input.key,
          source: input.kind,
          memo: input.memo ?? '',
          amountMinor: Number(input.amountMinor),
          requiredMinor: bonusMinor,
          transactionId: moved.transactionId,
        });
      } else if (turnoverMinor > 0) {
        await createTurnoverRepository(tx).require(member.memberId, turnoverMinor);
      }
      return moved;
    },

    /** The member's cash balance now (0 before its first use). */
    cashBalance: (member: MemberRef) => balanceOf(member, MEMBER_CASH),

    /** What the member's withdrawals in process hold now. */
    heldBalance: (member: MemberRef) => balanceOf(member, MEMBER_WITHDRAW_HOLD),
  };
}

export type Movements = ReturnType<typeof createMovements>;
