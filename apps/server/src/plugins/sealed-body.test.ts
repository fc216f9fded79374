import { EncryptionKey, LoginResult, ok, SEALED_BODY_MAX_SKEW_MS } from '@app/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccount, freshIp, postLogin } from '../../test/accounts.js';
import { errorOf, valueOf } from '../../test/http.js';
import { seal, SEALED_HEADERS } from '../../test/sealed.js';
import { buildTestApp, sharedDatabase } from '../../test/test-app.js';
import type { App } from '../app.js';
import { createSealingRepository, createSealingService } from '../modules/sealing/index.js';

const ECHO = '/wps/test/sealed-echo';

describe('sealed bodies', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      extend: (scope) => {
        scope
          .withTypeProvider<ZodTypeProvider>()
          .post(
            ECHO,
            { config: { sealed: true }, schema: { body: z.object({ word: z.string() }).loose() } },
            async (request) => ok(request.body),
          );
      },
    });
  });
  afterAll(() => app.close());

  const send = (payload: unknown, headers: Record<string, string> = SEALED_HEADERS) =>
    app.inject({ method: 'POST', url: ECHO, payload: payload as object, headers });

  it('publishes one X25519 key that every instance shares', async () => {
    const response = await app.inject({ url: '/wps/system/encryption/key' });
    const key = valueOf(response, EncryptionKey);
    expect(key.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(key.scheme).toBe('x25519-aes256gcm-v1');
    expect(Math.abs(key.serverTime - Date.now())).toBeLessThan(5_000);
    const other = createSealingService({
      repo: createSealingRepository((await sharedDatabase()).db),
    });
    expect(await other.publicKey()).toEqual({ ...key, serverTime: expect.any(Number) });
  });

  it('opens a sealed body and hands the route its fields without ts and nonce', async () => {
    const response = await send(await seal(app, 'POST', ECHO, { word: 'perlas' }));
    expect(valueOf(response, z.record(z.string(), z.unknown()))).toEqual({ word: 'perlas' });
  });

  it('signs a member in through a sealed login', async () => {
    const member = await createAccount();
    const response = await postLogin(app, { username: member.account, password: member.password });
    expect(valueOf(response, LoginResult).userName).toBe(member.account);
  });

  it('refuses the same sealed body twice (replay)', async () => {
    const body = await seal(app, 'POST', ECHO, { word: 'once' });
    expect((await send(body)).statusCode).toBe(200);
    const again = await send(body);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('sealed.body.replayed');
  });

  it('refuses a replayed sealed login', async () => {
    const member = await createAccount();
    const body = await seal(app, 'POST', '/wps/session/login', {
      type: 'username',
      username: member.account,
      password: member.password,
    });
    const inject = () =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: body,
        headers: SEALED_HEADERS,
        remoteAddress: freshIp(),
      });
    expect((await inject()).statusCode).toBe(200);
    expect(errorOf(await inject()).code).toBe('sealed.body.replayed');
  });

  it('refuses a tampered body', async () => {
    const body = await seal(app, 'POST', ECHO, { word: 'tamper' });
    const last = body.data.slice(-1) === '0' ? '1' : '0';
    const response = await send({ ...body, data: body.data.slice(0, -1) + last });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('sealed.body.invalid');
  });

  it('refuses a body sealed for another path', async () => {
    const response = await send(await seal(app, 'POST', '/wps/session/login', { word: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('sealed.body.invalid');
  });

  it('refuses a plaintext body, and a sealed one without the encryption header', async () => {
    const plain = await send({ word: 'plain' });
    expect(plain.statusCode).toBe(400);
    expect(errorOf(plain).code).toBe('sealed.body.invalid');
    const headerless = await send(await seal(app, 'POST', ECHO, { word: 'x' }), {});
    expect(errorOf(headerless).code).toBe('sealed.body.invalid');
  });

  it('refuses a body sealed with an unknown key id', async () => {
    const body = await seal(app, 'POST', ECHO, { word: 'x' });
    const response = await send({ ...body, kid: 'k000000000000' });
    expect(errorOf(response).code).toBe('sealed.body.invalid');
  });

  it('refuses a body sealed too long ago, or in the future', async () => {
    const old = await seal(
      app,
      'POST',
      ECHO,
      { word: 'x' },
      Date.now() - SEALED_BODY_MAX_SKEW_MS - 60_000,
    );
    expect(errorOf(await send(old)).code).toBe('sealed.body.expired');
    const ahead = await seal(
      app,
      'POST',
      ECHO,
      { word: 'x' },
      Date.now() + SEALED_BODY_MAX_SKEW_MS + 60_000,
    );
    expect(errorOf(await send(ahead)).code).toBe('sealed.body.expired');
  });
});
