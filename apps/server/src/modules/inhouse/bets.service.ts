import {
  isTrialType,
  settleDice,
  settleSlot,
  type BetOutcome,
  type BetResult,
  type DiceBetInput,
  type InhouseGame,
  type SlotBetInput,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import {
  countValidStake,
  createLedgerService,
  isValidInhouseBet,
  MEMBER_CASH,
  type HouseKind,
} from '../wallet/index.js';
import { betView } from './bet-view.js';
import { createBetsRepository, type BetRow } from './bets.repository.js';
import { newSeed } from './fairness.service.js';
import { createSeedsRepository } from './seeds.repository.js';

export type Bettor = {
  memberId: number;
  merchantId: number;
  type: number;
  currency: string;
  currencySymbol: string;
};

/**
 * The house side of a bet. A free-trial account's play money wins and loses against its own house
 * accounts. Each kind is spread over HOUSE_SHARDS accounts by member, so concurrent bets of
 * different members do not all queue on one row lock; the house result is the sum of its shards.
 */
export const HOUSE_SHARDS = 8;
const houseOf = (bettor: Bettor): HouseKind =>
  `${isTrialType(bettor.type) ? 'house_inhouse_trial' : 'house_inhouse'}_${bettor.memberId % HOUSE_SHARDS}`;

type Settle = (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => {
  outcome: BetOutcome;
  payout: number;
};

/** The bet's own choices, to tell a retry (same) from a reused key (different). */
function choicesOf(game: InhouseGame, stake: number, outcome: BetOutcome): string {
  const dice = outcome.game === 'dice' ? `${outcome.direction}:${outcome.target}` : '';
  return `${game}:${stake}:${dice}`;
}

/**
 * Bets of the in-house games. One database transaction per bet: the member's seed pair is
 * row-locked (one bet of a member at a time, and the nonce is theirs alone), the stake is
 * debited and any win credited through the ledger, and the game record is written. Insufficient
 * funds roll all of it back.
 */
export function createBetsService({ db }: { db: Db }) {
  async function result(tx: DbOrTx, bettor: Bettor, row: BetRow, replayed: boolean) {
    const balance = await createLedgerService({ db: tx }).balanceOf(
      bettor.memberId,
      bettor.merchantId,
    );
    return { ...betView(row), balance: Number(balance), replayed } satisfies BetResult;
  }

  async function place(
    bettor: Bettor,
    game: InhouseGame,
    bet: { amount: number; idempotencyKey: string },
    settle: Settle,
  ): Promise<BetResult> {
    return db.transaction(async (tx) => {
      const seeds = createSeedsRepository(tx);
      const bets = createBetsRepository(tx);
      // The lock comes first: a concurrent retry of this key waits here, then finds the bet. A
      // member's first bet starts their seed pair.
      let seed = await seeds.lockActive(bettor.memberId);
      if (!seed) {
        await seeds.insertIfNoActive(bettor.memberId, newSeed());
        seed = await seeds.lockActive(bettor.memberId);
      }
      if (!seed) throw new Error('inhouse: no active seed');
      const settled = settle(seed);
      const existing = await bets.findByKey(bettor.memberId, bet.idempotencyKey);
      if (existing) {
        const same =
          choicesOf(game, bet.amount, settled.outcome) ===
          choicesOf(existing.game as InhouseGame, existing.stake, existing.outcome);
        if (!same) throw new AppError('idempotency.conflict', { field: 'idempotencyKey' });
        return result(tx, bettor, existing, true);
      }

      await createPlayGuard(tx).assertMayStake(bettor, bet.amount);
      const ledger = createLedgerService({ db: tx });
      const { merchantId, memberId, currency } = bettor;
      const member = await ledger.ensureAccount(tx, {
        merchantId,
        memberId,
        kind: MEMBER_CASH,
        currency,
      });
      const house = await ledger.ensureAccount(tx, {
        merchantId,
        memberId: null,
        kind: houseOf(bettor),
        currency,
      });
      const key = `inhouse:${memberId}:${bet.idempotencyKey}`;
      /** Moves `amount` from the member to the house (positive) or back (negative). */
      const move = (amount: number, suffix: string, memo: string) =>
        ledger.post({
          merchantId,
          idempotencyKey: `${key}:${suffix}`,
          kind: `inhouse_${suffix}`,
          memo,
          postings: [
            { accountId: member, amount: BigInt(-amount) },
            { accountId: house, amount: BigInt(amount) },
          ],
        });
      // The stake alone first: the ledger refuses it if the balance cannot cover it.
      const stake = await move(bet.amount, 'stake', `${game} bet`);
      const win =
        settled.payout > 0 ? await move(-settled.payout, 'win', `${game} win`) : undefined;
      await seeds.advanceNonce(seed.id);
      // Settled at once: a valid bet counts now (turnover, VIP); a dice bet above 66 % never.
      const valid = isValidInhouseBet(settled.outcome);
      if (valid) await countValidStake(tx, memberId, bet.amount);
      const fields = {
        game,
        idempotencyKey: bet.idempotencyKey,
        stake: bet.amount,
        payout: settled.payout,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        outcome: settled.outcome,
      };
      const { id, createdAt } = await bets.insert({
        ...fields,
        merchantId,
        memberId,
        seedId: seed.id,
        stakeTransactionId: stake.transactionId,
        payoutTransactionId: win?.transactionId ?? null,
        valid,
      });
      // The seed in use is never revealed: its server seed stays out of the answer.
      const row = {
        ...fields,
        id,
        createdAt,
        serverSeedHash: seed.serverSeedHash,
        serverSeed: null,
      };
      return result(tx, bettor, row, false);
    });
  }

  return {
    dice: (bettor: Bettor, input: DiceBetInput) =>
      place(bettor, 'dice', input, (seeds) => settleDice(seeds, input)),
    slot: (bettor: Bettor, input: SlotBetInput) =>
      place(bettor, 'slot', input, (seeds) => settleSlot(seeds, input)),
  };
}

export type BetsService = ReturnType<typeof createBetsService>;
