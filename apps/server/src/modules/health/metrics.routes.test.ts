import { DEPOSIT_PATHS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { authHeaders } from '../../../test/accounts.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../../test/test-app.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A sample's value in Prometheus' text: `name{labels} value` (undefined when absent). */
function sample(text: string, name: string, labels: string): number | undefined {
  const start = labels === '' ? `${name} ` : `${name}{${labels}} `;
  const line = text.split('\n').find((l) => l.startsWith(start));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics and request ids', () => {
  let app: App;
  let guarded: App;
  beforeAll(async () => {
    app = await buildTestApp();
    guarded = await buildTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await app.close();
    await guarded.close();
  });

  const scrape = async () => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers the machine itself without a token, and nobody else', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(200);
    const outside = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
    // What a proxy says of the caller does not count: the connection's own address does.
    const forwarded = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
    // A proxy on this machine connects from loopback: what it forwards is not the machine's own.
    const proxied = await app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('asks for METRICS_TOKEN where one is set, from anywhere', async () => {
    expect((await guarded.inject({ url: '/metrics' })).statusCode).toBe(404);
    const wrong = { authorization: `Bearer ${TOKEN.replace('0', '1')}` };
    expect((await guarded.inject({ url: '/metrics', headers: wrong })).statusCode).toBe(404);
    const right = await guarded.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const before =
      sample(
        await scrape(),
        'http_requests_total',
        'route="/healthz",method="GET",status="200",by="app"',
      ) ?? 0;
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/healthz' });
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', 'route="/healthz",method="GET",status="200",by="app"'),
    ).toBe(before + 2);
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/healthz",method="GET",by="app"'),
    ).toBeGreaterThanOrEqual(2);
    // A path no route has is one label, whatever was asked.
    await app.inject({ url: '/no/such/path/12345' });
    expect(await scrape()).not.toContain('/no/such/path');
  });

  it('reads the queues, the ledger and the pool when scraped', async () => {
    const pending = () =>
      scrape().then((text) => sample(text, 'queue_length', 'queue="deposits"') ?? -1);
    const before = await pending();
    expect(before).toBeGreaterThanOrEqual(0);
    const { db } = await sharedDatabase();
    const member = await insertTestMember(db, { prefix: 'met' });
    const made = await app.inject({
      method: 'POST',
      url: DEPOSIT_PATHS.requests,
      headers: authHeaders(await tokenFor(db, member)),
      payload: { channelCode: 'GCASH', amount: 50_000, idempotencyKey: `metrics-${member.id}` },
    });
    expect(made.body).toContain('"success":true');
    expect(await pending()).toBe(before + 1);

    const text = await scrape();
    expect(sample(text, 'ledger_balance_minor', 'kind="member_cash",currency="PHP"')).toEqual(
      expect.any(Number),
    );
    // Tests run no engine: this instance does not lead.
    expect(sample(text, 'lottery_engine_leader', '')).toBe(0);
    expect(sample(text, 'lottery_draw_lag_seconds', '')).toBeGreaterThanOrEqual(0);
    if (testDatabaseUrl()) {
      expect(sample(text, 'db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    }
  });

  it('gives every answer a request id, keeping a well-formed one a proxy sent', async () => {
    const own = await app.inject({ url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(UUID);
    const passed = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.1' } });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.1');
    const refused = await app.inject({ url: '/nope', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });
});
