import path from 'node:path';

/**
 * Resolves a path the user typed (DATA_DIR, WEB_DIST_DIR) against the folder they ran the command
 * from. `npm run … --workspace apps/server` runs in apps/server but sets INIT_CWD to the user's
 * folder, so the server and the admin CLI find the same DATA_DIR however each was started.
 */
export function resolveUserPath(value: string, initCwd: string | undefined): string {
  return path.resolve(initCwd || process.cwd(), value);
}
