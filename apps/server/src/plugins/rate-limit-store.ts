import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

/**
 * What a rate-limited route does when the shared store (Redis) does not answer. A read goes on
 * uncounted: refusing it would take the site down with Redis. Anything else (log in, register,
 * SMS, bets, money, operator tokens) is refused with a clear 503 `rate.limit.unavailable`: without
 * its counter nothing would stop a script guessing passwords or sending SMS.
 */
export type WhenStoreDown = 'pass' | 'refuse';
export const whenStoreDown = (method: string | readonly string[] | undefined): WhenStoreDown => {
  const methods = Array.isArray(method) ? method : [method];
  return methods.every((m) => m === 'GET' || m === 'HEAD') ? 'pass' : 'refuse';
};

/** INCR with the window set on the first hit: the count and the time left of the window. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** The rate limiter's counters in Redis under `prefix`, and the route's answer for a Redis that is down. */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onDown: WhenStoreDown,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.redis.eval(INCR_SCRIPT, 1, this.prefix + key, timeWindow).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      () => {
        if (this.onDown === 'pass') return callback(null, { current: 0, ttl: timeWindow });
        callback(new AppError('rate.limit.unavailable'));
      },
    );
  }

  child(options: object): FastifyRateLimitStore {
    const { method, url = '' } = (options as RouteInfo).routeInfo ?? {};
    const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
    return new SharedStore(this.redis, `${this.prefix}${methods}${url}-`, whenStoreDown(method));
  }
}

/** The store class the plugin builds (with `new`): counters in `redis` under `nameSpace`. */
export function sharedRateLimitStore(redis: Redis, nameSpace = 'rl:') {
  return class extends SharedStore {
    constructor() {
      super(redis, nameSpace, 'refuse');
    }
  };
}
