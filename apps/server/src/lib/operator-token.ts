import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from './owner-only.js';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * The operator token: OPERATOR_TOKEN when set, else one generated once and kept (mode 600, in a
 * folder of mode 700) in DATA_DIR, where the admin CLI on the same machine reads it. A file an
 * older server left readable by others is made owner-only.
 */
export function resolveOperatorToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 24) return saved;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  fs.chmodSync(dataDir, OWNER_ONLY_DIR_MODE);
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${token}\n`, { mode: OWNER_ONLY_FILE_MODE });
  // writeFileSync's mode applies to a new file only.
  fs.chmodSync(file, OWNER_ONLY_FILE_MODE);
  return token;
}
