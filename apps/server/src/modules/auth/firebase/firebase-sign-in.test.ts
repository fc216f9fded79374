import { LoginResult } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { memberIdentities, merchantSettings, whitelabelModules } from '@/db/schema/index.js';
import { freshAccount, postLogin } from '../../../../test/accounts.js';
import { firebaseKeyServer, TEST_FIREBASE_APP } from '../../../../test/firebase.js';
import { errorOf, valueOf } from '../../../../test/http.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { registerWith, validForm } from '../../../../test/registration.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';

/**
 * Google and Facebook sign-in (SPEC §2, §3 type 'firebase'; issue 31): ID tokens signed by a local
 * key published as a JWKS on loopback, as Google publishes Firebase's; a merchant of the test's own
 * with a Firebase app and GOOGLELOGIN3 on (FACEBOOKLOGIN3 off).
 */
describe('Firebase sign-in', () => {
  let app: App;
  let keys: Awaited<ReturnType<typeof firebaseKeyServer>>;
  let merchant: string;
  let merchantId: number;
  let plain: string;
  const uid = () => `uid-${freshAccount('fb')}`;

  const login = (firebaseIdToken: string, code = merchant) =>
    postLogin(app, {
      type: 'firebase',
      username: '',
      password: '',
      firebaseIdToken,
      headers: { merchant: code },
    });
  const register = (firebaseIdToken: string) =>
    registerWith(app)({ ...validForm(), firebaseIdToken }, { merchant });

  beforeAll(async () => {
    keys = await firebaseKeyServer();
    app = await buildTestApp({ config: { firebaseKeysUrl: keys.url } });
    const { db } = await sharedDatabase();
    ({ code: merchant, merchantId } = await insertDemoCopy(db, 'FB'));
    await db
      .update(merchantSettings)
      .set({ firebase: TEST_FIREBASE_APP })
      .where(eq(merchantSettings.merchantId, merchantId));
    await db
      .update(whitelabelModules)
      .set({ enabled: true })
      .where(
        and(
          eq(whitelabelModules.merchantId, merchantId),
          inArray(whitelabelModules.modId, ['GOOGLELOGIN3', 'LOGIN_GRP']),
        ),
      );
    // A merchant of the same copy without a Firebase app.
    ({ code: plain } = await insertDemoCopy(db, 'NOFB'));
  });
  afterAll(async () => {
    await app.close();
    await keys.close();
  });

  it('a new user is told to register; registering links the account; the next token signs in', async () => {
    const user = uid();
    const first = await keys.sign({
      uid: user,
      email: 'juan@example.test',
      name: 'Juan Dela Cruz',
    });
    const unknown = await login(first);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({
      code: 'firebase.not.registered',
      value: { provider: 'google.com', email: 'juan@example.test', displayName: 'Juan Dela Cruz' },
    });

    // The same token, unspent by the refusal, registers (the username form's rules as usual).
    const registered = await register(first);
    expect(registered.statusCode, registered.body).toBe(200);
    const account = valueOf(registered, LoginResult);
    const { db } = await sharedDatabase();
    const [link] = await db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.subject, user));
    expect(link).toMatchObject({ memberId: account.id, merchantId, signInProvider: 'google.com' });

    const again = await login(await keys.sign({ uid: user }));
    expect(again.statusCode, again.body).toBe(200);
    expect(valueOf(again, LoginResult)).toMatchObject({
      id: account.id,
      userName: account.userName,
    });
    // Google's keys were fetched once for all of it: kept for their max-age.
    expect(keys.fetches()).toBe(1);
  });

  it('a token counts once: replayed after it signed in and its member logged out, it is refused', async () => {
    const user = uid();
    expect((await register(await keys.sign({ uid: user }))).statusCode).toBe(200);
    const token = await keys.sign({ uid: user });
    const signedIn = valueOf(await login(token), LoginResult);
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: signedIn.token, merchant },
    });
    expect(logout.statusCode).toBe(200);
    const replayed = await login(token);
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).code).toBe('firebase.token.used');
  });

  it('refuses tokens that are expired, for another project or issuer, or not signed by the keys', async () => {
    const user = uid();
    expect((await register(await keys.sign({ uid: user }))).statusCode).toBe(200);
    const { privateKey: stranger } = await generateKeyPair('RS256');
    const soon = Math.floor(Date.now() / 1000) + 600;
    const refused = {
      expired: await keys.sign({ uid: user }, { expiresIn: -120 }),
      'wrong audience': await keys.sign(
        { uid: user },
        { audience: 'someone-else', issuer: 'https://securetoken.google.com/perlas-test-1' },
      ),
      'wrong issuer': await keys.sign(
        { uid: user },
        { issuer: 'https://securetoken.google.com/someone-else' },
      ),
      'bad signature': await keys.sign({ uid: user }, { key: stranger }),
      'signed in the future': await keys.sign({ uid: user, auth_time: soon }),
      'not a token': 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
    };
    for (const [what, token] of Object.entries(refused)) {
      const response = await login(token);
      expect(response.statusCode, what).toBe(401);
      expect(errorOf(response).code, what).toBe('firebase.token.invalid');
    }
    // None of them spent a token or made an account: a good one still signs the user in.
    expect((await login(await keys.sign({ uid: user }))).statusCode).toBe(200);
  });

  it('refuses a sign-in method the merchant does not offer, and a merchant without a Firebase app', async () => {
    const facebook = await login(await keys.sign({ uid: uid(), provider: 'facebook.com' }));
    expect(facebook.statusCode).toBe(503);
    expect(errorOf(facebook).code).toBe('firebase.unavailable');
    const elsewhere = await login(await keys.sign({ uid: uid() }), plain);
    expect(elsewhere.statusCode).toBe(503);
    expect(errorOf(elsewhere).code).toBe('firebase.unavailable');
  });

  it('a Firebase user registers once: a second account with it is refused and nothing is made', async () => {
    const user = uid();
    expect((await register(await keys.sign({ uid: user }))).statusCode).toBe(200);
    const form = validForm();
    const second = await registerWith(app)(
      { ...form, firebaseIdToken: await keys.sign({ uid: user }) },
      { merchant },
    );
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('firebase.already.registered');
    const taken = await postLogin(app, {
      username: String(form.username),
      password: String(form.password),
      headers: { merchant },
    });
    expect(errorOf(taken).code).toBe('login.failed');
  });

  it('a registration whose token is bad makes no account', async () => {
    const form = validForm();
    const refused = await registerWith(app)(
      { ...form, firebaseIdToken: await keys.sign({ uid: uid() }, { expiresIn: -120 }) },
      { merchant },
    );
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('firebase.token.invalid');
    const login = await postLogin(app, {
      username: String(form.username),
      password: String(form.password),
      headers: { merchant },
    });
    expect(errorOf(login).code).toBe('login.failed');
  });
});
