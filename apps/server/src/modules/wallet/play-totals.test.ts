import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { memberPlayTotals } from '@/db/schema/index.js';
import { checkInvariants } from '../../../test/ledger-invariants.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { insertWithdrawer } from '../../../test/withdraw.js';
import { createLedgerService, createPlayTotalsRepository, MEMBER_CASH } from './index.js';

/** A migration's statement that counts the totals of members with history. */
function backfillStatement(migration: string, marker: string): string {
  const file = new URL(`../../db/migrations/${migration}.sql`, import.meta.url);
  const statement = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes(marker));
  if (!statement) throw new Error(`${migration}: the backfill statement is missing`);
  return statement;
}

describe('lifetime totals: kept by the ledger with each posting, one row per member', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
  });
  afterEach(() => checkInvariants(db));

  /**
   * A member with ₱5,000 deposited, and stakes, a refund and a win moved as money alone, without
   * the bets behind them: turnover counts settled valid bets (valid-bet.ts), not stake postings.
   */
  async function memberWithHistory() {
    const who = await insertWithdrawer(db, { cash: 0, prefix: 'ptot' });
    const ledger = createLedgerService({ db });
    const house = (kind: string) => ({ memberId: null, kind });
    const cash = { memberId: who.id, kind: MEMBER_CASH };
    const move = (n: number, kind: string, toMember: boolean, amount: number, houseKind: string) =>
      ledger.move({
        merchantId: who.merchantId,
        from: toMember ? house(houseKind) : cash,
        to: toMember ? cash : house(houseKind),
        amountMinor: BigInt(amount),
        idempotencyKey: `ptot:${who.id}:${n}`,
        kind,
        memo: kind,
      });
    await move(1, 'deposit', true, 500_000, 'house_deposit');
    await move(2, 'inhouse_stake', false, 20_000, 'house_test_games');
    await move(3, 'lottery_stake', false, 10_000, 'house_test_lottery');
    await move(4, 'lottery_refund', true, 10_000, 'house_test_lottery');
    await move(5, 'inhouse_win', true, 39_000, 'house_test_games');
    // A retried posting is answered, never counted twice.
    await move(1, 'deposit', true, 500_000, 'house_deposit');
    return who;
  }

  it('adds deposits as they are posted, once each; stake postings alone are no turnover', async () => {
    const who = await memberWithHistory();
    expect(await createPlayTotalsRepository(db).of(who.id)).toEqual({
      deposit: 500_000,
      turnover: 0,
    });
  });

  it('reads nothing for a member without history', async () => {
    const who = await insertWithdrawer(db, { cash: 0, prefix: 'ptot' });
    expect(await createPlayTotalsRepository(db).of(who.id)).toEqual({ deposit: 0, turnover: 0 });
  });

  it('the migrations count the same totals from the history of a member', async () => {
    const who = await memberWithHistory();
    const kept = await createPlayTotalsRepository(db).of(who.id);
    // The backfills recount every member: run them in a transaction undone after, so members
    // whose history the early migrations did not know (providers' rounds) keep their totals.
    let counted: Awaited<ReturnType<ReturnType<typeof createPlayTotalsRepository>['of']>> | null =
      null;
    await db
      .transaction(async (tx) => {
        await tx.delete(memberPlayTotals).where(eq(memberPlayTotals.memberId, who.id));
        await tx.execute(
          sql.raw(backfillStatement('0024_member_play_totals', 'INSERT INTO "member_play_totals"')),
        );
        await tx.execute(
          sql.raw(backfillStatement('0029_valid_bets', 'UPDATE "member_play_totals"')),
        );
        counted = await createPlayTotalsRepository(tx).of(who.id);
        throw new Error('undo');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'undo') throw error;
      });
    expect(counted).toEqual(kept);
  });
});
