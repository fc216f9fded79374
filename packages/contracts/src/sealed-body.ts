import { gcm } from '@noble/ciphers/aes.js';
import {
  bytesToHex,
  bytesToUtf8,
  hexToBytes,
  randomBytes,
  utf8ToBytes,
} from '@noble/ciphers/utils.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { type EncryptionKey, SEALED_BODY_SCHEME, type SealedBody } from './sealing.js';

/** The crypto of sealed bodies (see sealing.ts for the format). Binary fields travel as hex. */
const hex = { encode: bytesToHex, decode: hexToBytes };

function sessionKey(shared: Uint8Array, epk: Uint8Array, serverPublic: Uint8Array): Uint8Array {
  const salt = new Uint8Array([...epk, ...serverPublic]);
  return hkdf(sha256, shared, salt, utf8ToBytes(SEALED_BODY_SCHEME), 32);
}

const aad = (method: string, path: string) => utf8ToBytes(`${method.toUpperCase()} ${path}`);

/** Client side: seals `payload` for `method path` to the server key. */
export function sealBody(
  key: Pick<EncryptionKey, 'kid' | 'publicKey'>,
  method: string,
  path: string,
  payload: Record<string, unknown>,
  now = Date.now(),
): SealedBody {
  const serverPublic = hex.decode(key.publicKey);
  const secret = x25519.utils.randomSecretKey();
  const epk = x25519.getPublicKey(secret);
  const keyBytes = sessionKey(x25519.getSharedSecret(secret, serverPublic), epk, serverPublic);
  const iv = randomBytes(12);
  const plaintext = JSON.stringify({ ...payload, ts: now, nonce: hex.encode(randomBytes(16)) });
  const data = gcm(keyBytes, iv, aad(method, path)).encrypt(utf8ToBytes(plaintext));
  return { kid: key.kid, epk: hex.encode(epk), iv: hex.encode(iv), data: hex.encode(data) };
}

/** Server side: opens a sealed body; throws on a wrong key, tampering or another path. */
export function openBody(
  secretKey: Uint8Array,
  method: string,
  path: string,
  body: SealedBody,
): unknown {
  const serverPublic = x25519.getPublicKey(secretKey);
  const epk = hex.decode(body.epk);
  const keyBytes = sessionKey(x25519.getSharedSecret(secretKey, epk), epk, serverPublic);
  const plaintext = gcm(keyBytes, hex.decode(body.iv), aad(method, path)).decrypt(
    hex.decode(body.data),
  );
  return JSON.parse(bytesToUtf8(plaintext)) as unknown;
}

export function newEncryptionKeyPair(): { secretKey: Uint8Array; publicKey: string } {
  const secretKey = x25519.utils.randomSecretKey();
  return { secretKey, publicKey: hex.encode(x25519.getPublicKey(secretKey)) };
}
