import { EventEmitter } from 'node:events';
import type pg from 'pg';

/**
 * Tells every server instance that shared data changed, so in-memory snapshots are dropped
 * everywhere at once. On PostgreSQL it rides LISTEN/NOTIFY; on PGlite there is only one process.
 */
export type ChangeBus = {
  publish(topic: string): Promise<void>;
  subscribe(listener: (topic: string) => void): () => void;
  close(): Promise<void>;
};

export const CHANGE_CHANNEL = 'app_changes';

/**
 * The topic that means "anything may have changed": every subscriber drops all it keeps. The bus
 * emits it locally after its listening connection came back, as notifications may have been
 * missed while it was away.
 */
export const EVERYTHING_CHANGED = '*';

export function createLocalBus(): ChangeBus {
  const emitter = new EventEmitter();
  return {
    publish(topic) {
      emitter.emit('change', topic);
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/** Reconnect delays: doubling from `firstMs` up to `maxMs`, each drawn in [½, 1] of its step. */
export type Backoff = { firstMs: number; maxMs: number };
export const LISTEN_BACKOFF: Backoff = { firstMs: 250, maxMs: 15_000 };

/** The pause before reconnect attempt `attempt` (0-based): bounded, and jittered so instances spread. */
export function backoffDelay(
  attempt: number,
  { firstMs, maxMs }: Backoff,
  random = Math.random,
): number {
  const step = Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}

export type BusEvents = {
  /** The listening connection was lost (a restart, failover or idle-kill ended it). */
  onLost?: (error: Error | undefined) => void;
  /** Listening again after `attempts` tries; every cached answer was just dropped. */
  onBack?: (attempts: number) => void;
};

/**
 * A bus over one dedicated listening connection, which `connect` opens (again after a loss, with
 * back-off); `pool` sends the notifications. Losing the connection never ends the process.
 */
export async function createPostgresBus(
  pool: pg.Pool,
  connect: () => pg.Client,
  { backoff = LISTEN_BACKOFF, onLost, onBack }: BusEvents & { backoff?: Backoff } = {},
): Promise<ChangeBus> {
  const local = createLocalBus();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = connect();
    // Registered before connecting: an 'error' with no listener would end the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, undefined));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload)
        void local.publish(message.payload);
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      if (listener === client) listener = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  function lost(client: pg.Client, error: Error | undefined): void {
    if (closed || listener !== client) return; // an old connection, or one already replaced
    listener = undefined;
    void client.end().catch(() => undefined);
    onLost?.(error);
    reconnect(0);
  }

  function reconnect(attempt: number): void {
    if (closed) return;
    retry = setTimeout(
      () => {
        listen().then(
          () => {
            if (closed) return void listener?.end().catch(() => undefined);
            // Changes published while we were away were never heard: drop everything.
            void local.publish(EVERYTHING_CHANGED);
            onBack?.(attempt + 1);
          },
          () => reconnect(attempt + 1),
        );
      },
      backoffDelay(attempt, backoff),
    );
    retry.unref();
  }

  await listen();
  return {
    async publish(topic) {
      // Our own NOTIFY comes back through LISTEN too, which clears this instance's snapshot.
      await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, topic]);
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await listener?.end().catch(() => undefined);
    },
  };
}
