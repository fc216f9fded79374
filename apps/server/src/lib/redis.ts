import { Redis } from 'ioredis';

/**
 * Redis that fails fast (the rate limiter's shared counters). ioredis's defaults queue every
 * command while it is disconnected and retry it 20 times: with Redis down each limited request
 * waited ~10 s and then answered 500. Here a command fails at once when there is no connection and
 * within COMMAND_TIMEOUT_MS on a silent one, and the client keeps reconnecting in the background.
 */
export const REDIS_TIMEOUTS = { connectMs: 500, commandMs: 500 } as const;
/** Pause between reconnect attempts: growing, capped, so a Redis that returns is found soon. */
const reconnectDelay = (attempt: number) => Math.min(200 * attempt, 3_000);

export type RedisEvents = {
  /** Redis stopped answering (once per outage). */
  onDown?: (error: Error) => void;
  /** Redis answers again. */
  onUp?: () => void;
};

export function openRedis(url: string, { onDown, onUp }: RedisEvents = {}): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelay,
  });
  let down = false;
  // Heard, or ioredis prints every failed reconnect; reported once per outage.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    onDown?.(error);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    onUp?.();
  });
  return redis;
}

/** Whether Redis answers a PING now (within the command timeout). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    await redis.ping();
    return true;
  } catch {
    return false;
  }
}

/** Waits up to `ms` for the first connection, so the first requests find Redis ready. */
export function redisReady(redis: Redis, ms = 1_000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.once('ready', onReady);
  });
}
