import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLocalBus, type ChangeBus } from '../db/change-bus.js';
import { CALLER_SLOT, createAnswerCache, type CachedAnswerSpec } from './cached-answer.js';

const Item = z.object({ name: z.string(), ip: z.string().optional() });
type Item = z.infer<typeof Item>;

/** One answer on a bare Fastify, with the builds counted and the data switchable. */
async function serve(spec: Partial<CachedAnswerSpec<string, Item[]>> = {}) {
  const bus: ChangeBus = createLocalBus();
  const cache = createAnswerCache({ bus });
  let builds = 0;
  let suffix = '';
  let release: () => void = () => undefined;
  let gate: Promise<void> | undefined;
  const build = spec.build ?? ((group: string) => [{ name: `${group}${suffix}` }]);
  const answer = cache.define<string, Item[]>({
    name: 'items',
    schema: z.array(Item),
    key: (group) => group,
    topics: (group) => [`items:${group}`],
    vary: ['Merchant'],
    ...spec,
    async build(group) {
      builds++;
      const value = await build(group); // read before waiting: what a slow query would have seen
      if (gate) await gate;
      return value;
    },
  });
  const app: FastifyInstance = Fastify();
  app.get<{ Params: { group: string } }>('/items/:group', (request, reply) =>
    answer.send(request, reply, request.params.group),
  );
  await app.ready();
  return {
    app,
    bus,
    cache,
    builds: () => builds,
    rename: (next: string) => (suffix = next),
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('cached public answers', () => {
  it('builds once for concurrent first requests and never again until a change', async () => {
    const served = await serve();
    open = served.app;
    served.hold();
    const first = Array.from({ length: 5 }, () => served.app.inject({ url: '/items/a' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    served.release();
    const bodies = (await Promise.all(first)).map((response) => response.body);
    expect(new Set(bodies)).toEqual(new Set(['{"success":true,"value":[{"name":"a"}]}']));
    await served.app.inject({ url: '/items/a' });
    expect(served.builds()).toBe(1);
  });

  it('answers 304 to If-None-Match with the ETag, Cache-Control and Vary of the 200', async () => {
    const served = await serve();
    open = served.app;
    const first = await served.app.inject({ url: '/items/a' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/); // small and never compressed: a strong tag
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Merchant');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await served.app.inject({
        url: '/items/a',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'Merchant' });
    }
    const stale = await served.app.inject({ url: '/items/a', headers: { 'if-none-match': '"x"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('drops an answer on its change-bus topic only, and the next one has a new ETag', async () => {
    const served = await serve();
    open = served.app;
    const a = await served.app.inject({ url: '/items/a' });
    await served.app.inject({ url: '/items/b' });
    served.rename('-2');
    await served.bus.publish('items:a');
    const a2 = await served.app.inject({ url: '/items/a' });
    const b2 = await served.app.inject({ url: '/items/b' });
    expect(a2.json()).toEqual({ success: true, value: [{ name: 'a-2' }] });
    expect(a2.headers.etag).not.toBe(a.headers.etag);
    expect(b2.json()).toEqual({ success: true, value: [{ name: 'b' }] }); // not told: kept
    expect(served.builds()).toBe(3);
  });

  it('drops an answer on this instance at once through changed()', async () => {
    const served = await serve();
    open = served.app;
    await served.app.inject({ url: '/items/a' });
    served.rename('-3');
    await served.cache.changed('items:a');
    expect((await served.app.inject({ url: '/items/a' })).json().value).toEqual([{ name: 'a-3' }]);
  });

  it('keeps no answer built from a change that came while it was building', async () => {
    const served = await serve();
    open = served.app;
    served.hold();
    const during = served.app.inject({ url: '/items/a' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await served.bus.publish('items:a');
    served.rename('-new');
    served.release();
    await during;
    const after = await served.app.inject({ url: '/items/a' });
    expect(after.json().value).toEqual([{ name: 'a-new' }]);
  });

  it('answers a failed build with an error and builds again on the next request', async () => {
    let fail = true;
    const served = await serve({
      build: (group) => {
        if (fail) throw new Error('database down');
        return [{ name: group }];
      },
    });
    open = served.app;
    expect((await served.app.inject({ url: '/items/a' })).statusCode).toBe(500);
    fail = false;
    expect((await served.app.inject({ url: '/items/a' })).statusCode).toBe(200);
  });

  it('sends large answers compressed as asked, under one weak ETag', async () => {
    const served = await serve({
      build: (group) => Array.from({ length: 80 }, (_, i) => ({ name: `${group}-${i}` })),
    });
    open = served.app;
    const plain = await served.app.inject({ url: '/items/a' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Merchant, Accept-Encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const br = await served.app.inject({
      url: '/items/a',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await served.app.inject({
      url: '/items/a',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const revalidated = await served.app.inject({
      url: '/items/a',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  describe('with the caller spliced in', () => {
    const withCaller = () =>
      serve({
        build: (group) => [{ name: group, ip: CALLER_SLOT }],
        caller: (request) => String(request.headers['x-caller']),
      });

    it.each([
      ['an IPv4 address', '203.0.113.7'],
      ['an IPv6 address', '2001:db8::8a2e:370:7334'],
      ['a forged value with quotes and backslashes', 'x"}],"name":"evil\\'],
    ])('places %s JSON-escaped where the slot was', async (_what, ip) => {
      const served = await withCaller();
      open = served.app;
      const response = await served.app.inject({
        url: '/items/a',
        headers: { 'x-caller': ip },
      });
      expect(response.json()).toEqual({ success: true, value: [{ name: 'a', ip }] });
      expect(response.headers['cache-control']).toBe('private, no-cache');
    });

    it('gives each address its own ETag, and 304 to the same address', async () => {
      const served = await withCaller();
      open = served.app;
      const from = (ip: string, etag?: string) =>
        served.app.inject({
          url: '/items/a',
          headers: { 'x-caller': ip, ...(etag ? { 'if-none-match': etag } : {}) },
        });
      const phone = await from('2001:db8::1');
      const etag = String(phone.headers.etag);
      expect(etag).toMatch(/^"[^"\s]+"$/);
      expect((await from('2001:db8::1', etag)).statusCode).toBe(304);
      const moved = await from('198.51.100.2', etag);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().value[0].ip).toBe('198.51.100.2');
      expect(moved.headers.etag).not.toBe(etag);
      expect(served.builds()).toBe(1);
    });

    it('refuses a value without the slot when built', async () => {
      const served = await serve({ build: () => [{ name: 'no slot' }], caller: () => '1.1.1.1' });
      open = served.app;
      expect((await served.app.inject({ url: '/items/a' })).statusCode).toBe(500);
    });
  });

  describe('with countdowns filled in as sent', () => {
    const Draw = z.object({ label: z.string(), remainTime: z.number().int() });
    type Draw = z.infer<typeof Draw>;
    let time = 1_000_000;
    let draws: Draw[] = [];

    async function countdown() {
      const cache = createAnswerCache({ bus: createLocalBus() });
      const answer = cache.define<string, Draw[]>({
        name: 'draws',
        schema: z.array(Draw),
        key: (group) => group,
        topics: (group) => [`draws:${group}`],
        vary: ['Merchant'],
        countdown: { field: 'remainTime', now: () => time },
        build: () => draws,
      });
      const app = Fastify();
      app.get('/draws', (request, reply) => answer.send(request, reply, 'a'));
      await app.ready();
      return { app, cache };
    }

    it('sends deadline − now in each field, never below 0, under one weak ETag that time does not change', async () => {
      time = 1_000_000;
      draws = [
        { label: 'soon', remainTime: 1_060_000 },
        // A string holding the field's name is text, not a field.
        { label: '"remainTime":5', remainTime: 0 },
        { label: 'past', remainTime: 999_000 },
      ];
      const served = await countdown();
      open = served.app;
      const first = await served.app.inject({ url: '/draws' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.json().value).toEqual([
        { label: 'soon', remainTime: 60_000 },
        { label: '"remainTime":5', remainTime: 0 },
        { label: 'past', remainTime: 0 },
      ]);
      time += 15_000;
      const later = await served.app.inject({ url: '/draws' });
      expect(later.headers.etag).toBe(etag);
      expect(later.json().value[0].remainTime).toBe(45_000);
      const same = await served.app.inject({ url: '/draws', headers: { 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);

      draws = [{ label: 'next', remainTime: 1_200_000 }];
      await served.cache.changed('draws:a');
      const changed = await served.app.inject({
        url: '/draws',
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().value).toEqual([{ label: 'next', remainTime: 185_000 }]);
    });

    it('compresses a large countdown answer per answer, under the same tag', async () => {
      time = 0;
      draws = Array.from({ length: 40 }, (_, n) => ({ label: `draw ${n}`, remainTime: 5_000 + n }));
      const served = await countdown();
      open = served.app;
      const plain = await served.app.inject({ url: '/draws' });
      expect(plain.headers.vary).toBe('Merchant, Accept-Encoding');
      const br = await served.app.inject({ url: '/draws', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await served.app.inject({
        url: '/draws',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });

    it('refuses a caller slot and countdowns on one answer', () => {
      const cache = createAnswerCache({ bus: createLocalBus() });
      expect(() =>
        cache.define({
          name: 'both',
          schema: z.array(Draw),
          key: () => '',
          topics: () => [],
          vary: [],
          build: () => [],
          caller: () => '',
          countdown: { field: 'remainTime', now: () => 0 },
        }),
      ).toThrow(/not both/);
    });
  });
});
