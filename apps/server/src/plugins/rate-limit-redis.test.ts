import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { openRedis, redisAnswers, redisReady } from '@/lib/redis.js';
import { errorOf } from '../../test/http.js';
import { freePort } from '../../test/ports.js';
import { buildTestApp } from '../../test/test-app.js';

/** The test machine's Redis; database 15 keeps these counters apart from anything else. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/** An answer and how long it took, in ms. */
async function timed(app: App, request: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(request);
  return { response, ms: performance.now() - started };
}

const login: InjectOptions = { method: 'POST', url: '/wps/session/login', payload: {} };

describe('rate limits with Redis configured but down (a closed port)', () => {
  let app: App;
  let redis: Redis;
  beforeAll(async () => {
    redis = openRedis(`redis://127.0.0.1:${await freePort()}`);
    app = await buildTestApp({ redis });
  });
  afterAll(async () => {
    await app.close();
    redis.disconnect();
  });

  it('refuses a login within a second with 503 rate.limit.unavailable in the member’s language', async () => {
    const ty = await timed(app, login);
    expect(ty.ms).toBeLessThan(1000);
    expect(ty.response.statusCode).toBe(503);
    expect(errorOf(ty.response).code).toBe('rate.limit.unavailable');
    expect(errorOf(ty.response).message).toMatch(/Pansamantalang/);
    const en = await timed(app, { ...login, headers: { language: 'EN' } });
    expect(en.ms).toBeLessThan(1000);
    expect(errorOf(en.response).message).toMatch(/briefly unavailable/);
  });

  it('lets a rate-limited read through at once', async () => {
    const { response, ms } = await timed(app, { method: 'GET', url: '/wps/captcha' });
    expect(ms).toBeLessThan(1000);
    expect(response.statusCode).toBe(200);
  });

  it('reports Redis down in /readyz while the site stays in service', async () => {
    const { response, ms } = await timed(app, { method: 'GET', url: '/readyz' });
    expect(ms).toBeLessThan(1000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { status: 'degraded', database: 'ok', redis: 'down' },
    });
  });
});

describe('rate limits on the real Redis', async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  const available = await probe.connect().then(
    () => true,
    () => false,
  );
  let app: App;
  let redis: Redis;
  beforeAll(async () => {
    if (!available) return;
    const stale = await probe.keys('rl:*');
    if (stale.length > 0) await probe.del(...stale);
    redis = openRedis(REDIS_URL);
    expect(await redisReady(redis)).toBe(true);
    app = await buildTestApp({ redis });
  });
  afterAll(async () => {
    if (available) {
      await app.close();
      await redis.quit();
    }
    probe.disconnect();
  });

  it.skipIf(!available)('counts in Redis and answers 429 past the limit', async () => {
    expect(await redisAnswers(redis)).toBe(true);
    const first = await timed(app, login);
    expect(first.ms).toBeLessThan(1000);
    expect(first.response.statusCode).not.toBe(503); // counted, then refused for its body
    expect(await probe.keys('rl:POST/wps/session/login-*')).toHaveLength(1);
    let last = first.response;
    for (let i = 0; i < 20; i++) last = await app.inject(login);
    expect(last.statusCode).toBe(429);
    expect(errorOf(last).code).toBe('too.many.requests');
  });

  it.skipIf(!available)('reports Redis ok in /readyz', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.json()).toEqual({
      success: true,
      value: { status: 'ok', database: 'ok', redis: 'ok' },
    });
  });
});
