import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEALED_BODY_SCHEME } from '@app/contracts';
import { fakeServer, openSealed, requestJson, serverKey } from '../testing/fake-server';
import { memberSession } from '../testing/render-app';
import { api, ApiError } from './api-client';
import { revalidate } from './api-revalidate';
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

  it('keeps a newer session when a request sent with an older token answers 401 late', async () => {
    sessionStore.set(memberSession({ token: 'old-token' }));
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeServer({ '/wps/x': () => new Promise((resolve) => (answer = resolve)) });
    const pending = api.get('/wps/x', z.unknown()).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = memberSession({ token: 'new-token' });
    sessionStore.set(fresh);
    answer({ status: 401, body: { success: false, code: 'login.not.session', message: 'x' } });
    await expect(pending).resolves.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toEqual(fresh);
    sessionStore.clear();
  });
});

describe('api client bodies', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('seals a body to the published key, and seals again once when the key is unknown', async () => {
    const seen: Record<string, unknown>[] = [];
    let keyReads = 0;
    const server = fakeServer({
      '/wps/system/encryption/key': () => {
        keyReads += 1;
        const value = {
          kid: `k${keyReads}`,
          publicKey: serverKey.publicKey,
          scheme: SEALED_BODY_SCHEME,
          serverTime: Date.now(),
        };
        return { body: { success: true, value } };
      },
      '/wps/x': (url: URL, init: RequestInit | undefined) => {
        const sealed = requestJson(init) as { kid: string };
        if (sealed.kid === 'k1') {
          return {
            status: 400,
            body: { success: false, code: 'sealed.body.invalid', message: 'x' },
          };
        }
        seen.push(openSealed(url, init));
        return { body: { success: true, value: 1 } };
      },
    });
    await expect(api.post('/wps/x', z.number(), { body: { a: 'b' }, sealed: true })).resolves.toBe(
      1,
    );
    expect(keyReads).toBe(2);
    expect(seen[0]).toMatchObject({ a: 'b' });
    const headers = server.requests.at(-1)?.init?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      Encryption: SEALED_BODY_SCHEME,
      'Content-Type': 'application/json',
    });
  });

  it('sends a form-encoded body', async () => {
    const server = fakeServer({ '/wps/x': null });
    await api.post('/wps/x', z.null(), { body: { username: 'juan', email: 'a@b.ph' }, form: true });
    const init = server.requests[0]?.init;
    expect(init?.body).toBe('username=juan&email=a%40b.ph');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('sends a FormData body as it is, leaving its multipart Content-Type to fetch', async () => {
    sessionStore.set(memberSession({ token: 'tok' }));
    const server = fakeServer({ '/wps/x': null });
    const form = new FormData();
    form.append('content', 'Salamat po');
    await api.put('/wps/x', z.null(), { body: form });
    const init = server.requests[0]?.init;
    expect(init?.body).toBe(form);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers).toMatchObject({ Authorization: 'tok', Language: 'TY', Device: 'MOBILE' });
    sessionStore.clear();
  });

  it('leaves the session out of an anonymous call and keeps it when that call answers 401', async () => {
    sessionStore.set(memberSession({ token: 'trial', merchantCode: 'DEMOTRIAL' }));
    const server = fakeServer({
      '/wps/x': () => ({
        status: 401,
        body: { success: false, code: 'login.failed', message: 'no' },
      }),
    });
    await expect(api.post('/wps/x', z.unknown(), { body: {}, anonymous: true })).rejects.toThrow();
    const headers = server.requests[0]?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers.Merchant).toBeUndefined();
    expect(sessionStore.get()?.token).toBe('trial');
    sessionStore.clear();
  });

  it("seals with the server's clock, reading it again when the server says the body expired", async () => {
    const ahead = 10 * 60_000; // this device's clock is ten minutes behind the server's
    const seen: Record<string, unknown>[] = [];
    fakeServer({
      '/wps/system/encryption/key': () => ({
        body: {
          success: true,
          value: {
            kid: 'k-skew',
            publicKey: serverKey.publicKey,
            scheme: SEALED_BODY_SCHEME,
            serverTime: Date.now() + ahead,
          },
        },
      }),
      '/wps/y': (url: URL, init: RequestInit | undefined) => {
        const { kid } = requestJson(init) as { kid: string };
        if (kid !== 'k-skew') {
          return {
            status: 400,
            body: { success: false, code: 'sealed.body.expired', message: 'x' },
          };
        }
        seen.push(openSealed(url, init));
        return { body: { success: true, value: 1 } };
      },
    });
    await expect(api.post('/wps/y', z.number(), { body: {}, sealed: true })).resolves.toBe(1);
    const ts = Number(seen[0]?.ts);
    expect(Math.abs(ts - (Date.now() + ahead))).toBeLessThan(5_000);
  });
  it('revalidates by ETag past the browser cache: a 304 is "not-modified", else the answer and its tag', async () => {
    const server = fakeServer({
      '/lgw/x': (_url: URL, init: RequestInit | undefined) => {
        const headers = init?.headers as Record<string, string>;
        return headers['If-None-Match'] === 'W/"v1"'
          ? { status: 304, body: null }
          : { body: { success: true, value: 7 }, headers: { ETag: 'W/"v1"' } };
      },
    });
    await expect(revalidate('/lgw/x', z.number(), {})).resolves.toEqual({
      value: 7,
      etag: 'W/"v1"',
    });
    await expect(revalidate('/lgw/x', z.number(), { etag: 'W/"v1"' })).resolves.toBe(
      'not-modified',
    );
    expect(server.requests.map((request) => request.init?.cache)).toEqual(['no-store', 'no-store']);
  });
});
