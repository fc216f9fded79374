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
import type { Db } from '@/db/client.js';
import { fingerprintOf, replayOrRun } from '@/lib/idempotency-key.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import {
  countValidStake,
  createMovements,
  isValidInhouseBet,
  type HouseKind,
} from '../wallet/index.js';
import { betView } from './bet-view.js';
import { createBetsRepository, type BetRow } from './bets.repository.js';
import { newSeed } from './fairness.service.js';
import { createSeedsRepository } from './seeds.repository.js';
import type { Bettor } from '@/lib/member-routes.js';

export type { Bettor };

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
const choicesOf = (game: InhouseGame, stake: number, outcome: BetOutcome) =>
  fingerprintOf(
    game,
    stake,
    outcome.game === 'dice' ? outcome.direction : null,
    outcome.game === 'dice' ? outcome.target : null,
  );

/**
 * Bets of the in-house games. One database transaction per bet: the member's seed pair is
 * row-locked (one bet of a member at a time, and the nonce is theirs alone), the stake and any win
 * move through the wallet's movement API, and the game record is written. Insufficient funds roll
 * all of it back.
 */
export function createBetsService({ db }: { db: Db }) {
  async function place(
    bettor: Bettor,
    game: InhouseGame,
    bet: { amount: number; idempotencyKey: string },
    settle: Settle,
  ): Promise<BetResult> {
    return db.transaction(async (tx) => {
      const seeds = createSeedsRepository(tx);
      const bets = createBetsRepository(tx);
      const movements = createMovements(tx);
      // The lock comes first: a concurrent retry of this key waits here, then finds the bet. A
      // member's first bet starts their seed pair.
      let seed = await seeds.lockActive(bettor.memberId);
      if (!seed) {
        await seeds.insertIfNoActive(bettor.memberId, newSeed());
        seed = await seeds.lockActive(bettor.memberId);
      }
      if (!seed) throw new Error('inhouse: no active seed');
      const settled = settle(seed);
      const activeSeed = seed;
      return replayOrRun<BetRow, BetResult>({
        earlier: await bets.findByKey(bettor.memberId, bet.idempotencyKey),
        fingerprint: {
          ofEarlier: (row) => choicesOf(row.game as InhouseGame, row.stake, row.outcome),
          ofRequest: choicesOf(game, bet.amount, settled.outcome),
        },
        replay: async (row) => {
          const balance = await movements.cashBalance(bettor);
          return { ...betView(row), balance: Number(balance), replayed: true };
        },
        run: async () => {
          await createPlayGuard(tx).assertMayStake(bettor, bet.amount);
          const { memberId } = bettor;
          const key = `inhouse:${memberId}:${bet.idempotencyKey}`;
          const house = houseOf(bettor);
          // The stake alone first: the wallet refuses it if the balance cannot cover it.
          const stake = await movements.stake(bettor, {
            house,
            amountMinor: BigInt(bet.amount),
            key: `${key}:stake`,
            kind: 'inhouse_stake',
            memo: `${game} bet`,
          });
          const win =
            settled.payout > 0
              ? await movements.payout(bettor, {
                  house,
                  amountMinor: BigInt(settled.payout),
                  key: `${key}:win`,
                  kind: 'inhouse_win',
                  memo: `${game} win`,
                })
              : undefined;
          await seeds.advanceNonce(activeSeed.id);
          // Settled at once: a valid bet counts now (turnover, VIP); a dice bet above 66 % never.
          const valid = isValidInhouseBet(settled.outcome);
          if (valid) await countValidStake(tx, memberId, bet.amount);
          const fields = {
            game,
            idempotencyKey: bet.idempotencyKey,
            stake: bet.amount,
            payout: settled.payout,
            clientSeed: activeSeed.clientSeed,
            nonce: activeSeed.nonce,
            outcome: settled.outcome,
          };
          const { id, createdAt } = await bets.insert({
            ...fields,
            merchantId: bettor.merchantId,
            memberId,
            seedId: activeSeed.id,
            stakeTransactionId: stake.transactionId,
            payoutTransactionId: win?.transactionId ?? null,
            valid,
          });
          // The seed in use is never revealed: its server seed stays out of the answer.
          const row = {
            ...fields,
            id,
            createdAt,
            serverSeedHash: activeSeed.serverSeedHash,
            serverSeed: null,
          };
          const balance = (win ?? stake).balanceMinor;
          return { ...betView(row), balance: Number(balance), replayed: false } satisfies BetResult;
        },
      });
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
