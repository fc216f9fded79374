import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { members, smsCodes } from '@/db/schema/index.js';

/** A mobile number of a merchant, dialing code without "+". */
export type PhoneNumber = { merchantId: number; countryDialingCode: string; mobileNum: string };
/**
 * register: a number about to be registered; noLogin: a member's number, signed out;
 * bindMobile: a number a signed-in member is about to bind; security: the signed-in member's
 * bound number, proving a change in the security centre.
 */
export type SmsPurpose = 'register' | 'noLogin' | 'bindMobile' | 'security';

const ofNumber = ({ merchantId, countryDialingCode, mobileNum }: PhoneNumber) =>
  matching(smsCodes, { merchantId, countryDialingCode, mobileNum });

/** SMS code rows and the member lookup by number. Times come from the database clock. */
export function createSmsRepository(db: DbOrTx) {
  return {
    async findMember(phone: PhoneNumber): Promise<{ disabled: boolean } | undefined> {
      const [row] = await db
        .select({ disabled: members.disabled })
        .from(members)
        .where(
          matching(members, {
            merchantId: phone.merchantId,
            countryDialingCode: phone.countryDialingCode,
            mobileNum: phone.mobileNum,
          }),
        )
        .limit(1);
      return row;
    },

    /** Holds until the transaction ends, so two requests for one number take turns. */
    async lockNumber(phone: PhoneNumber): Promise<void> {
      const key = `${phone.merchantId}:${phone.countryDialingCode}:${phone.mobileNum}`;
      await lockForTransaction(db, LOCK_SPACE.smsNumber, key);
    },

    /** Codes issued to the number (any purpose) within the last `seconds`, from `ip` if given. */
    async countSince(phone: PhoneNumber, seconds: number, ip?: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(
          and(
            ofNumber(phone),
            gt(smsCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`),
            ip === undefined ? undefined : eq(smsCodes.requestIp, ip),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(
      phone: PhoneNumber,
      purpose: SmsPurpose,
      codeHash: string,
      ttlSeconds: number,
      requestIp: string,
    ) {
      await db.insert(smsCodes).values({
        ...phone,
        purpose,
        codeHash,
        requestIp,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    /**
     * Counts one try against each of the `newest` live codes of the number and purpose whose
     * tries are not spent and returns them, in one statement. Counting before comparing means
     * concurrent guesses cannot exceed the limit of any code.
     */
    async attempt(phone: PhoneNumber, purpose: SmsPurpose, maxAttempts: number, newest: number) {
      const live = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            ofNumber(phone),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, sql`now()`),
            lt(smsCodes.attempts, maxAttempts),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(newest);
      return db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(inArray(smsCodes.id, live), lt(smsCodes.attempts, maxAttempts)))
        .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
    },

    /**
     * Uses code `id` up and with it every other unused code of the number and purpose, in one
     * statement; false when another request used it first.
     */
    async use(phone: PhoneNumber, purpose: SmsPurpose, id: number): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(and(ofNumber(phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.some((row) => row.id === id);
    },
  };
}
