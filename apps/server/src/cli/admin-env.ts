import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OPERATOR_KEY_FILE } from '../db/seed/demo-staff.js';
import { OPERATOR_TOKEN_FILE } from '../lib/operator-token.js';
import { readServerUrl, SERVER_URL_FILE } from '../lib/server-url.js';
import { resolveUserPath } from '../lib/user-path.js';

/** The few variables the admin CLI reads; the server's own are parsed in src/config.ts. */
const AdminEnv = z.object({
  ADMIN_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  PORT: z.string().regex(/^\d+$/, 'must be a whole number from 0 to 65535').optional(),
  OPERATOR_TOKEN: z.string().optional(),
  OPERATOR_API_KEY: z.string().startsWith('opk_', 'must be an operator API key (opk_…)').optional(),
  DATA_DIR: z.string().default('./data'),
  INIT_CWD: z.string().optional(),
});

export type AdminSettings = {
  /** Where the running server listens. */
  url: string;
  /** Where `url` came from, and where else the CLI looks (for a server that does not answer). */
  urlSource: string;
  /** OPERATOR_API_KEY when set, else OPERATOR_TOKEN when set. */
  token: string | undefined;
  /** Where the demo keeps its owner's API key (db/seed/demo-staff.ts), read after the env. */
  keyFile: string;
  /** Where the server keeps its generated token otherwise. */
  tokenFile: string;
};

const DEFAULT_URL = 'http://127.0.0.1:3000';

/** Reads the CLI's variables; returns the problems instead when one is wrong. */
export function readAdminEnv(env: NodeJS.ProcessEnv): AdminSettings | { problems: string[] } {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = AdminEnv.safeParse(present);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  // Resolved as the server resolves it (src/config.ts), so both find the same folder.
  const dataDir = resolveUserPath(e.DATA_DIR, e.INIT_CWD);
  const urlFile = path.join(dataDir, SERVER_URL_FILE);
  const written = readServerUrl(dataDir);
  const [url, from] = e.ADMIN_URL
    ? [e.ADMIN_URL, 'ADMIN_URL']
    : e.PORT
      ? [`http://127.0.0.1:${e.PORT}`, 'PORT']
      : written
        ? [written, `${urlFile}, which the server writes when it starts`]
        : [DEFAULT_URL, `the default (no ${urlFile}: no server started with this DATA_DIR)`];
  return {
    url,
    urlSource: `${from}. The CLI looks at --url, then ADMIN_URL, then PORT, then ${urlFile}, then ${DEFAULT_URL}`,
    token: e.OPERATOR_API_KEY ?? e.OPERATOR_TOKEN,
    keyFile: path.join(dataDir, OPERATOR_KEY_FILE),
    tokenFile: path.join(dataDir, OPERATOR_TOKEN_FILE),
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
