import {
  isPaymentPasswordFormat,
  PAYMENT_PASSWORD_LENGTH,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { verifyPassword } from '@/lib/passwords.js';
import type { SecurityRepository } from './security.repository.js';

/** A new payment password must be exactly PAYMENT_PASSWORD_LENGTH digits. */
export function assertPaymentPasswordFormat(value: string, field: string): void {
  if (!isPaymentPasswordFormat(value)) {
    throw new AppError('payment.password.format', {
      field,
      params: { length: String(PAYMENT_PASSWORD_LENGTH) },
    });
  }
}

function lockedError(until: Date | undefined, field: string): AppError {
  const seconds = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : 60;
  return new AppError('payment.password.locked', {
    field,
    params: { minutes: String(Math.ceil(seconds / 60)) },
    value: { retryAfterSeconds: seconds },
  });
}

/** How long a guess waits for a slot while others are being checked, and how often it looks. */
const SLOT_WAIT_MS = 5_000;
const SLOT_RETRY_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The check of a member's payment password that every money movement out of the account uses
 * (bank cards, withdrawals, transfers). Only wrong guesses count: PAYMENT_PASSWORD_MAX_FAILURES
 * in a row lock it for PAYMENT_PASSWORD_LOCK_MINUTES; a right one starts the count again. Each
 * guess reserves a slot before it is checked (security.repository.ts), so guesses sent together
 * are never checked more often than the wrong ones left allow; one that finds every slot taken
 * waits for a check to finish, and right guesses sent together all pass.
 */
export function createPaymentPasswords({
  repo,
}: {
  repo: Pick<
    SecurityRepository,
    'member' | 'reserveGuess' | 'settleGuess' | 'clearGuesses' | 'lockedUntil'
  >;
}) {
  async function reserve(memberId: number, field: string): Promise<void> {
    for (let waited = 0; ; waited += SLOT_RETRY_MS) {
      if (await repo.reserveGuess(memberId, PAYMENT_PASSWORD_MAX_FAILURES)) return;
      const until = await repo.lockedUntil(memberId);
      if (until) throw lockedError(until, field);
      if (waited >= SLOT_WAIT_MS) throw new AppError('payment.password.busy', { field });
      await pause(SLOT_RETRY_MS);
    }
  }

  const settle = (memberId: number, result: 'right' | 'wrong' | 'abandoned') =>
    repo.settleGuess(
      memberId,
      result,
      PAYMENT_PASSWORD_MAX_FAILURES,
      PAYMENT_PASSWORD_LOCK_MINUTES,
    );

  return {
    /**
     * Throws unless `password` is the member's payment password: payment.password.unset (none
     * set), .locked (429, too many wrong ones), .incorrect (with the tries left), .busy (429,
     * other checks kept every slot for seconds). `field` names the request's field in the error.
     */
    async assert(memberId: number, password: string, field = 'paymentPassword'): Promise<void> {
      const member = await repo.member(memberId);
      const hash = member?.paymentPasswordHash;
      if (!hash) throw new AppError('payment.password.unset', { field });
      await reserve(memberId, field);
      let right: boolean;
      try {
        right = await verifyPassword(hash, password);
      } catch (error) {
        await settle(memberId, 'abandoned');
        throw error;
      }
      const failures = await settle(memberId, right ? 'right' : 'wrong');
      if (right) return;
      if (failures >= PAYMENT_PASSWORD_MAX_FAILURES) {
        throw lockedError(await repo.lockedUntil(memberId), field);
      }
      throw new AppError('payment.password.incorrect', {
        field,
        params: { remaining: String(PAYMENT_PASSWORD_MAX_FAILURES - failures) },
      });
    },

    /** When a locked payment password opens again, else undefined. */
    lockedUntil: (memberId: number) => repo.lockedUntil(memberId),

    /** A payment password set anew (by SMS code) is unlocked. */
    clear: (memberId: number) => repo.clearGuesses(memberId),
  };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
