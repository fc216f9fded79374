import type { DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import {
  createLedgerBatchRepository,
  type BatchMovement,
  type BatchPosted,
} from './ledger-batch.repository.js';
import { createLedgerRepository } from './ledger.repository.js';
import { assertBalanced, samePostings } from './ledger.service.js';
import type { Moved } from './movement-types.js';
import { createPlayTotalsRepository, playTotalsDelta } from './play-totals.repository.js';

/** A batch's movement with its accounts resolved: from house accounts into `cash`, a member's. */
export type ResolvedMovement = { memberId: number; cash: number; movement: BatchMovement };

type Batch = {
  merchantId: number;
  /** The first movement under each key: the one the batch writes (or finds written). */
  first: Map<string, ResolvedMovement>;
  written: Map<string, number>;
  replayed: Map<string, number>;
  balances: Map<number, bigint>;
};

const conflict = () => new AppError('idempotency.conflict');

/** Movements whose keys were taken before: the same postings replay, others are a conflict. */
async function replay(tx: DbOrTx, batch: Batch, taken: Map<string, number>): Promise<void> {
  const postings = await createLedgerBatchRepository(tx).postingsOfMany([...taken.values()]);
  for (const [key, id] of taken) {
    const mine = batch.first.get(key)?.movement.postings ?? [];
    if (!samePostings(postings.get(id) ?? [], mine)) throw conflict();
    batch.replayed.set(key, id);
  }
}

/**
 * Writes the batch's new movements: one statement when no key was used before; keys found taken
 * are replayed (nothing written with them) and the rest written in a second statement.
 */
async function write(tx: DbOrTx, batch: Batch): Promise<void> {
  const repo = createLedgerBatchRepository(tx);
  let fresh = [...batch.first.values()];
  while (fresh.length > 0) {
    const result: BatchPosted = await repo.postMany(
      batch.merchantId,
      fresh.map((item) => item.movement),
    );
    if (result.existing.size > 0) {
      await replay(tx, batch, result.existing);
      fresh = fresh.filter((item) => !result.existing.has(item.movement.key));
      continue;
    }
    for (const [key, id] of result.posted) batch.written.set(key, id);
    for (const [id, balance] of result.balances) batch.balances.set(id, balance);
    // A key a concurrent transaction took between the look and the insert: theirs replayed.
    const ledger = createLedgerRepository(tx);
    for (const { movement } of fresh.filter((item) => !result.posted.has(item.movement.key))) {
      const found = await ledger.findTransactionByKey(batch.merchantId, movement.key);
      if (!found) throw new Error('ledger: idempotency key taken but transaction not found');
      await replay(tx, batch, new Map([[movement.key, found.id]]));
    }
    return;
  }
}

const cashDelta = ({ cash, movement }: ResolvedMovement) =>
  movement.postings.reduce((sum, p) => (p.accountId === cash ? sum + p.amount : sum), 0n);

/**
 * A batch of movements from house accounts into members' cash (payouts, refunds), each one
 * balanced ledger transaction under its own key, as many single movements in the batch's order
 * would be: a key used before (or earlier in the batch) replays with the same postings and is an
 * idempotency.conflict with others; each answer's balance is the member's cash once that movement
 * is in. Members only gain here, so none can go below zero; the accounts must be row-locked by the
 * caller (movements.ts does). Written in one statement whatever the batch's size.
 */
export async function postToMembers(
  tx: DbOrTx,
  merchantId: number,
  items: readonly ResolvedMovement[],
): Promise<Moved[]> {
  const batch: Batch = {
    merchantId,
    first: new Map(),
    written: new Map(),
    replayed: new Map(),
    balances: new Map(),
  };
  for (const item of items) {
    const { key, kind, memo, postings } = item.movement;
    assertBalanced({ merchantId, idempotencyKey: key, kind, memo, postings });
    if (postings.some((p) => (p.accountId === item.cash) !== p.amount > 0n)) {
      throw new Error('wallet: a batch movement only pays into the member cash');
    }
    const first = batch.first.get(key);
    if (!first) batch.first.set(key, item);
    else if (!samePostings(first.movement.postings, postings)) throw conflict();
  }
  await write(tx, batch);

  // Each answer's balance: the cash as it ends, less what later movements of the batch added.
  const unread = [...new Set(items.map((item) => item.cash))].filter(
    (id) => !batch.balances.has(id),
  );
  if (unread.length > 0) {
    for (const { id, balance } of await createLedgerRepository(tx).balancesOf(unread)) {
      batch.balances.set(id, balance);
    }
  }
  const running = new Map(batch.balances);
  const answers: Moved[] = [];
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i] as ResolvedMovement;
    const { key } = item.movement;
    const isNew = batch.first.get(key) === item && batch.written.has(key);
    answers[i] = {
      transactionId: batch.written.get(key) ?? batch.replayed.get(key) ?? 0,
      replayed: !isNew,
      balanceMinor: running.get(item.cash) ?? 0n,
    };
    if (isNew) running.set(item.cash, (running.get(item.cash) ?? 0n) - cashDelta(item));
  }

  // A deposit adds to the member's lifetime totals, as a single movement's does (ledger.service.ts).
  for (const item of items) {
    const { key, kind } = item.movement;
    if (batch.first.get(key) !== item || !batch.written.has(key)) continue;
    const add = playTotalsDelta(kind, Number(cashDelta(item)));
    if (add) await createPlayTotalsRepository(tx).add(item.memberId, add);
  }
  return answers;
}
