import { randomInt } from 'node:crypto';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import {
  createLoginFailuresRepository,
  type FailureStats,
} from './login/login-failures.repository.js';

/** A failed guess of a subject counts this long for the captcha. */
const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/**
 * Failures of a subject from all IPs within the window from which every try needs a captcha, from
 * any IP: a new IP gets no free guesses.
 */
export const LOGIN_SUBJECT_CAPTCHA_FAILURES = 3;
/** The ceiling per subject across all IPs: failed guesses in any hour. */
export const ACCOUNT_HOURLY_FAILURES = 10;
/** From this many failures in the hour, each further try waits for a growing delay. */
export const ACCOUNT_DELAY_FROM = 5;
/** The first delay; each further failure doubles it (30 s, 1, 2, 4, 8 minutes). */
export const ACCOUNT_FIRST_DELAY_SECONDS = 30;
/** One reservation in this many also deletes failures older than a day. */
const SWEEP_EVERY = 200;

/** How a guess came with the captcha it may need. */
export type CaptchaAnswer = 'none' | 'wrong' | 'right';

/** A guess counted before it is checked; a right secret clears it (`clear` with the IP). */
export type Reservation = {
  id: number;
  /** Should this guess fail, it trips the ceiling for the first time today: tell the owner. */
  tripsCeiling: boolean;
};

/** Seconds the subject must wait before its next try (0: it may try now). */
export function throttleSeconds(stats: FailureStats): number {
  if (stats.lastHour >= ACCOUNT_HOURLY_FAILURES) return Math.max(1, stats.untilOldestLeaves ?? 0);
  if (stats.lastHour < ACCOUNT_DELAY_FROM) return 0;
  const delay = ACCOUNT_FIRST_DELAY_SECONDS * 2 ** (stats.lastHour - ACCOUNT_DELAY_FROM);
  return Math.max(0, delay - (stats.sinceLatest ?? delay));
}

const NEEDS_CAPTCHA = { captcha: true } as const;

/**
 * Guesses at a secret (a password, an SMS login code) by subject, counted atomically before the
 * check so that requests sent at once give no extra guesses: a captcha after the first failure
 * from an IP or the third from anywhere, and for passwords a ceiling per subject across all IPs
 * with growing delays. The owner of a throttled account can still sign in by SMS code or reset
 * the password, which clears it.
 */
export function createAttemptGuard({ db }: { db: Db }) {
  const repo = createLoginFailuresRepository(db);

  return {
    /**
     * Counts a guess about to be checked, or refuses it before counting it: 429 while the subject
     * must wait, 400 captcha.required / captcha.invalid when it needs a captcha and `captcha`
     * (checked by the caller first) is not right. Flows without a captcha leave it undefined.
     * `ceiling` false skips the delays (SMS codes have their own few tries).
     */
    async reserve(
      merchantId: number,
      subject: string,
      ip: string,
      { captcha, ceiling = true }: { captcha?: CaptchaAnswer; ceiling?: boolean } = {},
    ): Promise<Reservation> {
      if (randomInt(0, SWEEP_EVERY) === 0) await repo.sweep(24 * 60);
      return db.transaction(async (tx) => {
        const txRepo = createLoginFailuresRepository(tx);
        await txRepo.lockSubject(merchantId, subject);
        const stats = await txRepo.stats(merchantId, subject, ip, LOGIN_FAILURE_WINDOW_MINUTES);
        const wait = ceiling ? Math.ceil(throttleSeconds(stats)) : 0;
        if (wait > 0) {
          throw new AppError('login.account.throttled', {
            params: { minutes: String(Math.ceil(wait / 60)) },
            value: { ...NEEDS_CAPTCHA, retryAfterSeconds: wait },
          });
        }
        const needsCaptcha = stats.fromIp > 0 || stats.ofSubject >= LOGIN_SUBJECT_CAPTCHA_FAILURES;
        if (needsCaptcha && captcha === 'none') {
          throw new AppError('captcha.required', { field: 'captcha', value: NEEDS_CAPTCHA });
        }
        if (needsCaptcha && captcha === 'wrong') {
          throw new AppError('captcha.invalid', { field: 'captcha', value: NEEDS_CAPTCHA });
        }
        const id = await txRepo.record(merchantId, subject, ip);
        const tripsCeiling =
          ceiling && stats.lastHour + 1 === ACCOUNT_HOURLY_FAILURES && !stats.noticedToday;
        return { id, tripsCeiling };
      });
    },

    /** The owner was told of this reservation's tripped ceiling: no other notice today. */
    noticed: (reservation: Reservation) => repo.markNoticed(reservation.id),

    /** Forgets the subject's failures from `ip`, or from everywhere (a new password was set). */
    clear: (merchantId: number, subject: string, ip?: string) =>
      repo.clear(merchantId, subject, ip),
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
