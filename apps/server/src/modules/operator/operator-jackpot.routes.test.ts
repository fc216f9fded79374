import { ConsolidatedSettings, DEFAULT_JACKPOT, OperatorMerchantState } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';

const OWN = {
  min: 5_000_000,
  max: 6_000_000,
  incrementMin: 100,
  incrementMax: 900,
  tickSeconds: [2],
};

describe('operator API: the jackpot counter (SPEC §4, §9)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await app.inject({
      method: 'DELETE',
      url: '/operator/merchants/DEMO/jackpot',
      headers: operatorHeaders,
    });
  });
  afterAll(() => app.close());

  const settings = async (merchant = 'DEMO') => {
    const response = await app.inject({
      url: '/wps/system/settings/consolidated',
      headers: { merchant },
    });
    return { etag: response.headers.etag, value: valueOf(response, ConsolidatedSettings) };
  };
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url: '/operator/merchants/DEMO/jackpot',
      headers: { ...operatorHeaders, ...headers },
      payload: body as Record<string, unknown>,
    });

  it('publishes SPEC §9 defaults to a merchant that has set none', async () => {
    expect((await settings()).value.jackpot).toEqual(DEFAULT_JACKPOT);
  });

  it("sets a merchant's own counter, in its settings at once with a new ETag, and only its own", async () => {
    const before = await settings();
    const state = valueOf(await put(OWN), OperatorMerchantState);
    expect(state).toMatchObject({ jackpot: OWN, ownJackpot: true });
    const after = await settings();
    expect(after.value.jackpot).toEqual(OWN);
    expect(after.etag).not.toBe(before.etag);
    expect((await settings('DEMOTRIAL')).value.jackpot).toEqual(DEFAULT_JACKPOT);
  });

  it('goes back to the defaults on DELETE', async () => {
    await put(OWN);
    const response = await app.inject({
      method: 'DELETE',
      url: '/operator/merchants/DEMO/jackpot',
      headers: operatorHeaders,
    });
    expect(valueOf(response, OperatorMerchantState).ownJackpot).toBe(false);
    expect((await settings()).value.jackpot).toEqual(DEFAULT_JACKPOT);
  });

  it.each([
    ['a max below the min', { ...OWN, max: 4_000_000 }, 'max'],
    ['a negative min', { ...OWN, min: -1 }, 'min'],
    ['a fractional increment', { ...OWN, incrementMin: 1.5 }, 'incrementMin'],
    ['an increment range upside down', { ...OWN, incrementMin: 1000 }, 'incrementMax'],
    ['an increment above the jackpot', { ...OWN, incrementMax: 7_000_000 }, 'incrementMax'],
    ['no tick', { ...OWN, tickSeconds: [] }, 'tickSeconds'],
    ['a tick of 0 s', { ...OWN, tickSeconds: [0, 3] }, 'tickSeconds.0'],
    ['a missing field', { min: 1, max: 2 }, 'incrementMin'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, body, field) => {
    const response = await put(body, { language: 'EN' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'request.invalid',
      field,
      message: `The field ${field} is not valid`,
    });
    expect((await settings()).value.jackpot).toEqual(DEFAULT_JACKPOT);
  });

  it('says what is wrong in Filipino too', async () => {
    const response = await put({ ...OWN, max: 1 }, { language: 'TY' });
    expect(errorOf(response).message).toBe('Hindi wasto ang field na max');
  });

  it('answers an unknown merchant with 404 merchant.not.found', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/operator/merchants/NOPE/jackpot',
      headers: operatorHeaders,
      payload: OWN,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('merchant.not.found');
  });
});
