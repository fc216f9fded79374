import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * The operator token: OPERATOR_TOKEN when set, else one generated once and kept (mode 600) in
 * DATA_DIR, where the admin CLI on the same machine reads it.
 */
export function resolveOperatorToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  if (fs.existsSync(file)) {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 24) return saved;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
