import {
  PAYMENT_PASSWORD_LENGTH,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { verifyPassword } from '@/lib/passwords.js';
import type { SecurityRepository } from './security.repository.js';

const FORMAT = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);

/** A new payment password must be exactly PAYMENT_PASSWORD_LENGTH digits. */
export function assertPaymentPasswordFormat(value: string, field: string): void {
  if (!FORMAT.test(value)) {
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

/**
 * The check of a member's payment password that every money movement out of the account uses
 * (binding and removing bank cards here; withdrawals next). Each guess is counted before it is
 * checked: PAYMENT_PASSWORD_MAX_FAILURES wrong ones in a row lock it for
 * PAYMENT_PASSWORD_LOCK_MINUTES; a right one starts the count again.
 */
export function createPaymentPasswords({
  repo,
}: {
  repo: Pick<SecurityRepository, 'member' | 'reserveGuess' | 'clearGuesses' | 'lockedUntil'>;
}) {
  return {
    /**
     * Throws unless `password` is the member's payment password: payment.password.unset (none
     * set), .locked (429, too many wrong ones), .incorrect (with the tries left). `field` names
     * the request's field in the error.
     */
    async assert(memberId: number, password: string, field = 'paymentPassword'): Promise<void> {
      const member = await repo.member(memberId);
      const hash = member?.paymentPasswordHash;
      if (!hash) throw new AppError('payment.password.unset', { field });
      const failures = await repo.reserveGuess(
        memberId,
        PAYMENT_PASSWORD_MAX_FAILURES,
        PAYMENT_PASSWORD_LOCK_MINUTES,
      );
      if (failures === undefined) throw lockedError(await repo.lockedUntil(memberId), field);
      if (await verifyPassword(hash, password)) {
        await repo.clearGuesses(memberId);
        return;
      }
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
