import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { LOCK_SPACE, lockForTransaction } from '@/db/locks.js';
import { loginFailures } from '@/db/schema/index.js';

/** What the guard needs to know of a subject's recent failures. Times are the database's. */
export type FailureStats = {
  /** Failures of the subject from this IP within the short window. */
  fromIp: number;
  /** Failures of the subject from every IP within the short window. */
  ofSubject: number;
  /** Failures of the subject from every IP within the last hour. */
  lastHour: number;
  /** Seconds since the subject's newest failure (any IP), when there is one. */
  sinceLatest: number | null;
  /** Seconds until the oldest failure of the last hour leaves the hour. */
  untilOldestLeaves: number | null;
  /** Whether the owner was told of a tripped ceiling within the last day. */
  noticedToday: boolean;
};

/**
 * Failed guesses per merchant, subject and IP. A row is written before the secret is checked (a
 * reservation) and deleted when it was right, so requests sent at once each see the others as
 * failures. Rows live a day (the notice rule); the sweep drops older ones.
 */
export function createLoginFailuresRepository(db: DbOrTx) {
  const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
  const ofSubject = (merchantId: number, subject: string) =>
    matching(loginFailures, { merchantId, subject });

  return {
    /** Holds until the transaction ends: two attempts at one subject take turns. */
    lockSubject: (merchantId: number, subject: string) =>
      lockForTransaction(db, LOCK_SPACE.loginSubject, `${merchantId}:${subject}`),

    async stats(
      merchantId: number,
      subject: string,
      ip: string,
      windowMinutes: number,
    ): Promise<FailureStats> {
      const inWindow = sql`${loginFailures.at} > ${since(windowMinutes)}`;
      const inHour = sql`${loginFailures.at} > ${since(60)}`;
      const [row] = await db
        .select({
          fromIp: sql<number>`count(*) filter (where ${inWindow} and ${loginFailures.ip} = ${ip})::int`,
          ofSubject: sql<number>`count(*) filter (where ${inWindow})::int`,
          lastHour: sql<number>`count(*) filter (where ${inHour})::int`,
          sinceLatest: sql<
            number | null
          >`extract(epoch from now() - max(${loginFailures.at}) filter (where ${inHour}))::float8`,
          untilOldestLeaves: sql<
            number | null
          >`extract(epoch from min(${loginFailures.at}) filter (where ${inHour}) + interval '1 hour' - now())::float8`,
          noticedToday: sql<boolean>`coalesce(bool_or(${loginFailures.noticed}), false)`,
        })
        .from(loginFailures)
        .where(and(ofSubject(merchantId, subject), sql`${loginFailures.at} > ${since(24 * 60)}`));
      return {
        fromIp: row?.fromIp ?? 0,
        ofSubject: row?.ofSubject ?? 0,
        lastHour: row?.lastHour ?? 0,
        sinceLatest: row?.sinceLatest ?? null,
        untilOldestLeaves: row?.untilOldestLeaves ?? null,
        noticedToday: row?.noticedToday ?? false,
      };
    },

    /** Writes a failure (or a reservation that becomes one); returns its id. */
    async record(merchantId: number, subject: string, ip: string): Promise<number> {
      const [row] = await db
        .insert(loginFailures)
        .values({ merchantId, subject, ip, at: sql`now()` })
        .returning({ id: loginFailures.id });
      if (!row) throw new Error('login failure not recorded');
      return row.id;
    },

    /** Marks the failure whose ceiling the owner was told of. */
    async markNoticed(id: number): Promise<void> {
      await db.update(loginFailures).set({ noticed: true }).where(eq(loginFailures.id, id));
    },

    /** Forgets the subject's failures from one IP, or from every IP when `ip` is undefined. */
    async clear(merchantId: number, subject: string, ip?: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(
            ofSubject(merchantId, subject),
            ip === undefined ? undefined : eq(loginFailures.ip, ip),
          ),
        );
    },

    /** Drops rows older than `minutes`: they no longer count for anything. */
    async sweep(minutes: number): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, since(minutes)));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
