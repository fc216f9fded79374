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

/** A bus over one dedicated listening connection; `pool` sends the notifications. */
export async function createPostgresBus(pool: pg.Pool, listener: pg.Client): Promise<ChangeBus> {
  const local = createLocalBus();
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === CHANGE_CHANNEL && message.payload) void local.publish(message.payload);
  });
  await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
  return {
    async publish(topic) {
      // Our own NOTIFY comes back through LISTEN too, which clears this instance's snapshot.
      await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, topic]);
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await local.close();
      await listener.end();
    },
  };
}
