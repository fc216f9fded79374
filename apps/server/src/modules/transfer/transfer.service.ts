import {
  MEMBER_TYPE,
  UPLINE_TRANSFER_KIND,
  UPLINE_TRANSFER_LIMITS,
  type UplineTransferInfo,
  type UplineTransferResult,
} from '@app/contracts';
import type { Db, DbOrTx } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { fingerprintOf, replayOrRun } from '@/lib/idempotency-key.js';
import { formatMinor } from '@/lib/money-text.js';
import type { PaymentPasswords } from '../security/index.js';
import { createMovements, createTurnoverRepository } from '../wallet/index.js';
import { transferNotices, type TransferNotice } from './transfer-notices.js';
import { createTransferRepository, type TransferParties } from './transfer.repository.js';

/**
 * Turnover the member still owes (the deposit's 1× rule, wallet/turnover.repository.ts): cash
 * owing it cannot leave by a transfer, or a transfer would leave the wagering behind.
 */
async function turnoverOwed(db: DbOrTx, memberId: number): Promise<number> {
  const { required, wagered } = await createTurnoverRepository(db).of(memberId);
  return Math.max(0, required - wagered);
}

/** The member a transfer call is for: always the caller (routes pass the session). */
export type Transferer = { memberId: number; merchantId: number };

/**
 * An account (letters, digits and _ by the registration rules) partly hidden: its first two and
 * last two characters around three stars ("agent01" → "ag***01"); a short one keeps its first
 * and last ("abc" → "a***c"), one of two characters its first ("ab" → "a***").
 */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  const keep = account.length >= 6 ? 2 : 1;
  return `${account.slice(0, keep)}***${account.slice(-keep)}`;
}

/** The member's upline, when the member may transfer to it; else the reason's 403. */
function uplineOf(parties: TransferParties | undefined, merchantId: number) {
  if (!parties || parties.member.merchantId !== merchantId) {
    throw new AppError('transfer.upline.none');
  }
  const { member, upline } = parties;
  if (!member.toUpline) throw new AppError('transfer.upline.disabled');
  if (member.type === MEMBER_TYPE.AGENT_PLAYER) throw new AppError('transfer.upline.agent.player');
  if (!upline || upline.disabled || upline.merchantId !== merchantId || upline.id === member.id) {
    throw new AppError('transfer.upline.none');
  }
  return upline;
}

export type TransferDeps = {
  db: Db;
  paymentPasswords: Pick<PaymentPasswords, 'assert'>;
  /** Tells a member of a transfer (their inbox); a failure is logged, the transfer stands. */
  notify?: (notice: TransferNotice) => Promise<void>;
};

/**
 * Upline transfers: cash from a member's wallet to their direct upline agent's, as one ledger
 * movement (member_cash → the upline's member_cash) under a key of the member's, so a retry is
 * one transfer and the ledger's row locks keep either balance from going below zero.
 */
export function createTransferService({ db, paymentPasswords, notify }: TransferDeps) {
  const repo = createTransferRepository(db);
  /** The member's cash balance (a read; movements answer their own). */
  const cashOf = (memberId: number, merchantId: number) =>
    createMovements(db).cashBalance({ memberId, merchantId });
  const ledgerKey = (memberId: number, key: string) => `upline-transfer:${memberId}:${key}`;

  return {
    async info({ memberId, merchantId }: Transferer): Promise<UplineTransferInfo> {
      const parties = await repo.parties(memberId);
      const upline = uplineOf(parties, merchantId);
      const available = Number(await cashOf(memberId, merchantId));
      const turnoverRemaining = await turnoverOwed(db, memberId);
      const transferable = turnoverRemaining > 0 ? 0 : available;
      return {
        upline: { account: maskAccount(upline.account) },
        available,
        transferable,
        turnoverRemaining,
        limits: { minAmount: UPLINE_TRANSFER_LIMITS.minAmount, maxAmount: transferable },
        paymentPasswordSet: parties?.member.hasPaymentPassword ?? false,
      };
    },

    /**
     * POST /wps/transfer/upline: a retried key's transfer first (before any other check); then
     * may the member transfer, the amount, the payment password; then the one ledger movement,
     * which refuses it if the cash is no longer there.
     */
    async transfer(
      { memberId, merchantId }: Transferer,
      input: { amount: number; paymentPassword: string; idempotencyKey: string },
    ): Promise<UplineTransferResult> {
      const key = ledgerKey(memberId, input.idempotencyKey);
      const parties = await repo.parties(memberId);
      const answer = async (
        made: { id: number; createdAt: Date },
        uplineAccount: string,
        replayed: boolean,
        balance?: bigint,
      ): Promise<UplineTransferResult> => ({
        id: made.id,
        amount: input.amount,
        upline: { account: maskAccount(uplineAccount) },
        balance: Number(balance ?? (await cashOf(memberId, merchantId))),
        createdAt: made.createdAt.getTime(),
        replayed,
      });
      /** The key's earlier transfer again, or undefined; another amount under it is a conflict. */
      const retry = async () =>
        replayOrRun({
          earlier: await repo.byLedgerKey(merchantId, key),
          fingerprint: {
            ofEarlier: (earlier) => fingerprintOf(earlier.kind, earlier.amount),
            ofRequest: fingerprintOf(UPLINE_TRANSFER_KIND, BigInt(input.amount)),
          },
          replay: (earlier) => {
            const to = earlier.toMemberId === parties?.upline?.id ? parties.upline.account : '';
            return answer(earlier, to, true);
          },
          run: async () => undefined,
        });
      const retried = await retry();
      if (retried) return retried;

      const upline = uplineOf(parties, merchantId);
      const { minAmount } = UPLINE_TRANSFER_LIMITS;
      const symbol = parties?.currencySymbol ?? '';
      if (input.amount < minAmount) {
        throw new AppError('transfer.amount.min', {
          field: 'amount',
          params: { min: formatMinor(symbol, minAmount) },
        });
      }
      if (BigInt(input.amount) > (await cashOf(memberId, merchantId))) {
        throw new AppError('wallet.insufficient', { field: 'amount' });
      }
      const owedError = (remaining: number) =>
        new AppError('transfer.turnover', {
          field: 'amount',
          params: { remaining: formatMinor(symbol, remaining) },
        });
      const owed = await turnoverOwed(db, memberId);
      if (owed > 0) throw owedError(owed);
      await paymentPasswords.assert(memberId, input.paymentPassword);

      let moved;
      try {
        moved = await db.transaction(async (tx) => {
          // The money arrives to be played once, like a deposit: a transfer is not a way round
          // the turnover a withdrawal needs.
          const movement = await createMovements(tx).transfer(
            { merchantId, memberId },
            { memberId: upline.id },
            {
              amountMinor: BigInt(input.amount),
              key,
              kind: UPLINE_TRANSFER_KIND,
              memo: `upline transfer from ${parties?.member.account ?? ''}`,
              payeeTurnoverMinor: input.amount,
            },
          );
          // Read again under the cash row's lock the move holds (a deposit approved meanwhile).
          const owedNow = await turnoverOwed(tx, memberId);
          if (!movement.replayed && owedNow > 0) throw owedError(owedNow);
          return movement;
        });
      } catch (error) {
        // Another transfer or a bet took the money since the check above.
        if (error instanceof AppError && error.code === 'wallet.insufficient') {
          throw new AppError('wallet.insufficient', { field: 'amount' });
        }
        throw error;
      }
      if (moved.replayed) {
        // The same key, sent twice at once: the other request made it.
        const raced = await retry();
        if (raced) return raced;
      }
      const made = await repo.byLedgerKey(merchantId, key);
      if (!made) throw new Error(`upline transfer ${key}: not found after the move`);
      const result = await answer(made, upline.account, false, moved.balanceMinor);
      if (notify && parties) {
        const notices = transferNotices({
          merchantId,
          amount: input.amount,
          symbol,
          from: parties.member.account,
          to: upline.account,
        });
        for (const notice of notices) await notify(notice);
      }
      return result;
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
