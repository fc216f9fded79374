import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { signingKeys } from './signing-keys.js';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256' } };
}
const tokenOf = (kid: string, key: CryptoKey) =>
  new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid }).sign(key);

/** A publisher whose key set and Cache-Control the test changes, counting fetches. */
function publisher(initial: object[], cacheControl = 'public, max-age=600') {
  const state = { keys: initial, cacheControl, fetches: 0 };
  const fetch = (async () => {
    state.fetches += 1;
    return new Response(JSON.stringify({ keys: state.keys }), {
      headers: { 'cache-control': state.cacheControl },
    });
  }) as typeof globalThis.fetch;
  return { state, fetch };
}

describe('signing keys', () => {
  it('are kept for the max-age their answer gives, then fetched again', async () => {
    const one = await keyPair('one');
    const { state, fetch } = publisher([one.jwk]);
    let now = 1_000_000;
    const keys = signingKeys({ url: 'http://keys.test/jwk', fetch, now: () => now });
    const token = await tokenOf('one', one.privateKey);
    await jwtVerify(token, keys);
    now += 599_000;
    await jwtVerify(token, keys);
    expect(state.fetches).toBe(1);
    now += 2_000; // past 600 s
    await jwtVerify(token, keys);
    expect(state.fetches).toBe(2);
  });

  it('fetch again for a key they do not hold (a rotation), at most once a minute', async () => {
    const one = await keyPair('one');
    const two = await keyPair('two');
    const { state, fetch } = publisher([one.jwk], 'max-age=21600');
    let now = 5_000_000;
    const keys = signingKeys({ url: 'http://keys.test/jwk', fetch, now: () => now });
    await jwtVerify(await tokenOf('one', one.privateKey), keys);
    state.keys = [one.jwk, two.jwk];
    const rotated = await tokenOf('two', two.privateKey);
    // Within a minute of the last fetch an unknown key is refused without asking again.
    await expect(jwtVerify(rotated, keys)).rejects.toThrow();
    expect(state.fetches).toBe(1);
    now += 61_000;
    await jwtVerify(rotated, keys);
    expect(state.fetches).toBe(2);
    // A key nobody publishes stays refused.
    const stranger = await keyPair('three');
    now += 61_000;
    await expect(jwtVerify(await tokenOf('three', stranger.privateKey), keys)).rejects.toThrow();
  });

  it('one fetch serves requests that arrive together', async () => {
    const one = await keyPair('one');
    const { state, fetch } = publisher([one.jwk]);
    const keys = signingKeys({ url: 'http://keys.test/jwk', fetch });
    const token = await tokenOf('one', one.privateKey);
    await Promise.all([1, 2, 3, 4].map(() => jwtVerify(token, keys)));
    expect(state.fetches).toBe(1);
  });
});
