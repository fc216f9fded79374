import {
  flattenWhitelabel,
  OperatorMerchantState,
  SystemStatus,
  WhitelabelTree,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { freshIp } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';

describe('operator API', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp();
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  const status = async () => valueOf(await app.inject({ url: '/wps/system/status' }), SystemStatus);
  const flags = async (merchant = 'DEMO') =>
    flattenWhitelabel(
      valueOf(
        await app.inject({ url: '/wps/system/whitelabel', headers: { merchant } }),
        WhitelabelTree,
      ),
    );

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-operator-token-at-all' }],
    ['the token without Bearer', { authorization: operatorHeaders.authorization.slice(7) }],
  ])('refuses a request with %s: 403 no.permission', async (_case, headers) => {
    const response = await app.inject({ url: '/operator/merchants/DEMO', headers });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
  });

  it('answers 429 to an address after 10 wrong tokens, yet never locks out the right token', async () => {
    const ip = freshIp();
    const attempt = (authorization: string, remoteAddress = ip) =>
      app.inject({ url: '/operator/merchants/DEMO', headers: { authorization }, remoteAddress });
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`Bearer wrong-token-number-${i}`)).statusCode).toBe(403);
    }
    const refused = await attempt('Bearer wrong-token-number-10');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too.many.requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect((await attempt('Bearer wrong-token-number-11')).statusCode).toBe(429);
    // A stranger at the operator's address cannot lock the operator out.
    expect((await attempt(operatorHeaders.authorization)).statusCode).toBe(200);
  });

  it('shows a merchant state to the operator', async () => {
    const response = await app.inject({
      url: '/operator/merchants/DEMO',
      headers: operatorHeaders,
    });
    const state = valueOf(response, OperatorMerchantState);
    expect(state).toMatchObject({
      merchantCode: 'DEMO',
      maintenance: false,
      regionRestriction: false,
    });
    expect(flattenWhitelabel(state.whitelabel).USERNAMEREG3).toBe(true);
  });

  it('turns maintenance on, visible at once in /wps/system/status', async () => {
    expect((await status()).maintenance).toBe(false);
    await switches.maintenance(true);
    expect((await status()).maintenance).toBe(true);
  });

  it('turns region restriction on, visible at once in /wps/system/status', async () => {
    await switches.regionRestriction(true);
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
  });

  it('switches a module off in the published white-label tree, with a new ETag', async () => {
    const before = await app.inject({ url: '/wps/system/whitelabel' });
    await switches.module('USERNAMEREG3', false);
    const after = await app.inject({ url: '/wps/system/whitelabel' });
    expect(flattenWhitelabel(valueOf(after, WhitelabelTree)).USERNAMEREG3).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('switches a whole branch off with its parent group', async () => {
    await switches.module('LOGIN_GRP', false);
    const off = await flags();
    expect(off.LOGIN_GRP).toBe(false);
    expect(off.MOBILEVERCODELOGIN3).toBe(false);
    expect(off.FREEPLAY3).toBe(false);
    expect(off.USERNAMEREG3).toBe(true);
  });

  it('changes only the merchant it names', async () => {
    await switches.module('FREEPLAY3', false);
    expect((await flags('DEMO')).FREEPLAY3).toBe(false);
    expect((await flags('DEMOTRIAL')).FREEPLAY3).toBe(true);
  });

  it('answers an unknown merchant with 404 merchant.not.found', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/operator/merchants/NOPE/maintenance',
      headers: operatorHeaders,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('merchant.not.found');
  });

  it('answers an unknown module with 404 module.not.found', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/whitelabel/NOSUCHMODULE',
      headers: operatorHeaders,
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'module.not.found', field: 'modId' });
  });
});
