import { z } from 'zod';
import { SEALED_BODY_SCHEME } from './sealing-scheme.js';
import { text } from './text.js';
import { Instant } from './units.js';

/**
 * Encrypted login and registration bodies (ARCHITECTURE "Wire contract"): the client agrees a key
 * with the server's published X25519 key from a fresh key pair of its own, and seals the JSON with
 * AES-256-GCM. The plaintext carries a timestamp and a single-use nonce, and the method and path
 * are bound in as associated data, so a captured body can be neither replayed nor sent elsewhere.
 * TLS in front is still assumed; this keeps credentials out of proxies' and tools' logs.
 */
export {
  SEALED_BODY_HEADER,
  SEALED_BODY_MAX_SKEW_MS,
  SEALED_BODY_SCHEME,
} from './sealing-scheme.js';

export const SealedBody = z.object({
  /** Id of the server key the client used. */
  kid: text().min(1).max(64),
  /** The client's one-time X25519 public key, hex. */
  epk: text().regex(/^[0-9a-f]{64}$/),
  iv: text().regex(/^[0-9a-f]{24}$/),
  data: text()
    .regex(/^[0-9a-f]+$/)
    .max(200_000),
});
export type SealedBody = z.infer<typeof SealedBody>;

export const EncryptionKey = z.object({
  kid: z.string(),
  publicKey: z.string(),
  scheme: z.literal(SEALED_BODY_SCHEME),
  /** The server's clock (ms) when it answered: clients seal with it, so a phone whose clock is
   * off still signs in. */
  serverTime: Instant,
});
export type EncryptionKey = z.infer<typeof EncryptionKey>;

/** Fields the sealer adds to the plaintext; the server checks and strips them. */
export const SealedEnvelope = z.object({
  ts: z.number().int(),
  nonce: text().regex(/^[0-9a-f]{32,64}$/),
});
