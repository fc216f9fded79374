import {
  GAME_SESSION_TTL_MS,
  isTrialType,
  vendorLedgerKind,
  type AuthenticateCall,
  type AuthenticateOk,
  type BalanceCall,
  type CreditCall,
  type DebitCall,
  type RollbackCall,
  type WalletOk,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { AppError } from '@/lib/app-error.js';
import { fingerprintOf, replayOrRun } from '@/lib/idempotency-key.js';
import { hashToken, newToken } from '@/lib/tokens.js';
import { createPlayGuard } from '../responsible-gaming/index.js';
import { countValidStake, createMovements, type HouseKind } from '../wallet/index.js';
import {
  createProvidersRepository,
  type Player,
  type ProviderRow,
  type VendorTransactionRow,
} from './providers.repository.js';

/** House accounts of providers' games, spread by member as the in-house games' are. */
const HOUSE_SHARDS = 8;
const houseOf = (player: Player): HouseKind =>
  `${isTrialType(player.type) ? 'house_vendor_trial' : 'house_vendor'}_${player.memberId % HOUSE_SHARDS}`;

/** The player id a provider is given: the member's id, as text. */
export const playerIdOf = (memberId: number) => String(memberId);
const memberIdOf = (playerId: string): number => {
  if (!/^\d{1,15}$/.test(playerId)) throw new AppError('seamless.player');
  return Number(playerId);
};

const moneyOf = (player: Player) => ({
  merchantId: player.merchantId,
  memberId: player.memberId,
  currency: player.currency,
});

/**
 * The operator's side of the seamless wallet (contracts/seamless-wallet.ts): each call of a
 * provider in one database transaction, its player's calls one at a time (a keyed lock), each
 * money movement through the wallet's movement API under the provider's transaction id. A repeated
 * call answers as the first; a refusal throws an AppError and moves nothing.
 */
export function createSeamlessWallet({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /**
   * The player a call names, if they are the provider's: a member who opened one of its games.
   * Anyone else is unknown to it, as a member who does not exist is (no balance to fish for).
   */
  async function playerIn(
    tx: DbOrTx,
    provider: ProviderRow,
    playerId: string,
    { settling = false } = {},
  ): Promise<Player> {
    const repo = createProvidersRepository(tx);
    const player = await repo.player(memberIdOf(playerId));
    // A disabled member plays no more, but what their rounds owe them still lands.
    if (!player || (player.disabled && !settling)) throw new AppError('seamless.player');
    if (!(await repo.hasPlayed(provider.code, player.memberId))) {
      throw new AppError('seamless.player');
    }
    return player;
  }

  const ok = (player: Player, balance: bigint, ledgerId?: number | null): WalletOk => ({
    status: 'OK',
    balance: Number(balance),
    currency: player.currency,
    ...(ledgerId === undefined ? {} : { walletTransactionId: ledgerId }),
  });

  /**
   * A call that may move money: under the player's lock, the first answer of its transaction id
   * again (the same call repeated) or `run` (a new one); another call under a used id is refused.
   */
  function once(
    provider: ProviderRow,
    call: { playerId: string; transactionId: string },
    fingerprint: string,
    run: (tx: DbOrTx, player: Player) => Promise<WalletOk>,
    options: { settling?: boolean } = {},
  ): Promise<WalletOk> {
    return db.transaction(async (tx) => {
      const player = await playerIn(tx, provider, call.playerId, options);
      const lockKey = `${provider.code}:${player.memberId}`;
      await lockForTransaction(tx, LOCK_SPACE.vendorMember, lockKey);
      const repo = createProvidersRepository(tx);
      const earlier = await repo.transaction(provider.code, call.transactionId);
      if (earlier && earlier.memberId !== player.memberId) throw new AppError('seamless.conflict');
      // A debit cancelled since is not answered as taken: the provider must not play on it.
      if (earlier?.rolledBack) throw new AppError('seamless.rolled.back');
      return replayOrRun<VendorTransactionRow, WalletOk>({
        earlier,
        fingerprint: { ofEarlier: (row) => row.fingerprint, ofRequest: fingerprint },
        replay: (row) => ok(player, BigInt(row.balanceAfter), row.ledgerTransactionId),
        run: () => run(tx, player),
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'idempotency.conflict') {
          throw new AppError('seamless.conflict');
        }
        throw error;
      });
    });
  }

  /** A credit or a rollback: `once`, for a disabled member too (what is owed lands). */
  const settling: typeof once = (provider, call, fingerprint, run) =>
    once(provider, call, fingerprint, run, { settling: true });

  return {
    /** Trades the one-time launch token for the player and a game session. */
    async authenticate(provider: ProviderRow, call: AuthenticateCall): Promise<AuthenticateOk> {
      return db.transaction(async (tx) => {
        const repo = createProvidersRepository(tx);
        const at = now();
        const sessionToken = newToken();
        const session = await repo.authenticate(
          provider.code,
          hashToken(call.launchToken),
          hashToken(sessionToken),
          at,
          new Date(at.getTime() + GAME_SESSION_TTL_MS),
        );
        if (!session) throw new AppError('seamless.token');
        const player = await playerIn(tx, provider, playerIdOf(session.memberId));
        const game = await repo.gameById(session.gameId);
        if (!game) throw new AppError('game.not.found');
        const balance = await createMovements(tx).cashBalance(moneyOf(player));
        return {
          ...ok(player, balance),
          playerId: playerIdOf(player.memberId),
          sessionToken,
          nickname: player.nickname || player.account,
          language: session.language,
          gameId: game.gameId,
          trial: isTrialType(player.type),
        };
      });
    },

    async balance(provider: ProviderRow, call: BalanceCall): Promise<WalletOk> {
      const player = await playerIn(db, provider, call.playerId);
      return ok(player, await createMovements(db).cashBalance(moneyOf(player)));
    },

    /** A bet: the stake leaves the player's cash for the round, if the player may play. */
    debit(provider: ProviderRow, call: DebitCall): Promise<WalletOk> {
      const print = fingerprintOf('debit', call.roundId, call.gameId, call.amount);
      return once(provider, call, print, async (tx, player) => {
        const repo = createProvidersRepository(tx);
        const at = now();
        const session = await repo.liveSession(
          provider.code,
          hashToken(call.sessionToken),
          player.memberId,
          at,
          new Date(at.getTime() + GAME_SESSION_TTL_MS),
        );
        if (!session) throw new AppError('seamless.session');
        const game = await repo.gameOf(session.gameId, call.gameId);
        if (!game) throw new AppError('game.not.found', { field: 'gameId' });
        if (await repo.rollbackOf(provider.code, call.transactionId)) {
          throw new AppError('seamless.rolled.back');
        }
        const known = await repo.round(provider.code, call.roundId, player.memberId);
        if (known && known.status !== 'open') throw new AppError('seamless.round.closed');
        await createPlayGuard(tx, at).assertMayStake(player, call.amount);
        const moved = await createMovements(tx).stake(moneyOf(player), {
          house: houseOf(player),
          amountMinor: BigInt(call.amount),
          key: `vendor:${provider.code}:${call.transactionId}`,
          kind: vendorLedgerKind('stake', game.gameType),
          memo: `${provider.name} ${call.gameId} round ${call.roundId}`,
        });
        const round =
          known ??
          (await repo.openRound({
            merchantId: player.merchantId,
            memberId: player.memberId,
            providerCode: provider.code,
            gameId: game.id,
            gameType: game.gameType,
            roundId: call.roundId,
          }));
        await repo.updateRound(round.id, { stake: round.stake + call.amount });
        await repo.insertTransaction({
          providerCode: provider.code,
          transactionId: call.transactionId,
          kind: 'debit',
          memberId: player.memberId,
          roundPk: round.id,
          amount: call.amount,
          fingerprint: print,
          ledgerTransactionId: moved.transactionId,
          balanceAfter: Number(moved.balanceMinor),
        });
        return ok(player, moved.balanceMinor, moved.transactionId);
      });
    },

    /**
     * A win (0 for a loss) of a round that has a bet. The credit that ends the round settles it:
     * a round with a stake left is then a valid bet, counted as the site's own games' are.
     */
    credit(provider: ProviderRow, call: CreditCall): Promise<WalletOk> {
      const print = fingerprintOf('credit', call.roundId, call.amount, call.roundEnded);
      return settling(provider, call, print, async (tx, player) => {
        const repo = createProvidersRepository(tx);
        const round = await repo.round(provider.code, call.roundId, player.memberId);
        if (!round) throw new AppError('seamless.round');
        if (round.status !== 'open') throw new AppError('seamless.round.closed');
        // Every bet of the round rolled back: nothing is in play to win on.
        if (round.stake === 0 && call.amount > 0) throw new AppError('seamless.round.closed');
        const movements = createMovements(tx);
        const moved =
          call.amount > 0
            ? await movements.payout(moneyOf(player), {
                house: houseOf(player),
                amountMinor: BigInt(call.amount),
                key: `vendor:${provider.code}:${call.transactionId}`,
                kind: vendorLedgerKind('win', round.gameType),
                memo: `${provider.name} ${call.gameId} round ${call.roundId}`,
              })
            : undefined;
        const balance = moved?.balanceMinor ?? (await movements.cashBalance(moneyOf(player)));
        const valid = call.roundEnded && round.stake > 0;
        await repo.updateRound(round.id, {
          payout: round.payout + call.amount,
          ...(call.roundEnded ? { status: 'settled', valid, settledAt: now() } : {}),
        });
        if (valid) await countValidStake(tx, player.memberId, round.stake);
        await repo.insertTransaction({
          providerCode: provider.code,
          transactionId: call.transactionId,
          kind: 'credit',
          memberId: player.memberId,
          roundPk: round.id,
          amount: call.amount,
          fingerprint: print,
          ledgerTransactionId: moved?.transactionId ?? null,
          balanceAfter: Number(balance),
        });
        return ok(player, balance, moved?.transactionId ?? null);
      });
    },

    /**
     * Cancels a debit of a round still open: its stake comes back. A rollback whose debit has not
     * arrived is kept, and that debit is refused when it comes; a debit already cancelled moves
     * nothing again.
     */
    rollback(provider: ProviderRow, call: RollbackCall): Promise<WalletOk> {
      const print = fingerprintOf('rollback', call.roundId, call.refTransactionId);
      return settling(provider, call, print, async (tx, player) => {
        const repo = createProvidersRepository(tx);
        const movements = createMovements(tx);
        const debit = await repo.transaction(provider.code, call.refTransactionId);
        if (debit && (debit.kind !== 'debit' || debit.memberId !== player.memberId)) {
          throw new AppError('seamless.request', { field: 'refTransactionId' });
        }
        const record = async (moved?: { transactionId: number; balanceMinor: bigint }) => {
          const balance = moved?.balanceMinor ?? (await movements.cashBalance(moneyOf(player)));
          await repo.insertTransaction({
            providerCode: provider.code,
            transactionId: call.transactionId,
            kind: 'rollback',
            memberId: player.memberId,
            roundPk: debit?.roundPk ?? null,
            amount: moved ? (debit?.amount ?? 0) : 0,
            refTransactionId: call.refTransactionId,
            fingerprint: print,
            ledgerTransactionId: moved?.transactionId ?? null,
            balanceAfter: Number(balance),
          });
          return ok(player, balance, moved?.transactionId ?? null);
        };
        if (!debit || debit.rolledBack || debit.roundPk === null) return record();
        const round = await repo.roundById(debit.roundPk);
        if (round?.roundId !== call.roundId) {
          throw new AppError('seamless.request', { field: 'roundId' });
        }
        if (round.status !== 'open') throw new AppError('seamless.round.closed');
        const moved = await movements.refund(moneyOf(player), {
          house: houseOf(player),
          amountMinor: BigInt(debit.amount),
          key: `vendor:${provider.code}:${call.transactionId}`,
          kind: vendorLedgerKind('refund', round.gameType),
          memo: `${provider.name} round ${call.roundId} cancelled`,
        });
        await repo.markRolledBack(debit.id);
        await repo.updateRound(round.id, { stake: round.stake - debit.amount });
        return record(moved);
      });
    },

    /** The language the player's latest game of `provider` was opened in (for a refusal's text). */
    languageOf: (provider: ProviderRow, playerId: string) =>
      /^\d{1,15}$/.test(playerId)
        ? createProvidersRepository(db).lastLanguage(provider.code, Number(playerId))
        : Promise.resolve(undefined),
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
