import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/** The Firebase project the test merchant is configured with. */
export const TEST_PROJECT = 'perlas-test-1';
export const TEST_FIREBASE_APP = {
  apiKey: 'AIza-test',
  authDomain: `${TEST_PROJECT}.firebaseapp.com`,
  projectId: TEST_PROJECT,
  appId: '1:100:web:test',
};

/**
 * Google's key publisher, played on loopback: a JWKS of one RSA key (kid 'k1') with a max-age,
 * counting its fetches, and a signer of Firebase ID tokens with that key.
 */
export async function firebaseKeyServer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let fetches = 0;
  // Each token a second older than the one before: two tokens of one user signed in the same
  // second would be the same bytes (RS256 is deterministic), as Firebase's own are only when cached.
  let signed = 0;
  const server = http.createServer((_request, response) => {
    fetches += 1;
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=3600, must-revalidate, no-transform',
      })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/jwk`,
    fetches: () => fetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** An ID token as Firebase Auth makes them; `claims` and `options` change what a test needs. */
    sign: (
      claims: { uid: string; provider?: string; email?: string; name?: string } & Record<
        string,
        unknown
      >,
      options: {
        key?: CryptoKey;
        kid?: string;
        audience?: string;
        issuer?: string;
        expiresIn?: number;
      } = {},
    ) => {
      const { uid, provider = 'google.com', email = '', name = '', ...rest } = claims;
      signed += 1;
      const now = Math.floor(Date.now() / 1000) - signed;
      const audience = options.audience ?? TEST_PROJECT;
      return new SignJWT({
        auth_time: now - 5,
        email,
        name,
        firebase: { sign_in_provider: provider, identities: {} },
        user_id: uid,
        ...rest,
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1', typ: 'JWT' })
        .setSubject(uid)
        .setAudience(audience)
        .setIssuer(options.issuer ?? `https://securetoken.google.com/${audience}`)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(options.key ?? privateKey);
    },
  };
}
