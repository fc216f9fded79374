import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { captchas } from '@/db/schema/index.js';

/** Captcha rows. Times come from the database clock, so instances with skewed clocks agree. */
export function createCaptchaRepository(db: DbOrTx) {
  return {
    async insert(id: string, codeHash: string, ttlSeconds: number): Promise<void> {
      await db.insert(captchas).values({
        id,
        codeHash,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    async remove(id: string): Promise<void> {
      await db.delete(captchas).where(eq(captchas.id, id));
    },

    /**
     * Marks a live captcha used and returns its hash, in one statement: of two requests racing
     * with the same captcha only one gets the hash, so a captcha answers exactly one guess.
     */
    async claim(id: string): Promise<string | undefined> {
      const [row] = await db
        .update(captchas)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)),
        )
        .returning({ codeHash: captchas.codeHash });
      return row?.codeHash;
    },

    /** Drops captchas expired for a while (they answer nothing any more). */
    async sweep(): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '10 minutes'`));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
