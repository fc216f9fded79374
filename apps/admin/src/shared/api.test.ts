import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok, refusal } from '@/testing/fake-fetch';
import { api, ApiError } from './api';
import { LANGUAGE_KEY, session } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('unwraps the envelope and sends the bearer token and the console’s language', async () => {
    session.set('tok-123');
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = fakeFetch(() => ok({ username: 'ana' }));
    await expect(
      api('GET', '/operator/me', { query: { status: 'pending', empty: '' } }),
    ).resolves.toEqual({
      username: 'ana',
    });
    expect(calls[0]?.url).toBe('/operator/me?status=pending');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-123');
    expect(calls[0]?.headers.Language).toBe('EN');
  });

  it('throws a refusal as an ApiError with the server’s status, code and message', async () => {
    session.set('tok-123');
    fakeFetch(() => refusal(403, 'no.permission', 'Walang pahintulot'));
    const error = await api('POST', '/operator/merchants/DEMO/deposits/1/approve').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      statusCode: 403,
      code: 'no.permission',
      message: 'Walang pahintulot',
    });
  });

  it('maps an answer that is not the envelope (a proxy’s error page) to http.error', async () => {
    session.set('tok-123');
    fakeFetch(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(api('GET', '/operator/audit')).rejects.toMatchObject({
      status: 502,
      code: 'http.error',
    });
  });

  it('maps a server that cannot be reached to network.error', async () => {
    session.set('tok-123');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('GET', '/operator/me')).rejects.toMatchObject({
      status: 0,
      code: 'network.error',
    });
  });

  it('asks nothing of the server without a session but to sign in', async () => {
    const calls = fakeFetch(() => ok(null));
    await expect(api('GET', '/operator/me')).rejects.toMatchObject({
      status: 401,
      code: 'operator.session.none',
    });
    expect(calls).toHaveLength(0);
    await api('POST', '/operator/session', { body: { username: 'ana', password: 'x' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});
