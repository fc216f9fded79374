import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { loginFailures } from '../../../db/schema/index.js';

/** Failed logins per merchant, subject (account or number) and IP. Times are the database's. */
export function createLoginFailuresRepository(db: DbOrTx) {
  const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
  const of = (merchantId: number, subject: string, ip: string) =>
    and(
      eq(loginFailures.merchantId, merchantId),
      eq(loginFailures.subject, subject),
      eq(loginFailures.ip, ip),
    );

  return {
    async countRecent(
      merchantId: number,
      subject: string,
      ip: string,
      minutes: number,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(of(merchantId, subject, ip), gt(loginFailures.at, since(minutes))));
      return row?.n ?? 0;
    },

    /** Failures of the subject from any IP (the captcha for an account under attack). */
    async countRecentOfSubject(
      merchantId: number,
      subject: string,
      minutes: number,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantId, merchantId),
            eq(loginFailures.subject, subject),
            gt(loginFailures.at, since(minutes)),
          ),
        );
      return row?.n ?? 0;
    },

    async record(merchantId: number, subject: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ merchantId, subject, ip, at: sql`now()` });
    },

    async clear(merchantId: number, subject: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(of(merchantId, subject, ip));
    },

    /** Drops rows older than `minutes`: they no longer count for anything. */
    async sweep(minutes: number): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, since(minutes)));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
