import { describe, expect, it } from 'vitest';
import { newEncryptionKeyPair, openBody, sealBody } from './sealed-body.js';
import { SEALED_BODY_SCHEME } from './sealing.js';

const pair = newEncryptionKeyPair();
const key = { kid: 'k1', publicKey: pair.publicKey, scheme: SEALED_BODY_SCHEME } as const;

describe('sealed bodies', () => {
  it('open to the payload plus a timestamp and nonce', () => {
    const sealed = sealBody(key, 'POST', '/wps/session/login', { username: 'juan' }, 1000);
    expect(sealed.data).not.toContain('juan');
    expect(openBody(pair.secretKey, 'POST', '/wps/session/login', sealed)).toMatchObject({
      username: 'juan',
      ts: 1000,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('refuse another path, a tampered body and another key', () => {
    const sealed = sealBody(key, 'POST', '/wps/session/login', { username: 'juan' });
    expect(() => openBody(pair.secretKey, 'PUT', '/wps/member/register', sealed)).toThrow();
    const flipped = (sealed.data[0] === '0' ? '1' : '0') + sealed.data.slice(1);
    expect(() =>
      openBody(pair.secretKey, 'POST', '/wps/session/login', { ...sealed, data: flipped }),
    ).toThrow();
    expect(() =>
      openBody(newEncryptionKeyPair().secretKey, 'POST', '/wps/session/login', sealed),
    ).toThrow();
  });
});
