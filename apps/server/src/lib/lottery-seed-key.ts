import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from './owner-only.js';

export const LOTTERY_SEED_KEY_FILE = 'lottery-seed-key';
export const LOTTERY_SEED_KEY_BYTES = 32;
export const LOTTERY_SEED_KEY_FORMAT =
  'must be 32 random bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)';

/** 32 bytes from 64 hex characters or base64 (standard or URL-safe); undefined when neither. */
export function parseLotterySeedKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const bytes = Buffer.from(value.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === LOTTERY_SEED_KEY_BYTES ? bytes : undefined;
}

/**
 * The key that keeps unrevealed lottery seeds encrypted: LOTTERY_SEED_KEY when set (required in
 * production on PostgreSQL, where every instance must hold the same key: config.ts), else one
 * generated once and kept (mode 600, in a folder of mode 700) in DATA_DIR, beside the embedded
 * database but outside it, as the operator token is (lib/operator-token.ts).
 */
export function resolveLotterySeedKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, LOTTERY_SEED_KEY_FILE);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
    const saved = parseLotterySeedKey(fs.readFileSync(file, 'utf8'));
    if (saved) return saved;
    // Never replace a key file silently: the seeds it sealed could no longer be read.
    throw new Error(`${file}: ${LOTTERY_SEED_KEY_FORMAT}`);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  fs.chmodSync(dataDir, OWNER_ONLY_DIR_MODE);
  const key = randomBytes(LOTTERY_SEED_KEY_BYTES);
  fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: OWNER_ONLY_FILE_MODE, flag: 'wx' });
  fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
  return key;
}
