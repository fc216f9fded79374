import {
  ConsolidatedSettings,
  Country,
  DomainRoute,
  flattenWhitelabel,
  SystemStatus,
  WhitelabelTree,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { buildTestApp } from '../../../test/test-app.js';

describe('system endpoints', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports the status of an open site with the caller ip and service info', async () => {
    const response = await app.inject({ url: '/wps/system/status', headers: { merchant: 'DEMO' } });
    expect(response.statusCode).toBe(200);
    const status = valueOf(response, SystemStatus);
    expect(status).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(status.location.ip).toBe('127.0.0.1');
    expect(status.info.customerService.map((link) => link.name)).toContain('LIVECHAT');
    expect(status.info.resources.map((r) => r.resourceType)).toContain('Android');
    expect(status.info.mobileTemplate.mem_cen).toBe('1');
  });

  it('publishes the white-label tree, which flattens to the default flags', async () => {
    const response = await app.inject({ url: '/wps/system/whitelabel' });
    const flags = flattenWhitelabel(valueOf(response, WhitelabelTree));
    expect(flags.USERNAMEREG3).toBe(true);
    expect(flags.MOBILEVERCODELOGIN3).toBe(true);
    expect(flags.FACEBOOKLOGIN3).toBe(false);
  });

  it('answers 304 to a white-label request carrying the current (weak) ETag', async () => {
    const first = await app.inject({ url: '/wps/system/whitelabel' });
    const etag = String(first.headers.etag);
    // Sent compressed or not under one tag: the same content, not the same bytes.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const opaque = etag.slice(2);
    for (const header of [etag, opaque, `"wl-other", ${etag}`]) {
      const again = await app.inject({
        url: '/wps/system/whitelabel',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await app.inject({
      url: '/wps/system/whitelabel',
      headers: { 'if-none-match': '"wl-old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the consolidated settings of the demo merchant', async () => {
    const response = await app.inject({ url: '/wps/system/settings/consolidated' });
    const settings = valueOf(response, ConsolidatedSettings);
    expect(settings).toMatchObject({
      merchantCode: 'DEMO',
      currency: 'PHP',
      currencySymbol: '₱',
      defaultLanguage: 'TY',
      supportedLanguages: ['TY', 'EN'],
      trialMerchantCode: 'DEMOTRIAL',
    });
    expect(settings.socialLinks.map((link) => link.type)).toEqual([
      'FACEBOOK',
      'TELEGRAM',
      'TELEGRAM2',
    ]);
  });

  it('routes localhost, unknown hosts and ?domain= to the demo merchant', async () => {
    const local = valueOf(await app.inject({ url: '/wps/system/domainRoute' }), DomainRoute);
    expect(local).toEqual({
      domain: 'localhost',
      merchantCode: 'DEMO',
      trialMerchantCode: 'DEMOTRIAL',
    });

    const unknown = await app.inject({
      url: '/wps/system/domainRoute',
      headers: { host: 'nobody.example:8080' },
    });
    expect(valueOf(unknown, DomainRoute)).toMatchObject({
      domain: 'nobody.example',
      merchantCode: 'DEMO',
    });

    const asked = await app.inject({ url: '/wps/system/domainRoute?domain=m.perlas.example' });
    expect(valueOf(asked, DomainRoute)).toMatchObject({
      domain: 'm.perlas.example',
      merchantCode: 'DEMO',
    });
  });

  it('lists countries with the Philippines (63) first, named in the caller language', async () => {
    const list = (language: string) =>
      app
        .inject({ url: '/wps/system/country', headers: { language } })
        .then((response) => valueOf(response, z.array(Country)));
    const [en, ty] = await Promise.all([list('EN'), list('TY')]);
    expect(en[0]).toEqual({ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' });
    expect(ty[0]?.countryName).toBe('Pilipinas');
    expect(en.find((c) => c.countryCode === 'JP')?.countryName).toBe('Japan');
    expect(ty.find((c) => c.countryCode === 'JP')?.countryName).toBe('Hapon');
  });

  it('takes the merchant from the Merchant header (the trial merchant too)', async () => {
    const response = await app.inject({
      url: '/wps/system/settings/consolidated',
      headers: { merchant: 'DEMOTRIAL' },
    });
    const settings = valueOf(response, ConsolidatedSettings);
    expect(settings.merchantCode).toBe('DEMOTRIAL');
    expect(settings.trialMerchantCode).toBeNull();
  });

  it('refuses an unknown Merchant header with 400 merchant.unknown', async () => {
    const response = await app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'NOPE', language: 'EN' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'merchant.unknown',
      field: 'Merchant',
      message: 'Unknown merchant code',
    });
  });
});
