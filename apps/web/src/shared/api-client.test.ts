import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/fake-server';
import { memberSession } from '../testing/render-app';
import { api, ApiError } from './api-client';
import { changeLanguage, initI18n } from './i18n';
import { sessionStore } from './session';

describe('api client', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('unwraps the envelope and checks the value against the contract', async () => {
    fakeServer({ '/wps/x': { n: 1 } });
    await expect(api.get('/wps/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    await expect(api.get('/wps/x', z.object({ n: z.string() }))).rejects.toMatchObject({
      code: 'system.error',
    });
  });

  it('sends language, device and, with a session, token and merchant headers', async () => {
    await changeLanguage('EN');
    sessionStore.set(memberSession({ token: 'tok', merchantCode: 'DEMOTRIAL' }));
    const server = fakeServer({ '/wps/x': 1 });
    await api.get('/wps/x', z.number(), { query: { a: 'b', skip: undefined } });
    const request = server.requests[0];
    const headers = request?.init?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      Language: 'EN',
      Device: 'MOBILE',
      Authorization: 'tok',
      Merchant: 'DEMOTRIAL',
    });
    expect(request?.url.search).toBe('?a=b');
    sessionStore.clear();
    await changeLanguage('TY');
  });

  it('turns an error envelope into an ApiError with the server message and field', async () => {
    fakeServer({
      '/wps/x': () => ({
        status: 400,
        body: { success: false, code: 'request.invalid', message: 'Hindi wasto', field: 'enabled' },
      }),
    });
    const error = await api.put('/wps/x', z.unknown(), { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'request.invalid',
      message: 'Hindi wasto',
      field: 'enabled',
    });
  });

  it('clears the stored session on 401', async () => {
    sessionStore.set(memberSession());
    fakeServer({
      '/wps/x': () => ({
        status: 401,
        body: { success: false, code: 'login.not.session', message: 'login first' },
      }),
    });
    await expect(api.get('/wps/x', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeUndefined();
  });
});
