import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_TTL_MINUTES, type Language } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import {
  numberTakenText,
  smsCodeText,
  smsRecipient,
  type SmsProvider,
} from '../messaging/index.js';
import { createSmsRepository, type PhoneNumber, type SmsPurpose } from './sms.repository.js';

export type { SmsPurpose } from './sms.repository.js';

/**
 * Per number (any purpose) and requesting IP: one code a minute, five an hour; per number from
 * all IPs: twenty an hour. A stranger's requests count against the stranger's IP, not the owner's,
 * and do not cancel the owner's code (any of the SMS_LIVE_CODES newest is accepted).
 */
export const SMS_RESEND_SECONDS = 60;
export const SMS_HOURLY_LIMIT = 5;
export const SMS_NUMBER_HOURLY_LIMIT = 20;
/** How many of the newest live codes of a number and purpose are accepted. */
export const SMS_LIVE_CODES = 3;
/** Tries per code, right or wrong; the code is dead after them. */
export const SMS_MAX_ATTEMPTS = 5;

/** "+63" and "63" are one dialing code; it is kept without "+", as the country list gives it. */
export const normalizeDialingCode = (code: string): string => code.trim().replace(/^\+/, '');

/**
 * The stored form of a code. A 6-digit code hashed without a secret only keeps it from being
 * read off the table at a glance; its short life and the try limit are what protect it.
 */
const codeHash = (phone: PhoneNumber, purpose: SmsPurpose, code: string) =>
  createHash('sha256')
    .update(`${code}:${phone.merchantId}:${purpose}:${phone.countryDialingCode}:${phone.mobileNum}`)
    .digest('hex');

export type SendOptions = {
  language?: Language;
  brand?: string;
  /** The IP asking for the code (the per number and IP limits). */
  ip?: string;
};

/** Deliveries answered before they finish (noLogin), of every service instance of the process. */
const pending = new Set<Promise<unknown>>();

/** Resolves when the deliveries started so far have finished (graceful close, tests). */
export async function smsDeliveriesSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/** SMS verification codes: issue (rate limited per number) and consume (single use, few tries). */
export function createSmsCodeService({ db, sms }: { db: Db; sms: SmsProvider }) {
  const repo = createSmsRepository(db);

  const phoneOf = (merchantId: number, dialingCode: string, mobileNum: string): PhoneNumber => ({
    merchantId,
    countryDialingCode: normalizeDialingCode(dialingCode),
    mobileNum: mobileNum.trim(),
  });

  /**
   * Checks the limits of the number and IP and stores a new code, atomically. Older live codes
   * stay valid: a resend by someone else does not cancel the code the owner is typing.
   */
  async function issue(phone: PhoneNumber, purpose: SmsPurpose, ip: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      const txRepo = createSmsRepository(tx);
      await txRepo.lockNumber(phone);
      const lastMinute = await txRepo.countSince(phone, SMS_RESEND_SECONDS, ip);
      const lastHourFromIp = await txRepo.countSince(phone, 3600, ip);
      const lastHour = await txRepo.countSince(phone, 3600);
      if (
        lastMinute > 0 ||
        lastHourFromIp >= SMS_HOURLY_LIMIT ||
        lastHour >= SMS_NUMBER_HOURLY_LIMIT
      ) {
        throw new AppError('too.many.requests', { field: 'mobileNum' });
      }
      await txRepo.insert(
        phone,
        purpose,
        codeHash(phone, purpose, code),
        SMS_CODE_TTL_MINUTES * 60,
        ip,
      );
    });
    return code;
  }

  /**
   * Whether `code` is one of the SMS_LIVE_CODES newest live codes of the number, without using it
   * up: a right code gives the means to spend it. Any call is a try of each live code (at most
   * SMS_MAX_ATTEMPTS a code), right or wrong.
   */
  async function verify(
    merchantId: number,
    purpose: SmsPurpose,
    dialingCode: string,
    mobileNum: string,
    code: string,
  ): Promise<{ spend: () => Promise<boolean> } | undefined> {
    const phone = phoneOf(merchantId, dialingCode, mobileNum);
    const live = await repo.attempt(phone, purpose, SMS_MAX_ATTEMPTS, SMS_LIVE_CODES);
    const given = Buffer.from(codeHash(phone, purpose, code.trim()));
    // Every candidate is compared, so the time does not tell which one matched.
    let match: number | undefined;
    for (const candidate of live) {
      const stored = Buffer.from(candidate.codeHash);
      if (given.length === stored.length && timingSafeEqual(given, stored)) match = candidate.id;
    }
    if (match === undefined) return undefined;
    const id = match;
    // Spending uses up the other live codes of the number too; false when a racing request won.
    return { spend: () => repo.use(phone, purpose, id) };
  }

  /** verify, then spend at once: whether the code was right and is now used. */
  async function consume(
    merchantId: number,
    purpose: SmsPurpose,
    dialingCode: string,
    mobileNum: string,
    code: string,
  ): Promise<boolean> {
    const right = await verify(merchantId, purpose, dialingCode, mobileNum, code);
    return right ? right.spend() : false;
  }

  const wrongCode = () => new AppError('verification.code.error', { field: 'verificationCode' });

  /**
   * verify for a form: a wrong code is 400 verification.code.error on its verificationCode field;
   * a right one is used up by `spend()`, which answers the same error when a racing request spent
   * it first.
   */
  async function requireRight(
    merchantId: number,
    purpose: SmsPurpose,
    dialingCode: string,
    mobileNum: string,
    code: string,
  ): Promise<{ spend: () => Promise<void> }> {
    const right = await verify(merchantId, purpose, dialingCode, mobileNum, code);
    if (!right) throw wrongCode();
    return {
      spend: async () => {
        if (!(await right.spend())) throw wrongCode();
      },
    };
  }

  return {
    /**
     * Sends a code to the number, answering alike whether or not the number is a member's, so
     * nobody learns which numbers have accounts; a code is stored either way so limits match.
     * `register`: a member's number gets a text saying an account exists instead of a code.
     * `noLogin`: only a member's number gets the code. `bindMobile` is sent as `register` is,
     * `security` as `noLogin`.
     */
    async send(
      merchantId: number,
      purpose: SmsPurpose,
      dialingCode: string,
      mobileNum: string,
      { language = 'TY', brand, ip = '' }: SendOptions = {},
    ): Promise<{ expiredMinutes: number }> {
      const phone = phoneOf(merchantId, dialingCode, mobileNum);
      const member = await repo.findMember(phone);
      const code = await issue(phone, purpose, ip);
      const to = smsRecipient(phone.countryDialingCode, phone.mobileNum);
      // A number about to become someone's: a member's number hears it is taken instead.
      const isNew = purpose === 'register' || purpose === 'bindMobile';
      const text =
        isNew && member
          ? numberTakenText(language, { brand })
          : smsCodeText(language, { code, minutes: SMS_CODE_TTL_MINUTES, brand });
      if (isNew) {
        // The number is the caller's own here; a failed send is worth telling them, and then
        // it is not tried again (they ask again, and a late copy would carry an old code).
        if ((await sms.send(to, text, { retry: false })) === 'failed') {
          throw new AppError('sms.send.failed');
        }
      } else if (member && !member.disabled) {
        // Not awaited: the answer must take as long for a stranger's number as for a member's.
        // A code is not tried again either: a late one would follow a newer one asked since.
        const delivery = sms.send(to, text, { retry: false }).catch(() => 'failed');
        pending.add(delivery);
        void delivery.finally(() => pending.delete(delivery));
      }
      return { expiredMinutes: SMS_CODE_TTL_MINUTES };
    },

    consume,
    verify,
    requireRight,

    idle: smsDeliveriesSettled,
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
