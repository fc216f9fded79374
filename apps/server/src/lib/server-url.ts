import fs from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from './owner-only.js';

/**
 * Where the running server says it listens, in DATA_DIR beside the operator token (owner-only):
 * the admin CLI on the same machine reads it, so `npm run admin` finds a server started with
 * another PORT. An explicit --url, ADMIN_URL or PORT still wins.
 */
export const SERVER_URL_FILE = 'server-url';

/** The address a local client reaches `host`:`port` by (a wildcard host: the loopback). */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export function writeServerUrl(dataDir: string, url: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const file = path.join(dataDir, SERVER_URL_FILE);
  fs.writeFileSync(file, `${url}\n`, { mode: OWNER_ONLY_FILE_MODE });
  fs.chmodSync(file, OWNER_ONLY_FILE_MODE); // the mode above applies to a new file only
}

/** The URL a server wrote, if the file is there and holds one. */
export function readServerUrl(dataDir: string): string | undefined {
  try {
    const text = fs.readFileSync(path.join(dataDir, SERVER_URL_FILE), 'utf8').trim();
    return /^https?:\/\/\S+$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file at shutdown when it still names this server (not one started since). */
export function removeServerUrl(dataDir: string, url: string): void {
  if (readServerUrl(dataDir) !== url) return;
  fs.rmSync(path.join(dataDir, SERVER_URL_FILE), { force: true });
}
