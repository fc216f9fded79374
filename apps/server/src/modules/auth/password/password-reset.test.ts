import { PasswordSetResult, ResetTokenCheck } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createAccount,
  freshAccount,
  freshIp,
  postLogin,
  signIn,
} from '../../../../test/accounts.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { awaitOutbox, latestOutbox } from '../../../../test/outbox.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import type { App } from '@/app.js';
import { passwordResets } from '@/db/schema/index.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const emailTo = (to: string) => awaitOutbox(to, 'email');

const tokenIn = (text: string): string => {
  const token = /resetToken=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in ${text}`);
  return token;
};

describe('forgot password by e-mail', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const forgot = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: form(fields),
      headers: { ...FORM, ...headers },
      remoteAddress: freshIp(),
    });
  const reset = (resetToken: string, newPassword: string) =>
    app.inject({
      method: 'PUT',
      url: '/wps/member/password/reset',
      payload: { resetToken, newPassword },
      remoteAddress: freshIp(),
    });

  it('mails a reset link in the caller language; the link sets the password once', async () => {
    const email = `${freshAccount('mail')}@example.com`;
    const member = await createAccount({ email });
    const { token: session } = await signIn(app, member);
    const response = await forgot(
      { username: member.account, email: email.toUpperCase() },
      { language: 'EN' },
    );
    expect(response.statusCode).toBe(200);
    const mail = await emailTo(email);
    expect(mail.subject).toBe('Reset your Perlas Play password');
    expect(mail.body).toContain('http://localhost/m/forget?resetToken=');
    const token = tokenIn(mail.body);
    expect(token).toHaveLength(43);

    const refused = await reset(token, 'short');
    expect(errorOf(refused)).toMatchObject({ code: 'password.format', field: 'newPassword' });
    const done = await reset(token, 'Resetted123');
    expect(valueOf(done, PasswordSetResult)).toEqual({ userName: member.account });
    expect((await signIn(app, { account: member.account, password: 'Resetted123' })).id).toBe(
      member.id,
    );
    const old = await app.inject({ url: '/wps/member/info', headers: authHeaders(session) });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'reset.token.used', field: 'resetToken' });
  });

  it('answers the same whether or not the account and e-mail match, and mails only a match', async () => {
    const email = `${freshAccount('mail')}@example.com`;
    const member = await createAccount({ email });
    const disabledEmail = `${freshAccount('mail')}@example.com`;
    const disabled = await createAccount({ email: disabledEmail, disabled: true });
    // A second app, closed to wait for the e-mails it started.
    const other = await buildTestApp();
    const send = (fields: Record<string, string>) =>
      other.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: form(fields),
        headers: FORM,
        remoteAddress: freshIp(),
      });
    const answers = [
      await send({ username: member.account, email: 'someone@example.com' }),
      await send({ username: freshAccount(), email }),
      await send({ username: disabled.account, email: disabledEmail }),
    ];
    await other.close();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(await latestOutbox(email, 'email')).toBeUndefined();
    expect(await latestOutbox(disabledEmail, 'email')).toBeUndefined();
  });

  it('sends no link for a host that is not the merchant domain', async () => {
    const email = `${freshAccount('mail')}@example.com`;
    const member = await createAccount({ email });
    const other = await buildTestApp();
    const response = await other.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: form({ username: member.account, email }),
      headers: { ...FORM, host: 'evil.example', merchant: 'DEMO' },
      remoteAddress: freshIp(),
    });
    await other.close();
    expect(response.statusCode).toBe(200);
    expect(await latestOutbox(email, 'email')).toBeUndefined();
  });

  it('builds the link from the checked host name only, not the rest of a forged Host header', async () => {
    const email = `${freshAccount('mail')}@example.com`;
    const member = await createAccount({ email });
    const other = await buildTestApp();
    const response = await other.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: form({ username: member.account, email }),
      headers: { ...FORM, host: 'localhost:80@evil.example', merchant: 'DEMO' },
      remoteAddress: freshIp(),
    });
    await other.close();
    expect(response.statusCode).toBe(200);
    const mail = await emailTo(email);
    expect(mail.body).not.toContain('evil');
    expect(mail.body).toContain('http://localhost/m/forget?resetToken=');
  });

  it('keeps a port of digits and refuses a forwarded protocol other than http or https', async () => {
    const email = `${freshAccount('mail')}@example.com`;
    const member = await createAccount({ email });
    const proxied = await buildTestApp({ config: { trustProxy: true } });
    const send = (headers: Record<string, string>) =>
      proxied.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: form({ username: member.account, email }),
        headers: { ...FORM, merchant: 'DEMO', ...headers },
        remoteAddress: freshIp(),
      });
    await send({ host: 'localhost', 'x-forwarded-proto': 'javascript' });
    await proxied.close();
    expect(await latestOutbox(email, 'email')).toBeUndefined();

    const again = await buildTestApp({ config: { trustProxy: true } });
    await again.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: form({ username: member.account, email }),
      headers: { ...FORM, merchant: 'DEMO', host: 'localhost:8443', 'x-forwarded-proto': 'https' },
      remoteAddress: freshIp(),
    });
    await again.close();
    expect((await emailTo(email)).body).toContain('https://localhost:8443/m/forget?resetToken=');
  });

  it('checks the form shape', async () => {
    const bad = await forgot({ username: 'someone', email: 'not-an-email' });
    expect(errorOf(bad)).toMatchObject({ code: 'email.format', field: 'email' });
  });

  it('limits requests per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: form({ username: freshAccount(), email: 'x@example.com' }),
        headers: FORM,
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('checks a link when its page opens without spending it: live, used, unknown', async () => {
    const email = `${freshAccount('chk')}@example.com`;
    const member = await createAccount({ email });
    await forgot({ username: member.account, email });
    const token = tokenIn((await emailTo(email)).body);
    const check = (resetToken: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/reset/check',
        payload: { resetToken },
        headers: { language: 'EN' },
      });

    const live = await check(token);
    expect(valueOf(live, ResetTokenCheck)).toEqual({ userName: member.account });
    expect(valueOf(await check(token), ResetTokenCheck)).toEqual({ userName: member.account });
    expect((await reset(token, 'Resetted123')).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(errorOf(used)).toMatchObject({
      code: 'reset.token.used',
      field: 'resetToken',
      message: expect.stringMatching(/already used/),
    });
    expect(errorOf(await check('y'.repeat(43))).code).toBe('reset.token.invalid');
    expect(errorOf(await check('short')).field).toBe('resetToken');
  });

  it('refuses an unknown or expired link', async () => {
    const unknown = await reset('x'.repeat(43), 'Resetted123');
    expect(errorOf(unknown).code).toBe('reset.token.invalid');

    const email = `${freshAccount('mail')}@example.com`;
    const member = await createAccount({ email });
    await forgot({ username: member.account, email });
    const token = tokenIn((await emailTo(email)).body);
    const { db } = await sharedDatabase();
    await db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.memberId, member.id));
    const expired = await reset(token, 'Resetted123');
    expect(errorOf(expired).code).toBe('reset.token.invalid');
    const still = await postLogin(app, { username: member.account, password: member.password });
    expect(still.statusCode).toBe(200);
  });
});
