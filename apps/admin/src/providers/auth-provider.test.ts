import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { authProvider, forgetOperator } from './auth-provider';

const ANA = { username: 'ana', role: 'finance', totpEnabled: true, disabled: false, createdAt: 1 };

/** The operator API's sign-in for ana, whose account has a second factor (code 123456). */
function signIn(call: FakeCall) {
  if (call.url === '/operator/session' && call.method === 'POST') {
    const body = call.body as { password: string; totp?: string };
    if (body.password !== 'correct horse battery') {
      return refusal(401, 'operator.login.failed', 'Wrong username or password');
    }
    if (!body.totp) return refusal(401, 'operator.totp.required', 'Enter the 6-digit code');
    if (body.totp !== '123456') return refusal(401, 'operator.totp.invalid', 'That code is wrong');
    return ok({ token: 'session-token', expiresAt: 2, operator: ANA });
  }
  if (call.url === '/operator/me') {
    return call.headers.Authorization === 'Bearer session-token'
      ? ok(ANA)
      : refusal(403, 'no.permission', 'no permission');
  }
  return refusal(404, 'url.not.found', 'Not found');
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('authProvider', () => {
  it('asks for the TOTP code when the server requires one, then signs in with it', async () => {
    const calls = fakeFetch(signIn);
    const first = await authProvider.login({ username: 'ana', password: 'correct horse battery' });
    expect(first).toMatchObject({ success: false, totpRequired: true });
    expect(session.get()).toBeNull();

    const second = await authProvider.login({
      username: 'ana',
      password: 'correct horse battery',
      totp: '123456',
    });
    expect(second).toMatchObject({ success: true, redirectTo: '/' });
    expect(calls[1]?.body).toEqual({
      username: 'ana',
      password: 'correct horse battery',
      totp: '123456',
    });
    expect(session.get()).toBe('session-token');
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      name: 'ana',
      role: 'finance',
    });
  });

  it('reports a wrong code with the server’s message, not as a code request', async () => {
    fakeFetch(signIn);
    const result = await authProvider.login({
      username: 'ana',
      password: 'correct horse battery',
      totp: '000000',
    });
    expect(result.success).toBe(false);
    expect(result.totpRequired).toBe(false);
    expect(result.error?.message).toBe('That code is wrong');
    expect(session.get()).toBeNull();
  });

  it('sends the operator to sign in when the session is gone, but not on a refusal for the role', async () => {
    fakeFetch(signIn);
    session.set('expired');
    await expect(authProvider.check()).resolves.toMatchObject({
      authenticated: false,
      redirectTo: '/login',
    });
    expect(session.get()).toBeNull();

    session.set('session-token');
    const { ApiError } = await import('@/shared/api');
    await expect(authProvider.onError(new ApiError(403, 'no.permission', 'no'))).resolves.toEqual(
      {},
    );
    session.set('expired');
    forgetOperator();
    await expect(
      authProvider.onError(new ApiError(403, 'no.permission', 'no')),
    ).resolves.toMatchObject({
      logout: true,
      redirectTo: '/login',
    });
  });
});
