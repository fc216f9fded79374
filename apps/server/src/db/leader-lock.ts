import pg from 'pg';
import { DEDICATED_CONNECTION } from './dedicated-connection.js';

/**
 * A lock query that takes longer means a connection that no longer carries anything: it is dropped
 * (PostgreSQL then frees the lock) rather than awaited, so a leader cannot hang on to the role.
 */
export const LOCK_QUERY_TIMEOUT_MS = 3_000;

/**
 * Leadership of scheduled work among instances sharing one database (ARCHITECTURE "Scaling
 * out"): a session-level advisory lock held on a connection of its own. It is the leader's as
 * long as that connection lives; when the process dies or loses the connection, PostgreSQL
 * releases it and the next follower to try takes it.
 */
export type LeaderLock = {
  /** Tries to take the lock now; true when this instance holds it (already or from now on). */
  acquire(): Promise<boolean>;
  /** Whether the lock is still held: its connection still answers. */
  held(): Promise<boolean>;
  /** Lets the lock go (closing its connection). */
  release(): Promise<void>;
};

/** PGlite is one process: it is always the leader. */
export const processLeaderLock = (): LeaderLock => ({
  acquire: () => Promise.resolve(true),
  held: () => Promise.resolve(true),
  release: () => Promise.resolve(),
});

/** The lock `key` on a dedicated connection to `connectionString`. */
export function postgresLeaderLock(connectionString: string, key: number): LeaderLock {
  let client: pg.Client | undefined;
  let isLeader = false;

  /** Forgets the connection; a broken one is not waited for (its end could hang as it did). */
  async function drop({ wait = false } = {}): Promise<void> {
    const old = client;
    client = undefined;
    isLeader = false;
    const ended = old?.end().catch(() => undefined);
    if (wait) await ended;
  }

  async function held(): Promise<boolean> {
    if (!isLeader || !client) return false;
    try {
      await client.query('SELECT 1');
      return true;
    } catch {
      await drop();
      return false;
    }
  }

  return {
    async acquire() {
      if (isLeader && (await held())) return true;
      try {
        if (!client) {
          const fresh = new pg.Client({
            connectionString,
            ...DEDICATED_CONNECTION,
            query_timeout: LOCK_QUERY_TIMEOUT_MS,
          });
          // A dropped connection is reported here, not thrown: leadership is simply lost.
          fresh.on('error', () => void drop());
          client = fresh;
          await fresh.connect();
        }
        const { rows } = await client.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS ok',
          [key],
        );
        isLeader = rows[0]?.ok === true;
        return isLeader;
      } catch {
        await drop();
        return false;
      }
    },
    held,
    release: () => drop({ wait: true }),
  };
}
