import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OPERATOR_TOKEN_FILE } from '../lib/operator-token.js';
import { resolveUserPath } from '../lib/user-path.js';

/** The few variables the admin CLI reads; the server's own are parsed in src/config.ts. */
const AdminEnv = z.object({
  ADMIN_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  PORT: z.string().regex(/^\d+$/, 'must be a whole number from 0 to 65535').optional(),
  OPERATOR_TOKEN: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  INIT_CWD: z.string().optional(),
});

export type AdminSettings = {
  /** Where the running server listens. */
  url: string;
  /** OPERATOR_TOKEN when set. */
  token: string | undefined;
  /** Where the server keeps its generated token otherwise. */
  tokenFile: string;
};

/** Reads the CLI's variables; returns the problems instead when one is wrong. */
export function readAdminEnv(env: NodeJS.ProcessEnv): AdminSettings | { problems: string[] } {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = AdminEnv.safeParse(present);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  return {
    url: e.ADMIN_URL ?? `http://127.0.0.1:${e.PORT ?? '3000'}`,
    token: e.OPERATOR_TOKEN,
    // Resolved as the server resolves it (src/config.ts), so both find the same folder.
    tokenFile: path.join(resolveUserPath(e.DATA_DIR, e.INIT_CWD), OPERATOR_TOKEN_FILE),
  };
}

/** The token the server wrote on its first start, if there is one. */
export function readTokenFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
