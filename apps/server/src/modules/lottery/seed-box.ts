import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const VERSION = 'g1';

/** Encrypts and decrypts unrevealed draw seeds with the lottery seed key (AES-256-GCM). */
export type SeedBox = {
  /** A fingerprint of the key (not the key): names which key sealed a seed. */
  readonly keyId: string;
  /** `g1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url); `draw` binds it to its draw. */
  seal(seed: string, draw: string): string;
  open(sealed: string, draw: string): string;
};

/** What a sealed seed is bound to: its game and numero, so a sealed value moved to another draw fails. */
export const sealContext = (gameId: number, numero: string) => `lottery-draw:${gameId}:${numero}`;

export function createSeedBox(key: Buffer): SeedBox {
  if (key.length !== 32) throw new Error('lottery seed key: 32 bytes expected');
  const keyId = createHash('sha256')
    .update('lottery-seed-key-id:')
    .update(key)
    .digest('hex')
    .slice(0, 12);
  return {
    keyId,
    seal(seed, draw) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(CIPHER, key, iv);
      cipher.setAAD(Buffer.from(draw, 'utf8'));
      const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, draw) {
      const [version, sealedBy, iv = '', tag = '', body = ''] = sealed.split('.');
      if (version !== VERSION) throw new Error(`lottery seed of ${draw}: unknown sealing`);
      if (sealedBy !== keyId) {
        throw new Error(
          `lottery seed of ${draw} was sealed with another key (${sealedBy}, this one is ${keyId}): ` +
            'every instance must run with the same LOTTERY_SEED_KEY',
        );
      }
      const decipher = createDecipheriv(CIPHER, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(draw, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The key of an app given none (tests, tools): one random key for this process, so every app of
 * it reads what another sealed. The server (start.ts) always passes the configured key.
 */
let processKey: Buffer | undefined;
export const processSeedKey = (): Buffer => (processKey ??= randomBytes(32));
