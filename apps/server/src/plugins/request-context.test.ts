import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { errorOf } from '../../test/http.js';
import { operatorHeaders, operatorSwitches } from '../../test/operator.js';
import { buildTestApp, SHELL_MARKER } from '../../test/test-app.js';

describe('merchant gates', () => {
  let app: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp({
      extend(scope) {
        scope.get('/wps/test/ping', () => ({ success: true, value: 'pong' }));
        scope.get('/wps/test/sms-login', { config: { module: 'MOBILEVERCODELOGIN3' } }, () => ({
          success: true,
          value: 'sms',
        }));
      },
    });
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ url, headers: { language: 'EN' } });

  it('lets a normal route through on an open site', async () => {
    expect((await get('/wps/test/ping')).statusCode).toBe(200);
  });

  it('closes normal routes with 503 system.maintenance during maintenance', async () => {
    await switches.maintenance(true);
    const response = await get('/wps/test/ping');
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toMatchObject({
      code: 'system.maintenance',
      message: 'The platform is under maintenance',
    });
  });

  it('keeps status, health, the operator API and the app shell open during maintenance', async () => {
    await switches.maintenance(true);
    expect((await get('/wps/system/status')).statusCode).toBe(200);
    expect((await get('/wps/system/whitelabel')).statusCode).toBe(200);
    expect((await get('/healthz')).statusCode).toBe(200);
    const state = await app.inject({ url: '/operator/merchants/DEMO', headers: operatorHeaders });
    expect(state.statusCode).toBe(200);
    expect((await get('/m/maintenance')).body).toContain(SHELL_MARKER);
  });

  it('refuses normal routes with 403 access.restricted under region restriction', async () => {
    await switches.regionRestriction(true);
    const response = await get('/wps/test/ping');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('access.restricted');
    expect((await get('/wps/system/status')).statusCode).toBe(200);
  });

  it('answers maintenance before region restriction when both are on', async () => {
    await switches.regionRestriction(true);
    await switches.maintenance(true);
    expect((await get('/wps/test/ping')).statusCode).toBe(503);
  });

  it('refuses a route whose module is off with 403 no.permission', async () => {
    expect((await get('/wps/test/sms-login')).statusCode).toBe(200);
    await switches.module('MOBILEVERCODELOGIN3', false);
    const response = await get('/wps/test/sms-login');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'no.permission',
      value: { module: 'MOBILEVERCODELOGIN3' },
    });
  });

  it('refuses a route whose module is on but whose parent group is off', async () => {
    await switches.module('LOGIN_GRP', false);
    expect((await get('/wps/test/sms-login')).statusCode).toBe(403);
  });

  it('refuses an unknown Merchant header alike when it is new and when it is remembered', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({
        url: '/wps/test/ping',
        headers: { merchant: 'NOBODY', language: 'EN' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'merchant.unknown', field: 'Merchant' });
    }
  });

  it('reads the Language header in any letter case, and answers TY without one', async () => {
    const message = async (headers: Record<string, string>) =>
      errorOf(await app.inject({ url: '/wps/test/missing', headers })).message;
    expect(await message({ language: 'en' })).toBe('The requested url is empty');
    expect(await message({ language: 'EN' })).toBe('The requested url is empty');
    expect(await message({})).toBe('Walang laman ang hiniling na url');
    expect(await message({ language: 'xx' })).toBe('Walang laman ang hiniling na url');
  });

  it('gates per merchant: the trial merchant keeps its own switches', async () => {
    await switches.maintenance(true);
    const trial = await app.inject({ url: '/wps/test/ping', headers: { merchant: 'DEMOTRIAL' } });
    expect(trial.statusCode).toBe(200);
  });
});
