import { randomBytes, randomInt } from 'node:crypto';
import {
  newEncryptionKeyPair,
  openBody,
  SEALED_BODY_MAX_SKEW_MS,
  SEALED_BODY_SCHEME,
  SealedEnvelope,
  type EncryptionKey,
  type SealedBody,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import type { SealingKeyRow, SealingRepository } from './sealing.repository.js';

/** One opened body in this many also deletes expired nonces, so the table stays small. */
const SWEEP_EVERY = 100;
/** Keys kept in memory; there is one unless an operator rotated it. */
const MAX_CACHED_KIDS = 16;

const invalid = () => new AppError('sealed.body.invalid', { field: 'body' });

/**
 * The server's X25519 key for sealed login and registration bodies, kept in the database so every
 * instance publishes and opens with the same one, and cached in memory after the first use.
 */
export function createSealingService({
  repo,
  now = () => Date.now(),
}: {
  repo: SealingRepository;
  now?: () => number;
}) {
  let current: Promise<SealingKeyRow> | undefined;
  const secrets = new Map<string, Uint8Array>();

  function currentKey(): Promise<SealingKeyRow> {
    current ??= repo
      .findOrInsert(() => {
        const pair = newEncryptionKeyPair();
        return {
          kid: `k${randomBytes(6).toString('hex')}`,
          secretKey: Buffer.from(pair.secretKey).toString('hex'),
          publicKey: pair.publicKey,
        };
      })
      .catch((error: unknown) => {
        current = undefined; // a failed first load is retried by the next request
        throw error;
      });
    return current;
  }

  /** The secret of key `kid`; only keys that exist are cached (a made-up kid costs a query). */
  async function secretOf(kid: string): Promise<Uint8Array | undefined> {
    const cached = secrets.get(kid);
    if (cached) return cached;
    const row = await repo.findByKid(kid);
    if (!row) return undefined;
    const secret = new Uint8Array(Buffer.from(row.secretKey, 'hex'));
    if (secrets.size < MAX_CACHED_KIDS) secrets.set(kid, secret);
    return secret;
  }

  return {
    /** The published key, stamped with the server's clock. */
    async publicKey(): Promise<EncryptionKey> {
      const key = await currentKey();
      return {
        kid: key.kid,
        publicKey: key.publicKey,
        scheme: SEALED_BODY_SCHEME,
        serverTime: Date.now(),
      };
    },

    /**
     * Opens a sealed body sent to `method path` and returns its plaintext fields without ts and
     * nonce. Throws 400 sealed.body.invalid (does not open), .expired (clock skew beyond the
     * window) or .replayed (nonce seen before).
     */
    async open(method: string, path: string, body: SealedBody): Promise<Record<string, unknown>> {
      const secret = await secretOf(body.kid);
      if (!secret) throw invalid();
      let plaintext: unknown;
      try {
        plaintext = openBody(secret, method, path, body);
      } catch {
        throw invalid();
      }
      if (typeof plaintext !== 'object' || plaintext === null || Array.isArray(plaintext)) {
        throw invalid();
      }
      const envelope = SealedEnvelope.safeParse(plaintext);
      if (!envelope.success) throw invalid();
      const { ts, nonce } = envelope.data;
      const at = now();
      if (Math.abs(at - ts) > SEALED_BODY_MAX_SKEW_MS) {
        throw new AppError('sealed.body.expired', { field: 'body' });
      }
      if (randomInt(0, SWEEP_EVERY) === 0) await repo.sweepNonces(new Date(at));
      // Kept until its timestamp leaves the window: after that the skew check refuses it anyway.
      if (!(await repo.useNonce(nonce, new Date(ts + SEALED_BODY_MAX_SKEW_MS)))) {
        throw new AppError('sealed.body.replayed', { field: 'body' });
      }
      const fields: Record<string, unknown> = { ...(plaintext as Record<string, unknown>) };
      delete fields.ts;
      delete fields.nonce;
      return fields;
    },
  };
}

export type SealingService = ReturnType<typeof createSealingService>;
