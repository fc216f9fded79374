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
import { z } from 'zod';

/**
 * Encrypted login and registration bodies (ARCHITECTURE "Wire contract"): the client agrees a key
 * with the server's published X25519 key from a fresh key pair of its own, and seals the JSON with
 * AES-256-GCM. The plaintext carries a timestamp and a single-use nonce, and the method and path
 * are bound in as associated data, so a captured body can be neither replayed nor sent elsewhere.
 * TLS in front is still assumed; this keeps credentials out of proxies' and tools' logs.
 */
export const SEALED_BODY_HEADER = 'Encryption';
export const SEALED_BODY_SCHEME = 'x25519-aes256gcm-v1';
/** How far a sealed body's timestamp may be from the server's clock. */
export const SEALED_BODY_MAX_SKEW_MS = 5 * 60_000;

export const SealedBody = z.object({
  /** Id of the server key the client used. */
  kid: z.string().min(1).max(64),
  /** The client's one-time X25519 public key, hex. */
  epk: z.string().regex(/^[0-9a-f]{64}$/),
  iv: z.string().regex(/^[0-9a-f]{24}$/),
  data: z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(200_000),
});
export type SealedBody = z.infer<typeof SealedBody>;

export const EncryptionKey = z.object({
  kid: z.string(),
  publicKey: z.string(),
  scheme: z.literal(SEALED_BODY_SCHEME),
});
export type EncryptionKey = z.infer<typeof EncryptionKey>;

/** Fields the sealer adds to the plaintext; the server checks and strips them. */
export const SealedEnvelope = z.object({
  ts: z.number().int(),
  nonce: z.string().regex(/^[0-9a-f]{32,64}$/),
});

/** Binary fields travel as lowercase hex. */
const hex = { encode: bytesToHex, decode: hexToBytes };

function sessionKey(shared: Uint8Array, epk: Uint8Array, serverPublic: Uint8Array): Uint8Array {
  const salt = new Uint8Array([...epk, ...serverPublic]);
  return hkdf(sha256, shared, salt, utf8ToBytes(SEALED_BODY_SCHEME), 32);
}

const aad = (method: string, path: string) => utf8ToBytes(`${method.toUpperCase()} ${path}`);

/** Client side: seals `payload` for `method path` to the server key. */
export function sealBody(
  key: EncryptionKey,
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
