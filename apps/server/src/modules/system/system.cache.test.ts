import zlib from 'node:zlib';
import {
  ConsolidatedSettings,
  Country,
  flattenWhitelabel,
  ok,
  successEnvelope,
  SystemStatus,
  WhitelabelTree,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { valueOf } from '../../../test/http.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';
import { merchantOf } from '@/plugins/request-context.js';
import { listCountries } from './countries.js';
import { consolidatedSettings, systemStatus } from './system.service.js';

const open = { config: { openDuringMaintenance: true } };

/** The answers as they were made before the cache: the contract serialised on every request. */
function referenceRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const reply200 = <T extends z.ZodType>(value: T) => ({
    ...open,
    schema: { response: { 200: successEnvelope(value) } },
  });
  app.get('/wps/reference/status', reply200(SystemStatus), (request) =>
    ok(systemStatus(merchantOf(request), request.ip)),
  );
  app.get('/wps/reference/whitelabel', reply200(WhitelabelTree), (request) =>
    ok(merchantOf(request).whitelabel),
  );
  app.get('/wps/reference/settings/consolidated', reply200(ConsolidatedSettings), (request) =>
    ok(consolidatedSettings(merchantOf(request))),
  );
  app.get('/wps/reference/country', reply200(z.array(Country)), (request) =>
    ok(listCountries(request.language)),
  );
}

const READS = ['status', 'whitelabel', 'settings/consolidated', 'country'] as const;

describe('cached system answers', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    // Behind one trusted proxy, so a test can say which address the caller has.
    app = await buildTestApp({ config: { trustProxy: 1 }, extend: referenceRoutes });
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.9', ...headers } });

  it('answers the same bytes as serialising the contract on every request', async () => {
    for (const read of READS) {
      const callers: Record<string, string>[] = [
        {},
        { language: 'EN' },
        { merchant: 'DEMOTRIAL', language: 'TY' },
      ];
      for (const headers of callers) {
        const cached = await get(`/wps/system/${read}`, headers);
        const reference = await get(`/wps/reference/${read}`, headers);
        expect(cached.statusCode).toBe(200);
        expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(cached.body).toBe(reference.body);
      }
    }
  });

  it('answers 304 to If-None-Match on every cached read, with its caching headers', async () => {
    const expected = {
      status: { 'cache-control': 'private, no-cache', vary: 'Merchant' },
      whitelabel: { 'cache-control': 'no-cache', vary: 'Merchant, Accept-Encoding' },
      'settings/consolidated': { 'cache-control': 'no-cache', vary: 'Merchant, Accept-Encoding' },
      country: { 'cache-control': 'no-cache', vary: 'Merchant, Language, Accept-Encoding' },
    };
    for (const read of READS) {
      const first = await get(`/wps/system/${read}`);
      const etag = String(first.headers.etag);
      expect(first.headers).toMatchObject(expected[read]);
      const again = await get(`/wps/system/${read}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers).toMatchObject({ etag, ...expected[read] });
      // The security headers stay on the short answer too.
      expect(again.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('sends the white-label tree brotli-compressed to a phone, under its weak ETag', async () => {
    const plain = await get('/wps/system/whitelabel');
    const br = await get('/wps/system/whitelabel', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(br.headers.etag)).toMatch(/^W\//);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('puts the caller address in the status, an IPv6 one too, with an ETag of its own', async () => {
    const status = (ip: string, etag?: string) =>
      get('/wps/system/status', { 'x-forwarded-for': ip, ...(etag && { 'if-none-match': etag }) });
    const v4 = await status('198.51.100.23');
    const v6 = await status('2001:db8:85a3::8a2e:370:7334');
    expect(valueOf(v4, SystemStatus).location.ip).toBe('198.51.100.23');
    expect(valueOf(v6, SystemStatus).location.ip).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(v6.headers.etag).not.toBe(v4.headers.etag);
    // A phone polling from its address gets 304; the same tag from another address does not.
    expect((await status('2001:db8:85a3::8a2e:370:7334', String(v6.headers.etag))).statusCode).toBe(
      304,
    );
    const other = await status('198.51.100.24', String(v4.headers.etag));
    expect(other.statusCode).toBe(200);
    expect(valueOf(other, SystemStatus).location.ip).toBe('198.51.100.24');
  });

  it('answers a module switched by the operator at once, under a new ETag', async () => {
    const before = await get('/wps/system/whitelabel');
    expect(flattenWhitelabel(valueOf(before, WhitelabelTree)).FACEBOOKLOGIN3).toBe(false);
    await switches.module('FACEBOOKLOGIN3', true);
    const after = await get('/wps/system/whitelabel', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(flattenWhitelabel(valueOf(after, WhitelabelTree)).FACEBOOKLOGIN3).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers maintenance switched by the operator at once, under a new ETag', async () => {
    const before = await get('/wps/system/status');
    await switches.maintenance(true);
    const after = await get('/wps/system/status', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(valueOf(after, SystemStatus).maintenance).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the ETag of an answer whose content the change did not touch', async () => {
    const before = await get('/wps/system/settings/consolidated');
    await switches.maintenance(true);
    const after = await get('/wps/system/settings/consolidated', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(304);
  });
});
